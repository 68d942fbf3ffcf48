-- Run-time settings the administrator changes without a restart: one row per overridden setting, a
-- setting without a row takes the server's environment default. The server reads the table as its
-- owner; every change goes through admin_update_settings and its audit entry.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

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
    perform auth.require_admin();
    if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
      raise exception 'The changes must be an object' using errcode = 'STV02';
    end if;
    -- One change at a time, so each records the value it replaced.
    perform pg_advisory_xact_lock(hashtextextended('site_settings', 0));
    for v_key, v_value in select e.key, e.value from jsonb_each(p_changes) e order by e.key loop
      if v_key !~ '^(freeLimits\.(perIp|perMember|windowSeconds)|strikes\.(warnAbove|flagAbove|suspendAbove|windowHours)|maintenance\.[a-z0-9-]+)$' then
        raise exception 'Unknown setting: %', v_key using errcode = 'STV01', detail = v_key;
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
grant execute on function public.admin_update_settings(jsonb) to admin;

grant select on public.site_settings to admin;
create policy site_settings_admin_select on public.site_settings for select to admin using (true);
