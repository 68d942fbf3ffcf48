-- Notifications that say enough for each listener to skip what does not concern it
-- (api/generation/events.ts). The payload was '<job id>:<event kind>'; now:
--   '<job id>:status:<status>' for a status event, so a stream learns whether the queue moved
--     (a job started or left it) without reading the database for every job's every status;
--   '<job id>:cancel' when a member asks to cancel a running job, so the worker running it checks
--     the request once instead of at every log line it writes itself;
--   '<job id>:<event kind>' for every other event, as before.

create or replace function public.notify_generation_event() returns trigger
  language plpgsql
  as $$
  begin
    perform pg_notify('generation_events', new.generation_id::text || ':' || new.kind
      || case when new.kind = 'status' then ':' || coalesce(new.data ->> 'status', '') else '' end);
    return null;
  end
  $$;

create or replace function public.cancel_generation(p_id uuid)
  returns text
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_job record;
  begin
    select g.* into v_job from public.generations g
    where g.id = p_id
      and (case when auth.uid() is null then g.client_hash = auth.client_hash() else g.user_id = auth.uid() end)
    for update;
    if not found then
      raise exception 'Generation not found' using errcode = 'GN404';
    end if;
    if v_job.status = 'queued' then
      update public.generations g set status = 'canceled', error = 'Generation canceled', finished_at = now(),
        cancel_requested = true where g.id = p_id;
      if v_job.spend_transaction_id is not null then
        perform public.move_tokens(v_job.user_id, v_job.cost, 'refund', 'Refund: generation canceled',
          'refund:' || v_job.spend_transaction_id, null, v_job.spend_transaction_id);
      end if;
      insert into public.generation_events (generation_id, kind, data)
      values (p_id, 'status', jsonb_build_object('status', 'canceled'));
      return 'canceled';
    elsif v_job.status = 'running' then
      update public.generations g set cancel_requested = true where g.id = p_id;
      insert into public.generation_events (generation_id, kind, data)
      values (p_id, 'log', jsonb_build_object('message', 'Canceling...'));
      -- Reaches the worker running the job (in whichever process), which stops it and refunds.
      perform pg_notify('generation_events', p_id::text || ':cancel');
      return 'running';
    end if;
    raise exception 'Already finished' using errcode = 'GN409';
  end
  $$;
