-- Accounts and the request's identity: the claim helpers every row-level security policy reads, the
-- check that a verified token's user may still act, rate-limit counters, sign-in throttling and the
-- hourly housekeeping. The API logs in as `authenticator` and, inside each request's transaction,
-- switches to `anon`, `member` or `admin` and publishes the verified JWT claims in
-- `request.jwt.claims`; `auth_service` is the auth capability's own role.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

create or replace function auth.claims() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;
grant execute on function auth.claims() to admin, anon, member;

-- The signed-in user's id, or null for anon.
create or replace function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(auth.claims() ->> 'sub', '')::uuid $$;
grant execute on function auth.uid() to admin, anon, member;

create or replace function auth.role() returns text
  language sql stable
  as $$ select coalesce(nullif(auth.claims() ->> 'role', ''), 'anon') $$;
grant execute on function auth.role() to admin, anon, member;

create or replace function auth.email() returns text
  language sql stable
  as $$ select nullif(auth.claims() ->> 'email', '') $$;
grant execute on function auth.email() to admin, anon, member;

-- The check every administrator's function makes first, a second lock behind the admin role's grants:
-- the request's token must say admin.
create or replace function auth.require_admin() returns void
  language plpgsql stable
  as $$
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
  end;
  $$;
grant execute on function auth.require_admin() to admin, anon, member;

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
grant execute on function auth.hit_rate_limit(text,text,integer,integer) to auth_service;

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

-- Two things the request path needs from the database that it could not ask before.
--
-- 1. Whether a verified access token still names a user who may act with its role. A token lives for
--    15 minutes; its user can be deleted (or demoted) meanwhile. The API asks in the same statement
--    that switches the request's transaction to the token's role, so it costs no extra round trip.
--
-- 2. Sign-in throttling that holds under concurrency. Before, an attempt read the block, checked the
--    password (slow on purpose) and only then counted a failure, so thirty parallel guesses all passed
--    the read. Now each attempt is reserved first: the e-mail's and the IP's rows are locked, a blocked
--    key refuses at once, and otherwise the attempt is counted as a failure before the password is
--    checked; a right password then gives its reservation back. Parallel guesses queue on the rows.

-- Whether a verified access token still names a user who may act with its role: a token lives for
-- 15 minutes and its user can be deleted (or demoted) meanwhile. The API asks in the statement that
-- switches the request's transaction to the token's role, so it costs no extra round trip; that
-- statement starts as the login role and switches role while it runs, so both may call it.
create function auth.request_user_valid(p_user uuid, p_role text)
  returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.user_profiles p
      where p.id = p_user and (p_role = 'member' or (p_role = 'admin' and p.is_admin))
    )
  $$;
grant execute on function auth.request_user_valid(uuid,text) to admin, anon, authenticator, member;

-- The password was right: the e-mail's failures are forgotten, and the IP gets back the failure its
-- reservation counted (its other failures decay by themselves, so an attacker cannot reset them).
create function auth.release_sign_in_attempt(p_email_key text, p_ip_key text, p_free_ip integer)
  returns void
  language sql volatile
  as $$
    delete from auth.sign_in_failures where key = p_email_key;
    update auth.sign_in_failures f set
      failures = greatest(f.failures - 1, 0),
      blocked_until = case when f.failures - 1 <= p_free_ip then least(f.blocked_until, clock_timestamp()) else f.blocked_until end
    where f.key = p_ip_key;
  $$;
grant execute on function auth.release_sign_in_attempt(text,text,integer) to auth_service;

-- Generation: uploads and the consent given for them, jobs and their event log, members' gallery
-- items, and the moderation log. Who owns a row is either a member (user_id) or an anonymous browser
-- (client_hash: the SHA-256 of the random id the PWA keeps, published in the claims of anonymous
-- requests), never both. Jobs are written through submit_generation, which checks the idempotency
-- key, counts the free-tool limits, spends the tokens and records the job in one transaction; the
-- worker (the owner) runs them and refunds those that fail.

-- The anonymous browser's hash from the claims of an anonymous request, or null.
create function auth.client_hash() returns text
  language sql stable
  as $$ select case when auth.role() = 'anon' then nullif(auth.claims() ->> 'client', '') end $$;
grant execute on function auth.client_hash() to admin, anon, member;

-- Reserves one sign-in attempt before the password is checked, so the throttle holds under
-- concurrency: the e-mail's and the IP's rows are locked, a blocked key refuses at once, and otherwise
-- the attempt is counted as a failure; a right password then gives its reservation back
-- (release_sign_in_attempt). Parallel guesses queue on the rows. Past the free failures each failure
-- blocks its key for p_first_block × 1, 2, 4, … seconds (SIGNIN_FIRST_BLOCK_SECONDS), at most
-- p_max_delay.
create function auth.reserve_sign_in_attempt(p_email_key text, p_ip_key text, p_free_email integer, p_free_ip integer,
  p_max_delay integer, p_decay_seconds integer, p_first_block integer)
  returns integer
  language plpgsql volatile
  as $$
  declare
    v_wait integer;
  begin
    insert into auth.sign_in_failures (key, failures, last_failed_at, blocked_until)
    values (p_email_key, 0, clock_timestamp(), '-infinity'), (p_ip_key, 0, clock_timestamp(), '-infinity')
    on conflict (key) do nothing;
    -- Locked in key order, so two attempts never wait for each other's second row.
    perform 1 from auth.sign_in_failures where key in (p_email_key, p_ip_key) order by key for update;

    select coalesce(max(ceil(extract(epoch from blocked_until - clock_timestamp())))::integer, 0) into v_wait
    from auth.sign_in_failures
    where key in (p_email_key, p_ip_key) and blocked_until > clock_timestamp();
    if v_wait > 0 then
      return v_wait;
    end if;

    update auth.sign_in_failures f set
      failures = case when f.last_failed_at < clock_timestamp() - make_interval(secs => p_decay_seconds) then 1 else f.failures + 1 end,
      last_failed_at = clock_timestamp()
    where f.key in (p_email_key, p_ip_key);
    update auth.sign_in_failures f set
      blocked_until = clock_timestamp() + make_interval(secs =>
        least(p_max_delay, p_first_block * power(2, least(f.failures - (case when f.key = p_email_key then p_free_email else p_free_ip end) - 1, 30)))::integer)
    where f.key in (p_email_key, p_ip_key)
      and f.failures > (case when f.key = p_email_key then p_free_email else p_free_ip end);
    return 0;
  end
  $$;
grant execute on function auth.reserve_sign_in_attempt(text,text,integer,integer,integer,integer,integer) to auth_service;

grant delete, insert, select, update on auth.email_tokens to auth_service;
grant delete, insert, select, update on auth.rate_limits to auth_service;
grant delete, insert, select, update on auth.refresh_tokens to auth_service;
grant delete, insert, select, update on auth.sessions to auth_service;
grant delete, insert, select, update on auth.sign_in_failures to auth_service;
grant delete, insert, select, update on auth.users to auth_service;
grant select on public.user_profiles to admin, auth_service, member;
grant insert (id, email) on public.user_profiles to auth_service;
create policy user_profiles_member_select_own on public.user_profiles
  for select to member using (id = (select auth.uid()));
create policy user_profiles_admin_select_all on public.user_profiles
  for select to admin using (true);
create policy user_profiles_auth_service_select on public.user_profiles
  for select to auth_service using (true);
create policy user_profiles_auth_service_insert on public.user_profiles
  for insert to auth_service with check (true);
