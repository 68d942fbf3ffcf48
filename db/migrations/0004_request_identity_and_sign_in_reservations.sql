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

create function auth.request_user_valid(p_user uuid, p_role text)
  returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.user_profiles p
      where p.id = p_user and (p_role = 'member' or (p_role = 'admin' and p.is_admin))
    )
  $$;
revoke execute on function auth.request_user_valid(uuid, text) from public;
-- The statement that calls it starts as the login role and switches role while it runs, so both may call it.
grant usage on schema auth to authenticator;
grant execute on function auth.request_user_valid(uuid, text) to authenticator, anon, member, admin;

drop function auth.record_sign_in_failure(text, integer, integer, integer);
drop function auth.sign_in_wait_seconds(text[]);

-- Reserves one sign-in attempt for an e-mail key and an IP key ('email:…', 'ip:…'). Answers 0 when
-- the attempt may go ahead (it is then already counted as a failure), or the seconds to wait when
-- either key is blocked (nothing is counted). Failures older than p_decay_seconds are forgotten; past
-- the free ones each failure blocks its key for 1, 2, 4, … seconds, at most p_max_delay.
create function auth.reserve_sign_in_attempt(p_email_key text, p_ip_key text, p_free_email integer, p_free_ip integer,
  p_max_delay integer, p_decay_seconds integer)
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
        least(p_max_delay, power(2, least(f.failures - (case when f.key = p_email_key then p_free_email else p_free_ip end) - 1, 30)))::integer)
    where f.key in (p_email_key, p_ip_key)
      and f.failures > (case when f.key = p_email_key then p_free_email else p_free_ip end);
    return 0;
  end
  $$;

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

grant execute on function auth.reserve_sign_in_attempt(text, text, integer, integer, integer, integer),
  auth.release_sign_in_attempt(text, text, integer) to auth_service;
