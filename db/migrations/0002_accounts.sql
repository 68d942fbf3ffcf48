-- Accounts: credentials and single-use tokens in the `auth` schema, the public profile of each member,
-- and the rate-limit counters that must hold across several server processes.
--
-- Who may touch what:
--   anon, member, admin  nothing in `auth` but the claim helpers of 0001; their own profile row (admin: all)
--   auth_service         the auth capability's role (sign-up, sign-in, tokens, rate limits); no BYPASSRLS,
--                        so even it goes through the policies written for it below
-- Nobody may UPDATE user_profiles.tokens: balances move only through the SQL functions of 0003_tokens_and_payments.sql.

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

grant select, insert, update, delete on auth.users, auth.sessions, auth.refresh_tokens, auth.email_tokens, auth.rate_limits,
  auth.sign_in_failures to auth_service;

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
grant select on public.user_profiles to member, admin, auth_service;
grant insert (id, email) on public.user_profiles to auth_service;

create policy user_profiles_member_select_own on public.user_profiles
  for select to member using (id = (select auth.uid()));
create policy user_profiles_admin_select_all on public.user_profiles
  for select to admin using (true);
create policy user_profiles_auth_service_select on public.user_profiles
  for select to auth_service using (true);
create policy user_profiles_auth_service_insert on public.user_profiles
  for insert to auth_service with check (true);

-- One step of a fixed-window counter: counts this hit and says whether it is within `max_hits` per
-- `window_seconds`, and when the window ends. One statement, so concurrent hits from several
-- processes all count.
create function auth.hit_rate_limit(p_bucket text, p_key text, p_max integer, p_window_seconds integer,
  out allowed boolean, out retry_after_seconds integer)
  language sql volatile
  as $$
    insert into auth.rate_limits as r (bucket, key, window_started_at, hits)
    values (p_bucket, p_key, clock_timestamp(), 1)
    on conflict (bucket, key) do update set
      window_started_at = case when r.window_started_at <= clock_timestamp() - make_interval(secs => p_window_seconds)
        then clock_timestamp() else r.window_started_at end,
      hits = case when r.window_started_at <= clock_timestamp() - make_interval(secs => p_window_seconds)
        then 1 else r.hits + 1 end
    returning r.hits <= p_max,
      greatest(1, ceil(extract(epoch from r.window_started_at + make_interval(secs => p_window_seconds) - clock_timestamp())))::integer
  $$;
grant execute on function auth.hit_rate_limit(text, text, integer, integer) to auth_service;

-- Counts a failed sign-in for one key ('email:…' or 'ip:…'). Failures older than p_decay_seconds are
-- forgotten; past p_free failures each one blocks the key for 1, 2, 4, … seconds, at most p_max_delay.
create function auth.record_sign_in_failure(p_key text, p_free integer, p_max_delay integer, p_decay_seconds integer)
  returns void
  language plpgsql volatile
  as $$
  declare
    n integer;
  begin
    insert into auth.sign_in_failures as f (key, failures, last_failed_at, blocked_until)
    values (p_key, 1, clock_timestamp(), clock_timestamp())
    on conflict (key) do update set
      failures = case when f.last_failed_at < clock_timestamp() - make_interval(secs => p_decay_seconds)
        then 1 else f.failures + 1 end,
      last_failed_at = clock_timestamp()
    returning failures into n;
    if n > p_free then
      update auth.sign_in_failures
      set blocked_until = clock_timestamp() + make_interval(secs => least(p_max_delay, power(2, least(n - p_free - 1, 30)))::integer)
      where key = p_key;
    end if;
  end
  $$;

-- Seconds until every one of the keys may try again (0: now).
create function auth.sign_in_wait_seconds(p_keys text[])
  returns integer
  language sql stable
  as $$
    select coalesce(max(ceil(extract(epoch from blocked_until - clock_timestamp())))::integer, 0)
    from auth.sign_in_failures
    where key = any (p_keys) and blocked_until > clock_timestamp()
  $$;

grant execute on function auth.record_sign_in_failure(text, integer, integer, integer),
  auth.sign_in_wait_seconds(text[]) to auth_service;

-- Housekeeping, run hourly by the server as the owner: sessions revoked a week ago or idle past their
-- last token's expiry (their tokens go with them), dead mailed links, and rate-limit rows nobody
-- has touched for a week. Answers what it removed.
create function auth.prune(out sessions integer, out email_tokens integer, out rate_limits integer, out sign_in_failures integer)
  language plpgsql volatile
  as $$
  begin
    delete from auth.sessions s
    where (s.revoked_at is not null and s.revoked_at < now() - interval '7 days')
       or not exists (select 1 from auth.refresh_tokens t where t.session_id = s.id and t.expires_at > now() - interval '1 day');
    get diagnostics sessions = row_count;
    delete from auth.email_tokens where expires_at < now() - interval '1 day';
    get diagnostics email_tokens = row_count;
    delete from auth.rate_limits where window_started_at < now() - interval '7 days';
    get diagnostics rate_limits = row_count;
    delete from auth.sign_in_failures where last_failed_at < now() - interval '7 days' and blocked_until < now();
    get diagnostics sign_in_failures = row_count;
  end
  $$;
