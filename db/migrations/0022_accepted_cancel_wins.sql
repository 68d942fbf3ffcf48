-- An accepted cancel always wins. cancel_generation answers 'running' for a running job whose worker
-- is alive and leaves the stopping to that worker; until now the worker could finish the job anyway
-- (its provider had already answered, and complete_generation did not look at the cancel), so the
-- member was told the job was being canceled and was charged for it. Now the job's end reads the
-- cancel under the row lock that cancel_generation also takes, so one of two orders holds:
--   * the cancel locked the row first: the job ends 'canceled' with one refund and no gallery item
--     (the worker removes the files it stored), whatever the worker was about to write;
--   * the end locked the row first: the job is finished when the cancel reads it, which answers 409.
-- A job whose outputs the safety check holds is still held (refunded, outputs kept for review and
-- never delivered): they are evidence for the administrator, which a cancel must not erase.

-- Ends a job as canceled under the caller's row lock: status, refund and last events, once.
create function public.cancel_running_generation(p_id uuid, p_spend bigint)
  returns void
  language plpgsql set search_path = ''
  as $$
  begin
    update public.generations g set status = 'canceled', error = 'Generation canceled', finished_at = now(),
      lease_expires_at = null
    where g.id = p_id;
    perform public.record_generation_failure(p_id, 'canceled', 'Generation canceled', p_spend);
  end
  $$;
revoke execute on function public.cancel_running_generation(uuid, bigint) from public;

-- Marks the job `p_worker` runs succeeded with its stored outputs and the provider that made them,
-- makes a member's outputs gallery items and writes its last events (`p_lines`: {preview, done}).
-- Answers 'succeeded'; 'canceled' when a cancel was accepted meanwhile (the job ends canceled and
-- refunded instead, and the caller removes the outputs it stored); null when the job is not this
-- worker's running job any more (taken by the sweep after its lease ran out, or already ended).
drop function public.complete_generation(uuid, text, text, jsonb, text, jsonb);
create function public.complete_generation(p_id uuid, p_worker text, p_provider_used text, p_outputs jsonb,
  p_model text, p_lines jsonb)
  returns text
  language plpgsql set search_path = ''
  as $$
  declare
    v_job record;
  begin
    select g.user_id, g.cancel_requested, g.spend_transaction_id into v_job
    from public.generations g
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker
    for update;
    if not found then
      return null;
    end if;
    if v_job.cancel_requested then
      perform public.cancel_running_generation(p_id, v_job.spend_transaction_id);
      return 'canceled';
    end if;
    update public.generations g
    set status = 'succeeded', progress = 100, outputs = p_outputs, provider_used = p_provider_used, finished_at = now(),
      lease_expires_at = null, error = null
    where g.id = p_id;
    if v_job.user_id is not null then
      perform public.add_generation_to_gallery(p_id, p_model, p_outputs);
    end if;
    perform public.append_generation_events(p_id, jsonb_build_array(
      jsonb_build_object('kind', 'progress', 'data', jsonb_build_object('percent', 100)),
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', p_lines ->> 'preview')),
      jsonb_build_object('kind', 'result', 'data', jsonb_build_object('outputs', p_outputs)),
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', p_lines ->> 'done')),
      jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'succeeded'))
    ));
    return 'succeeded';
  end
  $$;
revoke execute on function public.complete_generation(uuid, text, text, jsonb, text, jsonb) from public;

-- Marks the job `p_worker` runs failed or canceled with `p_message` and refunds its tokens, in one
-- transaction; only while it is still running under this worker, so it ends once. A job whose cancel
-- was accepted ends canceled even when it failed meanwhile: the member was told it is being canceled.
-- Answers whether it ended the job.
create or replace function public.fail_generation(p_id uuid, p_worker text, p_status text, p_message text)
  returns boolean
  language plpgsql set search_path = ''
  as $$
  declare
    v_job record;
  begin
    if p_status is null or p_status not in ('failed', 'canceled') then
      raise exception 'A job ends failed or canceled, not %', p_status using errcode = '22023';
    end if;
    select g.cancel_requested, g.spend_transaction_id into v_job
    from public.generations g
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker
    for update;
    if not found then
      return false;
    end if;
    if v_job.cancel_requested then
      perform public.cancel_running_generation(p_id, v_job.spend_transaction_id);
      return true;
    end if;
    update public.generations g
    set status = p_status, error = p_message, finished_at = now(), lease_expires_at = null
    where g.id = p_id;
    perform public.record_generation_failure(p_id, p_status, p_message, v_job.spend_transaction_id);
    return true;
  end
  $$;
