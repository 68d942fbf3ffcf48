-- The job runner's steps as SQL functions, the counterparts of submit_generation: the `generations`
-- row is the truth about a job, and every change of its status is one statement here, so a job is
-- claimed by one worker, ends once, and a failure refunds its tokens in the same transaction that
-- marks it. The worker (api/generation/worker.ts, runner.ts) connects as the database owner, which
-- owns these functions: they are SECURITY INVOKER and no other role may execute them (no request
-- role, nor the auth or payment services).

-- Gallery: a member's finished job's outputs become their gallery items, one per output, titled with
-- the prompt (cut at 60 characters) and naming the model (with the output's label, as 'demo render,
-- not AI'). `p_outputs` are the stored outputs ([{kind, key, label, width, height, thumbKey}]).
-- Anonymous jobs have no gallery: nothing is written for them. Answers the number of items written.
create function public.add_generation_to_gallery(p_generation uuid, p_model text, p_outputs jsonb)
  returns integer
  language plpgsql set search_path = ''
  as $$
  declare
    v_written integer;
  begin
    insert into public.gallery_items (user_id, generation_id, type, object_key, title, prompt, model, label, width, height, thumb_key)
    select g.user_id, g.id, o.item ->> 'kind', o.item ->> 'key',
      case when length(g.prompt) > 60 then left(g.prompt, 57) || '...' else g.prompt end,
      g.prompt,
      case when o.item ->> 'label' is not null then p_model || ' (' || (o.item ->> 'label') || ')' else p_model end,
      o.item ->> 'label', (o.item ->> 'width')::integer, (o.item ->> 'height')::integer, o.item ->> 'thumbKey'
    from public.generations g
    cross join lateral jsonb_array_elements(p_outputs) with ordinality as o(item, n)
    where g.id = p_generation and g.user_id is not null
    order by o.n;
    get diagnostics v_written = row_count;
    return v_written;
  end
  $$;
revoke execute on function public.add_generation_to_gallery(uuid, text, jsonb) from public;

-- Appends a job's events in the order given (`p_events`: [{kind, data}, ...]); the steps below end a
-- job with a few lines each, written in one statement.
create function public.append_generation_events(p_id uuid, p_events jsonb)
  returns void
  language sql set search_path = ''
  as $$
    insert into public.generation_events (generation_id, kind, data)
    select p_id, line.value ->> 'kind', line.value -> 'data'
    from jsonb_array_elements(p_events) with ordinality as line(value, n)
    order by line.n
  $$;
revoke execute on function public.append_generation_events(uuid, jsonb) from public;

-- Takes a queued job for `p_worker`: running, one more attempt, a lease of `p_lease_seconds`, its
-- 'running' status and its first log line (`p_first_lines` maps each tool to it), in one statement.
-- Answers the job, or no row when it is not queued any more (another worker took it, or it was
-- canceled): however many wake-ups arrive, one claim wins.
create function public.claim_generation(p_id uuid, p_worker text, p_lease_seconds integer, p_first_lines jsonb)
  returns table (id uuid, user_id uuid, client_hash text, tool text, params jsonb, prompt text, upload_id uuid,
    provider text, fallback_provider text, spend_transaction_id bigint, attempts integer)
  language sql set search_path = ''
  as $$
    with claimed as (
      update public.generations g
      set status = 'running', worker_id = p_worker, attempts = g.attempts + 1,
        lease_expires_at = now() + make_interval(secs => p_lease_seconds),
        started_at = coalesce(g.started_at, now())
      where g.id = p_id and g.status = 'queued' and not g.cancel_requested
      returning g.id, g.user_id, g.client_hash, g.tool, g.params, g.prompt, g.upload_id, g.provider, g.fallback_provider,
        g.spend_transaction_id, g.attempts
    ), written as (
      insert into public.generation_events (generation_id, kind, data)
      select c.id, line.kind, line.data
      from claimed c cross join lateral (values
        (1, 'status', jsonb_build_object('status', 'running')),
        (2, 'log', jsonb_build_object('message', p_first_lines ->> c.tool))
      ) as line(n, kind, data)
      order by line.n
    )
    select * from claimed
  $$;
revoke execute on function public.claim_generation(uuid, text, integer, jsonb) from public;

-- Renews the lease of a job `p_worker` runs. Answers whether a cancel was asked for, or null when the
-- job is no longer this worker's (the sweep took it after the lease ran out, or it ended).
create function public.renew_generation_lease(p_id uuid, p_worker text, p_lease_seconds integer)
  returns boolean
  language sql set search_path = ''
  as $$
    update public.generations g set lease_expires_at = now() + make_interval(secs => p_lease_seconds)
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker
    returning g.cancel_requested
  $$;
revoke execute on function public.renew_generation_lease(uuid, text, integer) from public;

-- Ends a failed or canceled job whose row is already locked by the caller: refunds its tokens once
-- (refund_tokens is idempotent on the spend) and writes its last events, the error line first.
create function public.record_generation_failure(p_id uuid, p_status text, p_message text, p_spend bigint)
  returns void
  language plpgsql set search_path = ''
  as $$
  begin
    if p_spend is not null then
      perform public.refund_tokens(p_spend,
        case when p_status = 'canceled' then 'Refund: generation canceled' else 'Refund: generation failed' end);
    end if;
    perform public.append_generation_events(p_id, jsonb_build_array(
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', 'Error: ' || p_message)),
      jsonb_build_object('kind', 'error', 'data', jsonb_build_object('message', p_message)),
      jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', p_status))
    ));
  end
  $$;
revoke execute on function public.record_generation_failure(uuid, text, text, bigint) from public;

-- Marks the job `p_worker` runs succeeded with its stored outputs and the provider that made them,
-- makes a member's outputs gallery items (add_generation_to_gallery) and writes its last events
-- (`p_lines`: {preview, done}, the log lines before and after the result). Only while the job is
-- still running under this worker: a worker whose job was taken from it (its lease ran out and the
-- sweep queued it again or ended it) or that already completed it changes nothing. Answers whether
-- it did.
create function public.complete_generation(p_id uuid, p_worker text, p_provider_used text, p_outputs jsonb,
  p_model text, p_lines jsonb)
  returns boolean
  language plpgsql set search_path = ''
  as $$
  declare
    v_user uuid;
  begin
    update public.generations g
    set status = 'succeeded', progress = 100, outputs = p_outputs, provider_used = p_provider_used, finished_at = now(),
      lease_expires_at = null, error = null
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker
    returning g.user_id into v_user;
    if not found then
      return false;
    end if;
    if v_user is not null then
      perform public.add_generation_to_gallery(p_id, p_model, p_outputs);
    end if;
    perform public.append_generation_events(p_id, jsonb_build_array(
      jsonb_build_object('kind', 'progress', 'data', jsonb_build_object('percent', 100)),
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', p_lines ->> 'preview')),
      jsonb_build_object('kind', 'result', 'data', jsonb_build_object('outputs', p_outputs)),
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', p_lines ->> 'done')),
      jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'succeeded'))
    ));
    return true;
  end
  $$;
