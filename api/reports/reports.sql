-- Reports and takedowns: anyone past the age gate reports a shared gallery item; a report that says
-- the item depicts someone without their consent, or a minor, hides it at once, in the transaction
-- that records the report. The administrator keeps or removes it.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Records a report from the request's caller (a member from auth.uid(), else the anonymous browser
-- from auth.client_hash()) and hides the item when the reason calls for it, all in one transaction.
-- Counts one hit per address and one per item (auth.hit_rate_limit): past either limit nothing is
-- kept, the hits included, and RP429 carries the seconds to wait as its message. An item that does
-- not exist raises RP404. Answers the report's id and whether the item is now hidden.
create function public.submit_report(p_item uuid, p_reason text, p_contact_email text, p_details text, p_ip_hash text,
  p_limit_per_ip integer, p_limit_per_item integer, p_window_seconds integer,
  out report_id uuid, out hidden boolean)
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_item record;
    v_limit record;
    v_user uuid := auth.uid();
  begin
    if auth.role() is null or auth.role() not in ('anon', 'member', 'admin') then
      raise exception 'Not allowed' using errcode = '42501';
    end if;
    if p_reason is null or p_reason not in ('no_consent', 'minor', 'illegal', 'other') then
      raise exception 'Unknown reason' using errcode = '22023';
    end if;
    -- Locked, so a decision on the item waits for this report and sees it.
    select i.id, i.title, i.filename, i.hidden_at into v_item from public.gallery_images i where i.id = p_item for update;
    if not found then
      raise exception 'No such item' using errcode = 'RI404';
    end if;

    select * into v_limit from auth.hit_rate_limit('report-ip', p_ip_hash, p_limit_per_ip, p_window_seconds);
    if not v_limit.allowed then
      raise exception 'Too many reports' using errcode = 'RP429', detail = v_limit.retry_after_seconds::text;
    end if;
    select * into v_limit from auth.hit_rate_limit('report-item', p_item::text, p_limit_per_item, p_window_seconds);
    if not v_limit.allowed then
      raise exception 'Too many reports' using errcode = 'RP429', detail = v_limit.retry_after_seconds::text;
    end if;

    insert into public.reports (item_id, item_title, item_filename, reason, contact_email, details,
      reporter_id, reporter_client_hash, reporter_ip_hash)
    values (v_item.id, v_item.title, v_item.filename, p_reason, nullif(trim(p_contact_email), ''), nullif(trim(p_details), ''),
      v_user, case when v_user is null then auth.client_hash() end, p_ip_hash)
    returning id into report_id;

    if p_reason in ('no_consent', 'minor') and v_item.hidden_at is null then
      update public.gallery_images i set hidden_at = now(), hidden_reason = p_reason where i.id = v_item.id;
      hidden := true;
    else
      hidden := v_item.hidden_at is not null;
    end if;
  end
  $$;
grant execute on function public.submit_report(uuid,text,text,text,text,integer,integer,integer) to admin, anon, member;

