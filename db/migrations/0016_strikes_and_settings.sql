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
grant select on public.site_settings to admin;
create policy site_settings_admin_select on public.site_settings for select to admin using (true);

-- Applies a partial set of changes ({key: value}, a null value removes the override) and records
-- {changes: {key: {from, to}}} in the audit log, null standing for the environment default. Keys and
-- value types are checked here; the ranges and the order of the strike thresholds are checked by the
-- server, which knows the defaults. Changes that change nothing are not recorded.
create function public.admin_update_settings(p_changes jsonb)
  returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_key text;
    v_value jsonb;
    v_old jsonb;
    v_diff jsonb := '{}'::jsonb;
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
      raise exception 'The changes must be an object' using errcode = '22023';
    end if;
    -- One change at a time, so each records the value it replaced.
    perform pg_advisory_xact_lock(hashtextextended('site_settings', 0));
    for v_key, v_value in select e.key, e.value from jsonb_each(p_changes) e order by e.key loop
      if v_key !~ '^(freeLimits\.(perIp|perMember|windowSeconds)|strikes\.(warnAbove|flagAbove|suspendAbove|windowHours)|maintenance\.[a-z0-9-]+)$' then
        raise exception 'Unknown setting: %', v_key using errcode = '22023';
      end if;
      if jsonb_typeof(v_value) <> 'null' and (
        (v_key like 'maintenance.%' and jsonb_typeof(v_value) <> 'boolean')
        or (v_key not like 'maintenance.%' and (jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}')::numeric <= 0
          or (v_value #>> '{}')::numeric <> trunc((v_value #>> '{}')::numeric)))
      ) then
        raise exception 'Invalid value for %', v_key using errcode = '22023';
      end if;
      select s.value into v_old from public.site_settings s where s.key = v_key;
      if jsonb_typeof(v_value) = 'null' then
        delete from public.site_settings s where s.key = v_key;
      else
        insert into public.site_settings (key, value, updated_at, updated_by)
        values (v_key, v_value, now(), auth.uid())
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by;
      end if;
      if coalesce(v_old, 'null'::jsonb) is distinct from v_value then
        v_diff := v_diff || jsonb_build_object(v_key, jsonb_build_object('from', coalesce(v_old, 'null'::jsonb), 'to', v_value));
      end if;
    end loop;
    if v_diff <> '{}'::jsonb then
      perform public.record_audit('settings.update', 'settings', null, jsonb_build_object('changes', v_diff));
    end if;
    return v_diff;
  end
  $$;
revoke execute on function public.admin_update_settings(jsonb) from public;
grant execute on function public.admin_update_settings(jsonb) to admin;

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
grant select on public.generation_suspensions to admin;
create policy generation_suspensions_admin_select on public.generation_suspensions for select to admin using (true);

create index moderation_events_user_idx on public.moderation_events (user_id, created_at desc) where user_id is not null;
create index moderation_events_client_idx on public.moderation_events (client_hash, created_at desc) where client_hash is not null;

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
revoke execute on function public.strike_window_start(uuid, text, integer) from public;

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
revoke execute on function public.record_refusal(uuid, text, text, text, text, text, text, text, text, integer, integer, integer, integer) from public;

-- The administrator lifts the active suspension of an account or browser: answers false when there
-- was none (nothing is recorded), else true with the audit entry 'account.lift'.
create function public.admin_lift_suspension(p_user uuid, p_client text)
  returns boolean
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_row record;
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
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
revoke execute on function public.admin_lift_suspension(uuid, text) from public;
grant execute on function public.admin_lift_suspension(uuid, text) to admin;

-- The review queue's accounts and browsers: those whose refusals since strike_window_start are above
-- p_flag_above, and those suspended, suspended first, then by count. Each with its e-mail (none for a
-- browser), the count, the last refusal, its three latest refused prompts cut to 160 characters, and
-- since when it is suspended.
create function public.admin_flagged_accounts(p_flag_above integer, p_window_hours integer)
  returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
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
revoke execute on function public.admin_flagged_accounts(integer, integer) from public;
grant execute on function public.admin_flagged_accounts(integer, integer) to admin;