revoke execute on function public.complete_generation(uuid, text, text, jsonb, text, jsonb) from public;

-- Marks the job `p_worker` runs failed or canceled with `p_message` and refunds its tokens, in one
-- transaction; only while it is still running under this worker, so it ends once. Answers whether it did.
create function public.fail_generation(p_id uuid, p_worker text, p_status text, p_message text)
  returns boolean
  language plpgsql set search_path = ''
  as $$
  declare
    v_spend bigint;
  begin
    if p_status is null or p_status not in ('failed', 'canceled') then
      raise exception 'A job ends failed or canceled, not %', p_status using errcode = '22023';
    end if;
    update public.generations g
    set status = p_status, error = p_message, finished_at = now(), lease_expires_at = null
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker
    returning g.spend_transaction_id into v_spend;
    if not found then
      return false;
    end if;
    perform public.record_generation_failure(p_id, p_status, p_message, v_spend);
    return true;
  end
  $$;
revoke execute on function public.fail_generation(uuid, text, text, text) from public;

-- Gives the job `p_worker` runs back to the queue (its process is stopping); the attempt does not
-- count. Not when a cancel was asked for: no worker would take it from the queue, so the caller ends
-- it canceled instead. Answers whether it was given back.
create function public.release_generation(p_id uuid, p_worker text)
  returns boolean
  language plpgsql set search_path = ''
  as $$
  begin
    update public.generations g
    set status = 'queued', worker_id = null, lease_expires_at = null, attempts = greatest(g.attempts - 1, 0), progress = 0
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker and not g.cancel_requested;
    if not found then
      return false;
    end if;
    perform public.append_generation_events(p_id, jsonb_build_array(
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', 'The server is restarting; the job will continue shortly.')),
      jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'queued'))
    ));
    return true;
  end
  $$;
revoke execute on function public.release_generation(uuid, text) from public;

-- The sweep, for jobs whose worker died. A running job whose lease ran out is canceled and refunded
-- when a cancel was asked for, queued again while it has attempts left (fewer than `p_max_attempts`),
-- else failed with `p_lost_message` and refunded. A queued job with a cancel asked for (given back by
-- a stopping worker as the cancel arrived; no claim takes it) is canceled and refunded. Each job is
-- locked as it is read and jobs locked by anyone else are skipped, so two sweeps at once, or a sweep
-- and a late worker completing or failing its job, end each job once. Answers what it did to each
-- (outcome 'requeued', 'canceled' or 'failed') with the job's provider, whose queue a requeued job
-- is sent to again.
create function public.recover_generations(p_max_attempts integer, p_canceled_message text, p_lost_message text)
  returns table (generation_id uuid, queue_provider text, outcome text)
  language plpgsql set search_path = ''
  as $$
  #variable_conflict use_column
  declare
    v_job record;
  begin
    for v_job in
      select g.id, g.provider, g.attempts, g.cancel_requested, g.spend_transaction_id
      from public.generations g
      where (g.status = 'running' and g.lease_expires_at < now()) or (g.status = 'queued' and g.cancel_requested)
      order by g.seq
      limit 200
      for update skip locked
    loop
      generation_id := v_job.id;
      queue_provider := v_job.provider;
      if v_job.cancel_requested then
        update public.generations g set status = 'canceled', error = p_canceled_message, finished_at = now(), lease_expires_at = null
        where g.id = v_job.id;
        perform public.record_generation_failure(v_job.id, 'canceled', p_canceled_message, v_job.spend_transaction_id);
        outcome := 'canceled';
      elsif v_job.attempts < p_max_attempts then
        update public.generations g set status = 'queued', worker_id = null, lease_expires_at = null, progress = 0
        where g.id = v_job.id;
        perform public.append_generation_events(v_job.id, jsonb_build_array(
          jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', 'The worker running this job stopped; it is queued again.')),
          jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'queued'))
        ));
        outcome := 'requeued';
      else
        update public.generations g set status = 'failed', error = p_lost_message, finished_at = now(), lease_expires_at = null
        where g.id = v_job.id;
        perform public.record_generation_failure(v_job.id, 'failed', p_lost_message, v_job.spend_transaction_id);
        outcome := 'failed';
      end if;
      return next;
    end loop;
  end
  $$;
revoke execute on function public.recover_generations(integer, text, text) from public;
