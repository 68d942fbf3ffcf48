-- Accounts: credentials and single-use tokens in the `auth` schema, the public profile of each member,
-- and the rate-limit counters that must hold across several server processes.
--
-- Who may touch what:
--   anon, member, admin  nothing in `auth` but the claim helpers of 0001; their own profile row (admin: all)
--   auth_service         the auth capability's role (sign-up, sign-in, tokens, rate limits); no BYPASSRLS,
--                        so even it goes through the policies written for it below
-- Nobody may UPDATE user_profiles.tokens: balances move only through the SQL functions of api/tokens/tokens.sql.

do $$
begin
  if not exists (select from pg_roles where rolname = 'auth_service') then
    create role auth_service nologin noinherit nobypassrls;
  end if;
end
$$;
grant auth_service to authenticator;
grant usage on schema auth to auth_service;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 254),
  password_hash text not null,
  email_confirmed_at timestamptz,
  -- The "I confirm I am 18 or older" box ticked at sign-up (or by the operator creating the admin).
  adult_confirmed_at timestamptz not null,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
-- One account per address, whatever its case.
create unique index users_email_lower_key on auth.users (lower(email));

-- A session is a family of opaque refresh tokens, each stored as the SHA-256 of its secret. Every
-- refresh marks the presented token used and issues its child in the same family; presenting a token
-- that was already used revokes the family, so a stolen token dies with the session it came from.
-- Refreshes lock the family row, so a revocation and a rotation never cross.
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in ('sign_out', 'reuse', 'password_reset', 'admin'))
);
create index sessions_user_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  session_id uuid not null references auth.sessions on delete cascade,
  parent_id bigint references auth.refresh_tokens on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent_id);

-- Single-use links sent by mail (e-mail confirmation, password reset), stored hashed.
create table auth.email_tokens (
  id bigint generated always as identity primary key,
  token_hash bytea not null unique,
  user_id uuid not null references auth.users on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_tokens_user_idx on auth.email_tokens (user_id, purpose);

-- Fixed-window counters (sign-ups per IP, mails per address), shared by every server process.
create table auth.rate_limits (
  bucket text not null,
  key text not null,
  window_started_at timestamptz not null,
  hits integer not null,
  primary key (bucket, key)
);

-- Consecutive sign-in failures per e-mail and per IP; each failure past the free ones blocks the key
-- for twice as long as the one before.
create table auth.sign_in_failures (
  key text primary key,
  failures integer not null,
  last_failed_at timestamptz not null,
  blocked_until timestamptz not null
);

-- The member's public profile. `tokens` can never go below zero.
create table public.user_profiles (
  id uuid primary key references auth.users on delete cascade,
  email text not null,
  tokens integer not null default 0 check (tokens >= 0),
  is_admin boolean not null default false,
  created_at timestamptz not null default now()
);
create index user_profiles_created_at_idx on public.user_profiles (created_at desc);

alter table public.user_profiles enable row level security;
