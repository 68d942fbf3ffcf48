-- What the site must keep when an account goes, and a record of who did what.
--
-- Accounting outlives accounts: deleting a user removes its profile, sessions and jobs, but its
-- ledger rows and payments stay, with the user reference cleared, so revenue and tokens sold still
-- add up. Each remaining balance still equals the sum of its ledger rows.
--
-- The audit log is append-only: administrators' actions (with the acting administrator), token
-- adjustments and grants, and later deletions, report outcomes, refused prompts and suspensions. A
-- trigger refuses UPDATE, DELETE and TRUNCATE for every role, the owner included. The administrator
-- reads it; nobody else does.
--
-- And the administrator's dashboard figures, computed in the database (admin_stats).

alter table public.token_transactions alter column user_id drop not null;
alter table public.token_transactions drop constraint token_transactions_user_id_fkey;
alter table public.token_transactions add constraint token_transactions_user_id_fkey
  foreign key (user_id) references public.user_profiles on delete set null;

alter table public.payments alter column user_id drop not null;
alter table public.payments drop constraint payments_user_id_fkey;
alter table public.payments add constraint payments_user_id_fkey
  foreign key (user_id) references public.user_profiles on delete set null;

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Who acted: an administrator's (or member's) id and e-mail as they were then; both null for the
  -- site itself (the worker, the content policy). No foreign key: the entry outlives the account.
  actor_id uuid,
  actor_email text,
  -- What happened, as a dotted name: 'tokens.set_balance', 'tokens.grant', ...
  action text not null check (action ~ '^[a-z_]+(\.[a-z_]+)+$'),
  -- What it was done to: a kind ('user', 'gallery_item', ...) and its id.
  subject_type text,
  subject_id text,
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object')
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_subject_idx on public.audit_log (subject_type, subject_id, at desc);

alter table public.audit_log enable row level security;
