-- Web Push: the browsers a member asked to be told in, the jobs they asked to be told about, and the
-- once-only claim of the notification sent for a job.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Saves the caller's subscription: created, or its keys updated when the caller has it already. An
-- endpoint another member holds moves to the caller only when the keys are the same too: that is the
-- same browser's subscription (another member signed in on it), whose earlier holder must not be told
-- about jobs in a browser someone else now uses. Knowing only the endpoint is not enough (PS409), so a
-- leaked endpoint cannot take another member's notifications away. At most p_max subscriptions per
-- member: the oldest go. The member's profile row is locked first, so concurrent saves of one member
-- queue and the cap holds.
create function public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_max integer)
  returns text
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_user uuid := auth.uid();
    v_existing record;
    v_outcome text;
  begin
    if v_user is null then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;
    perform 1 from public.user_profiles p where p.id = v_user for update;
    select s.user_id, s.p256dh, s.auth into v_existing from public.push_subscriptions s where s.endpoint = p_endpoint for update;
    if not found then
      insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values (v_user, p_endpoint, p_p256dh, p_auth)
      on conflict (endpoint) do nothing;
      if not found then
        -- Saved by another member's request a moment ago: decided as if it had been there.
        raise exception 'Push subscription saved concurrently' using errcode = 'PS409';
      end if;
      v_outcome := 'created';
    elsif v_existing.user_id = v_user then
      update public.push_subscriptions s set p256dh = p_p256dh, auth = p_auth where s.endpoint = p_endpoint;
      v_outcome := 'updated';
    elsif v_existing.p256dh = p_p256dh and v_existing.auth = p_auth then
      update public.push_subscriptions s set user_id = v_user, created_at = now(), last_used_at = null where s.endpoint = p_endpoint;
      v_outcome := 'moved';
    else
      raise exception 'Push subscription of another account' using errcode = 'PS409';
    end if;
    delete from public.push_subscriptions s
    where s.user_id = v_user
      and s.id not in (select k.id from public.push_subscriptions k where k.user_id = v_user order by k.created_at desc, k.id desc limit p_max);
    return v_outcome;
  end
  $$;
grant execute on function public.save_push_subscription(text,text,text,integer) to admin, member;

-- The caller asks to be told when their job ends. Answers the job's status: a job still queued or
-- running is marked (notify_push); one that has ended is left as it is (the caller is told so). A job
-- that is not the caller's is GN404, as a missing one. The row is locked, so the mark and the job's end
-- (which takes the same lock) are ordered: either the end sees the mark, or the mark sees the end.
create function public.request_generation_push(p_id uuid)
  returns text
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_status text;
  begin
    if auth.uid() is null then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;
    select g.status into v_status from public.generations g where g.id = p_id and g.user_id = auth.uid() for update;
    if not found then
      raise exception 'Generation not found' using errcode = 'GN404';
    end if;
    if v_status in ('queued', 'running') then
      update public.generations g set notify_push = true where g.id = p_id and not g.notify_push;
    end if;
    return v_status;
  end
  $$;
grant execute on function public.request_generation_push(uuid) to admin, member;

-- Claims the notification of an ended job that asked for one: one UPDATE, so of every caller (the
-- worker that ended it, a retried completion, the sweep in any process) exactly one gets the row back
-- and sends. Canceled jobs are not told about (the member canceled them). Run by the owner only.
create function public.claim_generation_push(p_id uuid)
  returns table (user_id uuid, tool text, prompt text, status text, error text)
  language sql set search_path = ''
  as $$
    update public.generations g set push_sent_at = now()
    where g.id = p_id and g.notify_push and g.push_sent_at is null and g.user_id is not null
      and g.status in ('succeeded', 'failed', 'held')
    returning g.user_id, g.tool, g.prompt, g.status, g.error
  $$;

grant delete, insert, select on public.push_subscriptions to admin, member;
-- The sweep's question: jobs that ended within the hour, asked to be told, and were not (their
-- worker's process stopped between the end and the send). At most p_limit. Run by the owner only.
create function public.owed_generation_pushes(p_limit integer)
  returns setof uuid
  language sql stable set search_path = ''
  as $$
    select g.id from public.generations g
    where g.notify_push and g.push_sent_at is null and g.status in ('succeeded', 'failed', 'held')
      and g.finished_at > now() - interval '1 hour'
    limit p_limit
  $$;

create policy push_subscriptions_own_select on public.push_subscriptions for select to member, admin
  using (user_id = (select auth.uid()));
create policy push_subscriptions_own_insert on public.push_subscriptions for insert to member, admin
  with check (user_id = (select auth.uid()));
create policy push_subscriptions_own_delete on public.push_subscriptions for delete to member, admin
  using (user_id = (select auth.uid()));
