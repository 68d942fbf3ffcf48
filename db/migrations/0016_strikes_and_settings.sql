-- Run-time settings the administrator changes without a restart, and strikes for refused prompts.
--
-- site_settings holds one row per overridden setting (free-tool limits, a maintenance switch per
-- tool, the strike thresholds); a setting without a row takes the server's environment default. The
-- server reads the table as its owner; the administrator changes it through admin_update_settings,
-- which records every change in the audit log.
--
-- Strikes: every refused prompt is recorded by record_refusal, which also counts the account's (or
-- anonymous browser's) refusals in the rolling window and suspends generation when the count passes
-- the threshold, in the same transaction. At most one suspension per account or browser is active;
-- admin_lift_suspension ends it, and refusals before the lift no longer count.

create table public.site_settings (
  key text primary key check (
    key ~ '^(freeLimits\.(perIp|perMember|windowSeconds)|strikes\.(warnAbove|flagAbove|suspendAbove|windowHours)|maintenance\.[a-z0-9-]+)$'
  ),
  value jsonb not null check (jsonb_typeof(value) in ('number', 'boolean')),
  updated_at timestamptz not null default now(),
  -- The administrator who set it (no foreign key: the row outlives the account).
  updated_by uuid
);
alter table public.site_settings enable row level security;

-- A suspension of generation for one account (user_id) or one anonymous browser (client_hash).
create table public.generation_suspensions (
  id bigint generated always as identity primary key,
  user_id uuid references public.user_profiles on delete cascade,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  reason text not null,
  -- Refused prompts counted in the window when it began.
  refusals integer not null,
  suspended_at timestamptz not null default now(),
  lifted_at timestamptz,
  -- The administrator who lifted it (no foreign key: the row outlives the account).
  lifted_by uuid,
  constraint generation_suspensions_one_subject check ((user_id is null) <> (client_hash is null))
);
create unique index generation_suspensions_active_user on public.generation_suspensions (user_id)
  where lifted_at is null and user_id is not null;
create unique index generation_suspensions_active_client on public.generation_suspensions (client_hash)
  where lifted_at is null and client_hash is not null;
create index generation_suspensions_user_lifted on public.generation_suspensions (user_id, lifted_at desc) where user_id is not null;
create index generation_suspensions_client_lifted on public.generation_suspensions (client_hash, lifted_at desc) where client_hash is not null;
alter table public.generation_suspensions enable row level security;

create index moderation_events_user_idx on public.moderation_events (user_id, created_at desc) where user_id is not null;
create index moderation_events_client_idx on public.moderation_events (client_hash, created_at desc) where client_hash is not null;
