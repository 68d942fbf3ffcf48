-- Jobs: how a job is submitted, claimed by one worker, renewed, completed, failed, held back to the
-- queue, canceled and recovered when its worker died. The `generations` row is the truth about a job
-- and every change of its status is one statement here, so a job is claimed once and ends once, and a
-- failure refunds its tokens (refund_tokens, api/tokens/tokens.sql) in the transaction that marks it.
-- submit_generation and cancel_generation run for the request roles (SECURITY DEFINER, checking the
-- caller's claims); the runner's steps are SECURITY INVOKER and only the database owner, which the
-- worker (api/generation/worker.ts, runner.ts) connects as, may execute them.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Each new event notifies 'generation_events' with a payload that says enough for each listener to
-- skip what does not concern it (api/generation/events.ts):
--   '<job id>:status:<status>' for a status event, so a stream learns whether the queue moved
--     (a job started or left it) without reading the database for every job's every status;
--   '<job id>:cancel' when a member asks to cancel a running job, so the worker running it checks
--     the request once instead of at every log line it writes itself;
--   '<job id>:<event kind>' for every other event.

create or replace function public.notify_generation_event() returns trigger
  language plpgsql
  as $$
  begin
    perform pg_notify('generation_events', new.generation_id::text || ':' || new.kind
      || case when new.kind = 'status' then ':' || coalesce(new.data ->> 'status', '') else '' end);
    return null;
  end
  $$;

-- Records a job for the request's caller (a member from auth.uid(), else the anonymous browser from
-- auth.client_hash()) in one transaction: a repeated idempotency key answers the job it made (GN409
-- when its request differs), the free tools' limits are counted (p_limit_keys, one fixed window each),
-- the tokens are spent and the job is queued. The member's profile row is locked before anything is
-- written: a job's insert takes a key-share lock on that row (its foreign key), so taking it for
-- update only to spend would deadlock two submits of one member; locked first, they queue and each
-- ends accepted or refused for lack of tokens.

create or replace function public.submit_generation(p_tool text, p_params jsonb, p_prompt text, p_upload uuid, p_cost integer,
  p_provider text, p_fallback text, p_idempotency_key text, p_request_hash text, p_expires_at timestamptz,
  p_limit_keys text[], p_limit_max integer[], p_limit_window_seconds integer,
  out generation_id uuid, out created boolean, out status text, out cost integer)
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_user uuid := auth.uid();
    v_client text := auth.client_hash();
    v_existing record;
    v_limit record;
    v_spend record;
  begin
    if v_user is null and v_client is null then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;
    if p_cost < 0 or (p_cost > 0 and v_user is null) then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;

    -- The member's row first, before anything that references it. Inserting the job takes a key-share
    -- lock on that row (its foreign key) and move_tokens below then asks for the row for update: two
    -- submits that both held the first and waited for the second deadlocked. Taken here, they queue.
    if v_user is not null then
      perform 1 from public.user_profiles p where p.id = v_user for update;
    end if;

    if p_idempotency_key is not null then
      -- Concurrent submits with one key queue on the unique index: the first inserts, the others find it.
      insert into public.generations (user_id, client_hash, tool, params, prompt, upload_id, cost, provider, fallback_provider,
        idempotency_key, request_hash, expires_at)
      values (v_user, case when v_user is null then v_client end, p_tool, p_params, p_prompt, p_upload, p_cost, p_provider,
        p_fallback, p_idempotency_key, p_request_hash, p_expires_at)
      on conflict do nothing
      returning id into generation_id;
      if generation_id is null then
        select g.id, g.request_hash, g.status, g.cost into v_existing from public.generations g
        where g.idempotency_key = p_idempotency_key
          and (case when v_user is null then g.client_hash = v_client else g.user_id = v_user end);
        if not found then
          raise exception 'Idempotency conflict' using errcode = 'GI409';
        end if;
        if v_existing.request_hash is distinct from p_request_hash then
          raise exception 'Idempotency-Key reused' using errcode = 'GI409';
        end if;
        generation_id := v_existing.id;
        created := false;
        status := v_existing.status;
        cost := v_existing.cost;
        return;
      end if;
    else
      insert into public.generations (user_id, client_hash, tool, params, prompt, upload_id, cost, provider, fallback_provider,
        request_hash, expires_at)
      values (v_user, case when v_user is null then v_client end, p_tool, p_params, p_prompt, p_upload, p_cost, p_provider,
        p_fallback, p_request_hash, p_expires_at)
      returning id into generation_id;
    end if;

    -- Free-tool limits: each key's counter row is locked while it counts, so parallel submits queue.
    if p_limit_keys is not null then
      for i in 1 .. coalesce(array_length(p_limit_keys, 1), 0) loop
        select * into v_limit from auth.hit_rate_limit('free-generation', p_limit_keys[i], p_limit_max[i], p_limit_window_seconds);
        if not v_limit.allowed then
          raise exception 'Free limit reached' using errcode = 'GN429', detail = v_limit.retry_after_seconds::text;
        end if;
      end loop;
    end if;

    if p_cost > 0 then
      select * into v_spend from public.move_tokens(v_user, -p_cost, 'deduction',
        format('%s: %s tokens', p_tool, p_cost), 'generation:' || generation_id);
      update public.generations g set spend_transaction_id = v_spend.transaction_id where g.id = generation_id;
    end if;

    insert into public.generation_events (generation_id, kind, data)
    values (generation_id, 'status', jsonb_build_object('status', 'queued'));
    created := true;
    status := 'queued';
    cost := p_cost;
  end
  $$;
