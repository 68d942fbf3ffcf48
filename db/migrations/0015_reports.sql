-- Reports and takedowns: anyone past the age gate can report an item of the shared gallery, and the
-- administrator keeps or removes it.
--
-- A report that says the item depicts someone without their consent, or depicts a minor, hides the
-- item from the public gallery at once, in the transaction that records the report; it stays hidden
-- until the administrator decides. Keeping it shows it again once no other open report of those
-- reasons remains; removing it deletes the gallery row (the server then deletes its file and
-- thumbnail) and closes every other open report of the item. The report keeps a copy of the item's
-- title and file name, so the record outlives the item. Both decisions are written to the audit log
-- by the function that makes them.

-- Hidden items: the public read policy and the gallery list leave them out; the administrator sees them.
alter table public.gallery_images
  add column hidden_at timestamptz,
  add column hidden_reason text check (hidden_reason in ('no_consent', 'minor')),
  -- The consent given for the real person an item shows, when it was made from an upload with consent
  -- (Gallery Admin sets it); shown beside the item's reports. Null for the administrator's own items.
  add column consent_record_id bigint references public.consent_records on delete set null,
  add constraint gallery_images_hidden_reason check ((hidden_at is null) = (hidden_reason is null));

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  -- The reported gallery_images row. No foreign key: the report stays when the item is removed.
  item_id uuid not null,
  item_title text not null,
  item_filename text not null,
  reason text not null check (reason in ('no_consent', 'minor', 'illegal', 'other')),
  contact_email text check (length(contact_email) between 3 and 254),
  details text check (length(details) between 1 and 2000),
  -- Who sent it: a member, or an anonymous browser (the hash of its client id), and always the
  -- SHA-256 of the address it came from (never the address itself).
  reporter_id uuid references public.user_profiles on delete set null,
  reporter_client_hash text check (reporter_client_hash ~ '^[0-9a-f]{64}$'),
  reporter_ip_hash text not null check (reporter_ip_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  status text not null default 'open' check (status in ('open', 'kept', 'removed')),
  -- The deciding administrator as they were then (no foreign key: the record outlives the account).
  decided_by uuid,
  decided_by_email text,
  decided_at timestamptz,
  decision_note text check (length(decision_note) <= 2000),
  constraint reports_decided check ((status = 'open') = (decided_at is null))
);
create index reports_open_idx on public.reports (created_at, id) where status = 'open';
create index reports_decided_idx on public.reports (decided_at desc, id) where status <> 'open';
create index reports_item_idx on public.reports (item_id) where status = 'open';

alter table public.reports enable row level security;
