-- The output safety check, a second layer behind the prompt policy. Each generated image (and frames
-- of each video) is analysed before it is shown: when it scores sexual and shows a face estimated
-- under the minimum age, the job is held. A held job's outputs are never delivered (the job row keeps
-- no outputs, so no signed URL and no gallery item), its tokens are refunded, and the outputs wait in
-- `held_outputs` for the administrator, who releases them (the job succeeds, the refund stands) or
-- removes them (the job fails; the server deletes the files after the decision commits). Every step
-- is written to the audit log by the function that performs it.

alter table public.generations drop constraint generations_status_check;
alter table public.generations add constraint generations_status_check
  check (status in ('queued', 'running', 'succeeded', 'failed', 'canceled', 'held'));

-- The youngest face estimated on an uploaded image when it was stored (null: no face found, or not
-- analysed), and whether it was analysed; a submit with a sexual prompt compares the number only.
alter table public.uploads add column youngest_face_age real check (youngest_face_age >= 0);
alter table public.uploads add column faces_checked boolean not null default false;

create table public.held_outputs (
  id uuid primary key default gen_random_uuid(),
  generation_id uuid not null unique references public.generations on delete cascade,
  -- The stored outputs as the job would have delivered them ([{bucket, key, kind, ...}]).
  outputs jsonb not null check (jsonb_typeof(outputs) = 'array'),
  -- The model name the gallery items would carry, for a release.
  model text not null,
  -- What the analyser found: {reason, images: [{output, frame, faces: [{age, score}], sexual: {...}}], thresholds}.
  figures jsonb not null check (jsonb_typeof(figures) = 'object'),
  status text not null default 'held' check (status in ('held', 'released', 'removed')),
  created_at timestamptz not null default now(),
  decided_by uuid,
  decided_at timestamptz,
  note text check (length(note) <= 500),
  constraint held_outputs_decided check ((status = 'held') = (decided_at is null))
);
create index held_outputs_queue_idx on public.held_outputs (created_at, id) where status = 'held';

alter table public.held_outputs enable row level security;
