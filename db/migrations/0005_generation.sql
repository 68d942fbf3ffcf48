-- Generation: uploads and the consent given for them, jobs and their event log, members' gallery
-- items, and the moderation log. Who owns a row is either a member (user_id) or an anonymous browser
-- (client_hash: the SHA-256 of the random id the PWA keeps, published in the claims of anonymous
-- requests), never both. Jobs are written through submit_generation, which checks the idempotency
-- key, counts the free-tool limits, spends the tokens and records the job in one transaction; the
-- worker (the owner) runs them and refunds those that fail.

-- Uploaded input images, re-encoded and kept in the private `images` bucket.
create table public.uploads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.user_profiles on delete cascade,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  object_key text not null unique,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  size_bytes integer not null check (size_bytes > 0),
  tool text not null,
  created_at timestamptz not null default now(),
  -- Anonymous uploads are deleted after this (ANON_OUTPUT_TTL_HOURS).
  expires_at timestamptz,
  constraint uploads_one_owner check ((user_id is null) <> (client_hash is null))
);
create index uploads_user_idx on public.uploads (user_id, created_at desc) where user_id is not null;
create index uploads_client_idx on public.uploads (client_hash, created_at desc) where client_hash is not null;
create index uploads_expires_idx on public.uploads (expires_at) where expires_at is not null;

alter table public.uploads enable row level security;

-- The consent confirmation for an image that may show a real person: what was confirmed,
-- by whom, for which file and tool, and which version of the text. Kept when the upload is deleted.
create table public.consent_records (
  id bigint generated always as identity primary key,
  upload_id uuid references public.uploads on delete set null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  user_id uuid references public.user_profiles on delete set null,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  tool text not null,
  consent_version text not null,
  created_at timestamptz not null default now()
);
create index consent_records_upload_idx on public.consent_records (upload_id);
create index consent_records_user_idx on public.consent_records (user_id) where user_id is not null;

alter table public.consent_records enable row level security;

-- The jobs. `outputs` holds storage keys ([{bucket, key, kind, contentType, width, height, label}]);
-- the API signs URLs for them when it answers.
create table public.generations (
  id uuid primary key default gen_random_uuid(),
  -- Orders the lists and the queue; the page cursor of GET /generations.
  seq bigint generated always as identity unique,
  user_id uuid references public.user_profiles on delete cascade,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  tool text not null check (tool in ('free-flux', 'free-remix', 'image-to-image', 'text-to-video', 'image-to-video')),
  params jsonb not null,
  prompt text not null,
  upload_id uuid references public.uploads on delete set null,
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'canceled')),
  progress smallint not null default 0 check (progress between 0 and 100),
  cost integer not null default 0 check (cost >= 0),
  spend_transaction_id bigint references public.token_transactions,
  provider text not null,
  fallback_provider text,
  -- The provider that produced the outputs (the fallback, when the first failed).
  provider_used text,
  error text,
  outputs jsonb not null default '[]',
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  request_hash text,
  -- How many times a worker took the job; a job abandoned by a dead worker is taken again, up to a limit.
  attempts integer not null default 0,
  cancel_requested boolean not null default false,
  worker_id text,
  lease_expires_at timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz,
  constraint generations_one_owner check ((user_id is null) <> (client_hash is null))
);
create unique index generations_member_idempotency on public.generations (user_id, idempotency_key)
  where user_id is not null and idempotency_key is not null;
create unique index generations_client_idempotency on public.generations (client_hash, idempotency_key)
  where client_hash is not null and idempotency_key is not null;
create index generations_user_idx on public.generations (user_id, seq desc) where user_id is not null;
create index generations_client_idx on public.generations (client_hash, seq desc) where client_hash is not null;
create index generations_active_idx on public.generations (status, provider, seq) where status in ('queued', 'running');
create index generations_expires_idx on public.generations (expires_at) where expires_at is not null;

alter table public.generations enable row level security;

-- What happened to a job, in order; the id is the SSE event id (Last-Event-ID resumes after it).
create table public.generation_events (
  id bigint generated always as identity primary key,
  generation_id uuid not null references public.generations on delete cascade,
  kind text not null check (kind in ('status', 'progress', 'log', 'result', 'error')),
  data jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
create index generation_events_generation_idx on public.generation_events (generation_id, id);
alter table public.generation_events enable row level security;

-- gallery_items: a member's own generated images and videos.
create table public.gallery_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles on delete cascade,
  generation_id uuid references public.generations on delete set null,
  type text not null check (type in ('image', 'video')),
  bucket text not null default 'generations',
  object_key text not null,
  title text not null,
  prompt text not null,
  model text not null,
  label text,
  created_at timestamptz not null default now()
);
create index gallery_items_user_idx on public.gallery_items (user_id, created_at desc, id desc);
alter table public.gallery_items enable row level security;

-- Refused prompts, for the administrator's reports. Written by the server as owner; admins read.
create table public.moderation_events (
  id bigint generated always as identity primary key,
  user_id uuid references public.user_profiles on delete set null,
  client_hash text,
  ip_hash text,
  tool text not null,
  rule text not null,
  matched text not null,
  prompt text not null,
  negative_prompt text,
  policy_version text not null,
  created_at timestamptz not null default now()
);
create index moderation_events_created_idx on public.moderation_events (created_at desc);
alter table public.moderation_events enable row level security;
