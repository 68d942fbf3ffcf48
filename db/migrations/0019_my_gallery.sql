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

-- An item takes its job's tool when it is written (add_generation_to_gallery does not name it).
create function public.gallery_item_tool() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    if new.tool is null and new.generation_id is not null then
      select g.tool into new.tool from public.generations g where g.id = new.generation_id;
    end if;
    return new;
  end
  $$;
create trigger gallery_items_tool before insert on public.gallery_items
  for each row execute function public.gallery_item_tool();

-- saved_at follows saved: set when an item is starred (kept when it is starred again), cleared when
-- it is not. An update's own saved_at is overwritten; an insert (the owner's) may name one.
create function public.gallery_item_saved_at() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    new.saved_at := case
      when not new.saved then null
      when tg_op = 'UPDATE' and old.saved then old.saved_at
      when tg_op = 'INSERT' then coalesce(new.saved_at, now())
      else now()
    end;
    return new;
  end
  $$;
create trigger gallery_items_saved_at before insert or update on public.gallery_items
  for each row execute function public.gallery_item_saved_at();

-- The filters of GET /gallery?mine=true: starred items, and one tool's items, newest first.
create index gallery_items_saved_idx on public.gallery_items (user_id, created_at desc, id desc) where saved;
create index gallery_items_tool_idx on public.gallery_items (user_id, tool, created_at desc, id desc);
-- Finding a job's items (the outputs of GET /generations carry their item).
create index gallery_items_generation_idx on public.gallery_items (generation_id) where generation_id is not null;

-- A member (or the administrator, for their own items) may change the one column `saved` of their own rows.
grant update (saved) on public.gallery_items to member, admin;
create policy gallery_items_own_update on public.gallery_items for update to member, admin
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Deletes the caller's items: the one `p_id`, or all made with the tool `p_tool` (exactly one of the
-- two is given). Their files are taken off their jobs' outputs in the same transaction, so a job never
-- lists a file that is gone. Answers the items deleted with their files, which the server removes from
-- storage once the transaction has committed. Another member's item is not found, as a missing one.
create function public.delete_my_gallery_items(p_id uuid, p_tool text)
  returns table (id uuid, bucket text, object_key text, thumb_key text)
  language plpgsql security definer set search_path = ''
  as $$
  #variable_conflict use_column
  declare
    v_user uuid := auth.uid();
  begin
    if v_user is null then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;
    if (p_id is null) = (p_tool is null) then
      raise exception 'Name one item or one tool' using errcode = '22023';
    end if;
    return query
      with gone as (
        delete from public.gallery_items i
        where i.user_id = v_user and (i.id = p_id or i.tool = p_tool)
        returning i.id, i.bucket, i.object_key, i.thumb_key, i.generation_id
      ), jobs as (
        update public.generations g
        set outputs = coalesce((
          select jsonb_agg(o.item order by o.n)
          from jsonb_array_elements(g.outputs) with ordinality as o(item, n)
          where not exists (select 1 from gone d where d.generation_id = g.id and d.object_key = o.item ->> 'key')
        ), '[]'::jsonb)
        where g.id in (select d.generation_id from gone d) and g.user_id = v_user
      )
      select d.id, d.bucket, d.object_key, d.thumb_key from gone d;
  end
  $$;
revoke execute on function public.delete_my_gallery_items(uuid, text) from public;
grant execute on function public.delete_my_gallery_items(uuid, text) to member, admin;
