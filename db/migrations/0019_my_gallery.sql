-- My Gallery: a member stars their own items (they show in Profile → My Gallery), filters them by the
-- tool that made them, and deletes them, one at a time or all of one tool's at once.
--
-- What a member may change is narrow: the `saved` flag of their own rows, through a column grant and
-- an update policy (saved_at follows it, set by a trigger, so a member cannot write it), and the
-- deletion of their own rows through delete_my_gallery_items, which also takes the deleted files off
-- their jobs' outputs. Any other write of a request role to gallery_items is refused by the database.

alter table public.gallery_items
  add column saved boolean not null default false,
  -- When it was starred; null while it is not.
  add column saved_at timestamptz,
  -- The tool of the job that made it (generations.tool); null for an item whose job is gone.
  add column tool text,
  add constraint gallery_items_saved_at check (saved = (saved_at is not null));

-- Items made before this migration take the tool of their job.
update public.gallery_items i set tool = g.tool from public.generations g where g.id = i.generation_id;

-- The filters of GET /gallery?mine=true: starred items, and one tool's items, newest first.
create index gallery_items_saved_idx on public.gallery_items (user_id, created_at desc, id desc) where saved;
create index gallery_items_tool_idx on public.gallery_items (user_id, tool, created_at desc, id desc);
-- Finding a job's items (the outputs of GET /generations carry their item).
create index gallery_items_generation_idx on public.gallery_items (generation_id) where generation_id is not null;