-- The administrator's decision on an open report (admin only). 'keep': the report is closed as kept,
-- and the item is shown again unless another open report that hides it remains. 'remove' (a note is
-- required): the gallery row is deleted and this and every other open report of the item are closed
-- as removed. Either is recorded in the audit log ('report.keep' / 'report.remove') with the reason
-- and the note. RP404: no such report; RP409: already decided; RP400: a removal without a note.
-- Answers the outcome, with the removed item's file and thumbnail for the server to delete.
create function public.admin_decide_report(p_report uuid, p_decision text, p_note text)
  returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_report record;
    v_item record;
    v_note text := nullif(trim(p_note), '');
    v_admin uuid := auth.uid();
    v_admin_email text;
    v_closed integer := 0;
    v_shown boolean := false;
  begin
    perform auth.require_admin();
    if p_decision is null or p_decision not in ('keep', 'remove') then
      raise exception 'Unknown decision' using errcode = '22023';
    end if;
    if p_decision = 'remove' and v_note is null then
      raise exception 'A note is required' using errcode = 'RP400';
    end if;
    if length(v_note) > 2000 then
      raise exception 'The note is too long' using errcode = '22023';
    end if;
    select r.* into v_report from public.reports r where r.id = p_report for update;
    if not found then
      raise exception 'No such report' using errcode = 'RP404';
    end if;
    if v_report.status <> 'open' then
      raise exception 'Already decided' using errcode = 'RP409';
    end if;
    select u.email into v_admin_email from auth.users u where u.id = v_admin;
    select i.id, i.filename, i.thumb_key, i.hidden_at into v_item from public.gallery_images i where i.id = v_report.item_id for update;

    if p_decision = 'keep' then
      update public.reports r set status = 'kept', decided_by = v_admin, decided_by_email = v_admin_email, decided_at = now(),
        decision_note = v_note
      where r.id = p_report;
      if v_item.id is not null and v_item.hidden_at is not null and not exists (
        select 1 from public.reports o
        where o.item_id = v_report.item_id and o.status = 'open' and o.reason in ('no_consent', 'minor')
      ) then
        update public.gallery_images i set hidden_at = null, hidden_reason = null where i.id = v_item.id;
        v_shown := true;
      end if;
      perform public.record_audit('report.keep', 'report', p_report::text, jsonb_build_object(
        'reason', v_report.reason, 'note', v_note, 'itemId', v_report.item_id, 'itemTitle', v_report.item_title, 'shownAgain', v_shown));
      return jsonb_build_object('status', 'kept', 'itemShown', v_shown or (v_item.id is not null and v_item.hidden_at is null),
        'itemRemoved', false, 'closedReports', 0, 'filename', null, 'thumbKey', null);
    end if;

    if v_item.id is not null then
      delete from public.gallery_images i where i.id = v_item.id;
    end if;
    update public.reports r set status = 'removed', decided_by = v_admin, decided_by_email = v_admin_email, decided_at = now(),
      decision_note = v_note
    where r.id = p_report;
    with closed as (
      update public.reports o set status = 'removed', decided_by = v_admin, decided_by_email = v_admin_email, decided_at = now(),
        decision_note = v_note
      where o.item_id = v_report.item_id and o.status = 'open' and o.id <> p_report
      returning 1
    )
    select count(*) into v_closed from closed;
    perform public.record_audit('report.remove', 'report', p_report::text, jsonb_build_object(
      'reason', v_report.reason, 'note', v_note, 'itemId', v_report.item_id, 'itemTitle', v_report.item_title,
      'filename', v_report.item_filename, 'closedReports', v_closed));
    return jsonb_build_object('status', 'removed', 'itemShown', false, 'itemRemoved', v_item.id is not null, 'closedReports', v_closed,
      'filename', v_item.filename, 'thumbKey', v_item.thumb_key);
  end
  $$;
grant execute on function public.admin_decide_report(uuid,text,text) to admin;

grant select on public.reports to admin;
-- The review queue: each report with its item as it is now (absent when removed) and the consent
-- record of that item. Read with the reader's rights (security_invoker), so only the admin role sees rows.
create view public.report_queue with (security_invoker = true) as
  select r.id, r.reason, r.contact_email, r.details, r.reporter_id, r.created_at, r.status, r.decided_at, r.decided_by_email,
    r.decision_note, r.item_id, r.item_title, r.item_filename,
    g.id as live_id, g.type, g.filename, g.thumb_key, g.hidden_at,
    c.created_at as consent_at, c.consent_version, c.tool as consent_tool, c.sha256 as consent_sha256
  from public.reports r
  left join public.gallery_images g on g.id = r.item_id
  left join public.consent_records c on c.id = g.consent_record_id;
grant select on public.report_queue to admin;

create policy reports_admin_select on public.reports for select to admin using (true);
