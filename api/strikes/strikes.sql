-- Strikes: every refused prompt is recorded by record_refusal, which also counts the account's (or
-- anonymous browser's) refusals in the rolling window and suspends generation when the count passes
-- the threshold, in the same transaction. At most one suspension per account or browser is active;
-- admin_lift_suspension ends it, and refusals before the lift no longer count.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Where an account's (or browser's) strike count starts: the window's start, or the last lift when
-- that is later (refusals before a lift no longer count).
create function public.strike_window_start(p_user uuid, p_client text, p_window_hours integer)
  returns timestamptz
  language sql stable set search_path = ''
  as $$
    select greatest(now() - make_interval(hours => p_window_hours), coalesce((
      select max(s.lifted_at) from public.generation_suspensions s
      where (p_user is not null and s.user_id = p_user) or (p_user is null and s.client_hash = p_client)
    ), '-infinity'::timestamptz))
  $$;

-- Records one refused prompt (the moderation event and the audit entry 'prompt.refused', whose actor
-- is the member, or nobody for an anonymous browser), counts the refusals of that account or browser
-- since strike_window_start, and suspends generation (audit 'account.suspend', by the site) when the
-- count passes p_suspend_above. Answers the count and the state: 'refused', 'warned' (above
-- p_warn_above), 'flagged' (above p_flag_above), 'suspended' (this refusal suspended it) or
-- 'still_suspended' (it was suspended already: a suspended account's refusals are recorded too). Refusals of one account are counted
-- one at a time (an advisory lock), so concurrent ones make exactly one suspension. Called by the
-- server as the owner, in a transaction of its own: the refused request itself is rolled back.
create function public.record_refusal(p_user uuid, p_client text, p_ip_hash text, p_tool text, p_rule text, p_matched text,
  p_prompt text, p_negative text, p_policy_version text, p_warn_above integer, p_flag_above integer, p_suspend_above integer,
  p_window_hours integer, out refusals integer, out state text)
  language plpgsql set search_path = ''
  as $$
  declare
    v_claims text := current_setting('request.jwt.claims', true);
    v_subject_type text := case when p_user is null then 'client' else 'user' end;
    v_subject text := coalesce(p_user::text, p_client);
  begin
    if (p_user is null) = (p_client is null) then
      raise exception 'A refusal belongs to one account or one browser' using errcode = '22023';
    end if;
    perform pg_advisory_xact_lock(hashtextextended('strikes:' || v_subject_type || ':' || v_subject, 0));
    insert into public.moderation_events (user_id, client_hash, ip_hash, tool, rule, matched, prompt, negative_prompt, policy_version)
    values (p_user, p_client, p_ip_hash, p_tool, p_rule, p_matched, left(p_prompt, 4000), left(p_negative, 4000), p_policy_version);

    -- The member is the actor of their refused prompt; the claims are put back right after.
    perform set_config('request.jwt.claims', case when p_user is null then '{}' else jsonb_build_object('sub', p_user, 'role', 'member')::text end, true);
    perform public.record_audit('prompt.refused', v_subject_type, v_subject,
      jsonb_build_object('tool', p_tool, 'rule', p_rule, 'policyVersion', p_policy_version));
    perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);

    select count(*)::integer into refusals from public.moderation_events m
    where ((p_user is not null and m.user_id = p_user) or (p_user is null and m.client_hash = p_client))
      and m.created_at >= public.strike_window_start(p_user, p_client, p_window_hours);

    if exists (
      select 1 from public.generation_suspensions s
      where s.lifted_at is null and ((p_user is not null and s.user_id = p_user) or (p_user is null and s.client_hash = p_client))
    ) then
      state := 'still_suspended';
    elsif refusals > p_suspend_above then
      insert into public.generation_suspensions (user_id, client_hash, reason, refusals)
      values (p_user, case when p_user is null then p_client end,
        format('%s refused prompts within %s hours', refusals, p_window_hours), refusals)
      on conflict do nothing;
      perform public.record_audit('account.suspend', v_subject_type, v_subject,
        jsonb_build_object('refusals', refusals, 'threshold', p_suspend_above, 'windowHours', p_window_hours));
      state := 'suspended';
    elsif refusals > p_flag_above then
      state := 'flagged';
    elsif refusals > p_warn_above then
      state := 'warned';
    else
      state := 'refused';
    end if;
  end
  $$;

