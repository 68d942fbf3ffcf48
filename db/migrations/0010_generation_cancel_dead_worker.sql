-- A cancel always ends in 'canceled' with one refund, whatever became of the worker running the job.
-- A running job whose lease has run out has no worker left to stop it and refund it: it is canceled
-- and refunded here at once, as a queued job is. A running job whose worker may still be alive is
-- marked; its worker stops it and refunds, or, when that worker has died meanwhile, the recovery
-- sweep does (api/generation/worker.ts recover()), which never queues a job again once a cancel was
-- asked for. Concurrent cancels queue on the row lock: one refunds, the others find the job canceled
-- (or the mark already set, without a second 'Canceling...' line).

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
    if v_job.status = 'queued' or (v_job.status = 'running' and v_job.lease_expires_at < now()) then
      update public.generations g set status = 'canceled', error = 'Generation canceled', finished_at = now(),
        cancel_requested = true, lease_expires_at = null where g.id = p_id;
      if v_job.spend_transaction_id is not null then
        perform public.move_tokens(v_job.user_id, v_job.cost, 'refund', 'Refund: generation canceled',
          'refund:' || v_job.spend_transaction_id, null, v_job.spend_transaction_id);
      end if;
      insert into public.generation_events (generation_id, kind, data)
      values (p_id, 'status', jsonb_build_object('status', 'canceled'));
      return 'canceled';
    elsif v_job.status = 'running' then
      if not v_job.cancel_requested then
        update public.generations g set cancel_requested = true where g.id = p_id;
        insert into public.generation_events (generation_id, kind, data)
        values (p_id, 'log', jsonb_build_object('message', 'Canceling...'));
      end if;
      -- Reaches the worker running the job (in whichever process), which stops it and refunds.
      perform pg_notify('generation_events', p_id::text || ':cancel');
      return 'running';
    end if;
    raise exception 'Already finished' using errcode = 'GN409';
  end
  $$;