grant execute on function public.submit_generation(text,jsonb,text,uuid,integer,text,text,text,text,timestamp with time zone,text[],integer[],integer) to admin, anon, member;

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
grant execute on function public.cancel_generation(uuid) to admin, anon, member;

-- Gallery: a member's finished job's outputs become their gallery items, one per output, titled with
-- the prompt (cut at 60 characters) and naming the model (with the output's label, as 'demo render,
-- not AI'). `p_outputs` are the stored outputs ([{kind, key, label, width, height, thumbKey}]).
-- Anonymous jobs have no gallery: nothing is written for them. Each output is a microsecond newer
-- than the next, so a list of newest first shows a job's images in the order the job made them, the
-- order the Studio shows them in as they arrive. Answers the number of items written.
create function public.add_generation_to_gallery(p_generation uuid, p_model text, p_outputs jsonb)
  returns integer
  language plpgsql set search_path = ''
  as $$
  declare
    v_written integer;
  begin
    insert into public.gallery_items (user_id, generation_id, type, object_key, title, prompt, model, label, width, height, thumb_key,
      created_at)
    select g.user_id, g.id, o.item ->> 'kind', o.item ->> 'key',
      case when length(g.prompt) > 60 then left(g.prompt, 57) || '...' else g.prompt end,
      g.prompt,
      case when o.item ->> 'label' is not null then p_model || ' (' || (o.item ->> 'label') || ')' else p_model end,
      o.item ->> 'label', (o.item ->> 'width')::integer, (o.item ->> 'height')::integer, o.item ->> 'thumbKey',
      now() - (o.n - 1) * interval '1 microsecond'
    from public.generations g
    cross join lateral jsonb_array_elements(p_outputs) with ordinality as o(item, n)
    where g.id = p_generation and g.user_id is not null
    order by o.n;
    get diagnostics v_written = row_count;
    return v_written;
  end
  $$;

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

-- Ends the job `p_worker` runs with its outputs: succeeded, its gallery items written, its last
-- events. An accepted cancel always wins: cancel_generation answers 'running' for a running job whose
-- worker is alive and leaves the stopping to that worker, and the end reads the cancel under the row
-- lock cancel_generation also takes, so one of two orders holds:
--   * the cancel locked the row first: the job ends 'canceled' with one refund and no gallery item
--     (the worker removes the files it stored), whatever the worker was about to write;
--   * the end locked the row first: the job is finished when the cancel reads it, which answers 409.
-- A job whose outputs the safety check holds is still held (refunded, outputs kept for review and
-- never delivered): they are evidence for the administrator, which a cancel must not erase.
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

create trigger generation_events_notify after insert on public.generation_events
  for each row execute function public.notify_generation_event();

grant select on public.generations to admin, anon, member;
-- Jobs as the API reads them back: the row and its input image's object key. Read with the reader's
-- rights (security_invoker): a member or a browser sees its own jobs, the administrator all.
create view public.generation_list with (security_invoker = true) as
  select g.id, g.seq, g.tool, g.status, g.progress, g.cost, g.provider, g.provider_used, g.prompt, g.params, g.error,
    g.outputs, g.created_at, g.started_at, g.finished_at, g.expires_at, g.user_id, g.client_hash, u.object_key as upload_key
  from public.generations g
  left join public.uploads u on u.id = g.upload_id;
grant select on public.generation_list to anon, member, admin;

create policy generations_member_own on public.generations for select to member using (user_id = (select auth.uid()));
create policy generations_anon_own on public.generations for select to anon using (client_hash = (select auth.client_hash()));
create policy generations_admin_all on public.generations for select to admin using (true);
