-- The length of the first sign-in block is a setting (SIGNIN_FIRST_BLOCK_SECONDS, default 1): past the
-- free failures each failure blocks its key for first × 1, 2, 4, … seconds, at most p_max_delay.
drop function auth.reserve_sign_in_attempt(text, text, integer, integer, integer, integer);

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
revoke execute on function auth.reserve_sign_in_attempt(text, text, integer, integer, integer, integer, integer) from public;
grant execute on function auth.reserve_sign_in_attempt(text, text, integer, integer, integer, integer, integer) to auth_service;