-- The administrator lifts the active suspension of an account or browser: answers false when there
-- was none (nothing is recorded), else true with the audit entry 'account.lift'.
create function public.admin_lift_suspension(p_user uuid, p_client text)
  returns boolean
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_row record;
  begin
    perform auth.require_admin();
    if (p_user is null) = (p_client is null) then
      raise exception 'Name one account or one browser' using errcode = '22023';
    end if;
    update public.generation_suspensions s set lifted_at = clock_timestamp(), lifted_by = auth.uid()
    where s.lifted_at is null and ((p_user is not null and s.user_id = p_user) or (p_user is null and s.client_hash = p_client))
    returning s.suspended_at, s.refusals into v_row;
    if not found then
      return false;
    end if;
    perform public.record_audit('account.lift', case when p_user is null then 'client' else 'user' end, coalesce(p_user::text, p_client),
      jsonb_build_object('suspendedAt', v_row.suspended_at, 'refusals', v_row.refusals));
    return true;
  end
  $$;
grant execute on function public.admin_lift_suspension(uuid,text) to admin;

-- The review queue's accounts and browsers: those whose refusals since strike_window_start are above
-- p_flag_above, and those suspended, suspended first, then by count. Each with its e-mail (none for a
-- browser), the count, the last refusal, its three latest refused prompts cut to 160 characters, and
-- since when it is suspended.
create function public.admin_flagged_accounts(p_flag_above integer, p_window_hours integer)
  returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
  begin
    perform auth.require_admin();
    return coalesce((
      select jsonb_agg(row_to_json(f)::jsonb order by (f."suspendedAt" is null), f.refusals desc, f."lastRefusedAt" desc nulls last)
      from (
        select sb.user_id as "userId", sb.client_hash as "clientHash", p.email,
          counted.refusals, counted.last_at as "lastRefusedAt",
          coalesce((
            select jsonb_agg(jsonb_build_object('tool', r.tool, 'rule', r.rule, 'at', r.created_at,
              'prompt', case when length(r.prompt) > 160 then left(r.prompt, 159) || '…' else r.prompt end) order by r.id desc)
            from (
              select m.id, m.tool, m.rule, m.prompt, m.created_at from public.moderation_events m
              where (sb.user_id is not null and m.user_id = sb.user_id) or (sb.user_id is null and m.client_hash = sb.client_hash)
              order by m.id desc limit 3
            ) r
          ), '[]'::jsonb) as "recentPrompts",
          s.suspended_at as "suspendedAt", s.reason
        from (
          select distinct m.user_id, case when m.user_id is null then m.client_hash end as client_hash
          from public.moderation_events m
          where m.created_at > now() - make_interval(hours => p_window_hours) and (m.user_id is not null or m.client_hash is not null)
          union
          select s.user_id, s.client_hash from public.generation_suspensions s where s.lifted_at is null
        ) sb
        cross join lateral (
          select count(*)::integer as refusals, max(m.created_at) as last_at from public.moderation_events m
          where ((sb.user_id is not null and m.user_id = sb.user_id) or (sb.user_id is null and m.client_hash = sb.client_hash))
            and m.created_at >= public.strike_window_start(sb.user_id, sb.client_hash, p_window_hours)
        ) counted
        left join public.user_profiles p on p.id = sb.user_id
        left join public.generation_suspensions s on s.lifted_at is null
          and ((sb.user_id is not null and s.user_id = sb.user_id) or (sb.user_id is null and s.client_hash = sb.client_hash))
        where counted.refusals > p_flag_above or s.id is not null
      ) f
    ), '[]'::jsonb);
  end
  $$;
grant execute on function public.admin_flagged_accounts(integer,integer) to admin;

grant select on public.generation_suspensions to admin;
grant select on public.moderation_events to admin;
create policy moderation_events_admin on public.moderation_events for select to admin using (true);
create policy generation_suspensions_admin_select on public.generation_suspensions for select to admin using (true);
