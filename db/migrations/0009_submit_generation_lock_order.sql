-- Concurrent submits by one member deadlocked: each inserted its job (a key-share lock on the
-- member's profile row, through the foreign key) and then asked for that row for update to spend the
-- tokens, so two of them each waited for the other. submit_generation now locks the member's row
-- before it writes anything; concurrent submits of one member queue there and each ends accepted or
-- refused for lack of tokens. Otherwise the function is unchanged.

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
          raise exception 'Idempotency conflict' using errcode = 'GN409';
        end if;
        if v_existing.request_hash is distinct from p_request_hash then
          raise exception 'Idempotency-Key reused' using errcode = 'GN409';
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
          raise exception '%', v_limit.retry_after_seconds using errcode = 'GN429';
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
