-- Generation: uploads and the consent given for them, jobs and their event log, members' gallery
-- items, and the moderation log. Who owns a row is either a member (user_id) or an anonymous browser
-- (client_hash: the SHA-256 of the random id the PWA keeps, published in the claims of anonymous
-- requests), never both. Jobs are written through submit_generation, which checks the idempotency
-- key, counts the free-tool limits, spends the tokens and records the job in one transaction; the
-- worker (the owner) runs them and refunds those that fail.

-- The anonymous browser's hash from the claims of an anonymous request, or null.
create function auth.client_hash() returns text
  language sql stable
  as $$ select case when auth.role() = 'anon' then nullif(auth.claims() ->> 'client', '') end $$;
grant execute on function auth.client_hash() to anon, member, admin;

-- Uploaded input images, re-encoded and kept in the private `images` bucket.
create table public.uploads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.user_profiles on delete cascade,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  object_key text not null unique,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  size_bytes integer not null check (size_bytes > 0),
  tool text not null,
  created_at timestamptz not null default now(),
  -- Anonymous uploads are deleted after this (ANON_OUTPUT_TTL_HOURS).
  expires_at timestamptz,
  constraint uploads_one_owner check ((user_id is null) <> (client_hash is null))
);
create index uploads_user_idx on public.uploads (user_id, created_at desc) where user_id is not null;
create index uploads_client_idx on public.uploads (client_hash, created_at desc) where client_hash is not null;
create index uploads_expires_idx on public.uploads (expires_at) where expires_at is not null;

alter table public.uploads enable row level security;
grant select, insert on public.uploads to anon, member, admin;
create policy uploads_member_own on public.uploads for select to member using (user_id = (select auth.uid()));
create policy uploads_member_insert on public.uploads for insert to member, admin
  with check (user_id = (select auth.uid()) and client_hash is null and expires_at is null);
create policy uploads_anon_own on public.uploads for select to anon
  using (client_hash = (select auth.client_hash()));
create policy uploads_anon_insert on public.uploads for insert to anon
  with check (user_id is null and client_hash = (select auth.client_hash()) and expires_at is not null);
create policy uploads_admin_all on public.uploads for select to admin using (true);

-- The consent confirmation for an image that may show a real person: what was confirmed,
-- by whom, for which file and tool, and which version of the text. Kept when the upload is deleted.
create table public.consent_records (
  id bigint generated always as identity primary key,
  upload_id uuid references public.uploads on delete set null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  user_id uuid references public.user_profiles on delete set null,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  tool text not null,
  consent_version text not null,
  created_at timestamptz not null default now()
);
create index consent_records_upload_idx on public.consent_records (upload_id);
create index consent_records_user_idx on public.consent_records (user_id) where user_id is not null;

alter table public.consent_records enable row level security;
grant select, insert on public.consent_records to anon, member, admin;
create policy consent_member_own on public.consent_records for select to member using (user_id = (select auth.uid()));
create policy consent_member_insert on public.consent_records for insert to member, admin
  with check (user_id = (select auth.uid()) and client_hash is null);
create policy consent_anon_own on public.consent_records for select to anon using (client_hash = (select auth.client_hash()));
create policy consent_anon_insert on public.consent_records for insert to anon
  with check (user_id is null and client_hash = (select auth.client_hash()));
create policy consent_admin_all on public.consent_records for select to admin using (true);

-- The jobs. `outputs` holds storage keys ([{bucket, key, kind, contentType, width, height, label}]);
-- the API signs URLs for them when it answers.
create table public.generations (
  id uuid primary key default gen_random_uuid(),
  -- Orders the lists and the queue; the page cursor of GET /generations.
  seq bigint generated always as identity unique,
  user_id uuid references public.user_profiles on delete cascade,
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  tool text not null check (tool in ('free-flux', 'free-remix', 'image-to-image', 'text-to-video', 'image-to-video')),
  params jsonb not null,
  prompt text not null,
  upload_id uuid references public.uploads on delete set null,
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'canceled')),
  progress smallint not null default 0 check (progress between 0 and 100),
  cost integer not null default 0 check (cost >= 0),
  spend_transaction_id bigint references public.token_transactions,
  provider text not null,
  fallback_provider text,
  -- The provider that produced the outputs (the fallback, when the first failed).
  provider_used text,
  error text,
  outputs jsonb not null default '[]',
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  request_hash text,
  -- How many times a worker took the job; a job abandoned by a dead worker is taken again, up to a limit.
  attempts integer not null default 0,
  cancel_requested boolean not null default false,
  worker_id text,
  lease_expires_at timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz,
  constraint generations_one_owner check ((user_id is null) <> (client_hash is null))
);
create unique index generations_member_idempotency on public.generations (user_id, idempotency_key)
  where user_id is not null and idempotency_key is not null;
create unique index generations_client_idempotency on public.generations (client_hash, idempotency_key)
  where client_hash is not null and idempotency_key is not null;
create index generations_user_idx on public.generations (user_id, seq desc) where user_id is not null;
create index generations_client_idx on public.generations (client_hash, seq desc) where client_hash is not null;
create index generations_active_idx on public.generations (status, provider, seq) where status in ('queued', 'running');
create index generations_expires_idx on public.generations (expires_at) where expires_at is not null;

alter table public.generations enable row level security;
grant select on public.generations to anon, member, admin;
create policy generations_member_own on public.generations for select to member using (user_id = (select auth.uid()));
create policy generations_anon_own on public.generations for select to anon using (client_hash = (select auth.client_hash()));
create policy generations_admin_all on public.generations for select to admin using (true);

-- What happened to a job, in order; the id is the SSE event id (Last-Event-ID resumes after it).
create table public.generation_events (
  id bigint generated always as identity primary key,
  generation_id uuid not null references public.generations on delete cascade,
  kind text not null check (kind in ('status', 'progress', 'log', 'result', 'error')),
  data jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
create index generation_events_generation_idx on public.generation_events (generation_id, id);
alter table public.generation_events enable row level security;
-- No request role reads events directly: the API checks the job is visible (RLS on generations) first.

-- Every process's event streams listen on this channel; the payload is '<job id>:<event kind>'.
create function public.notify_generation_event() returns trigger
  language plpgsql
  as $$
  begin
    perform pg_notify('generation_events', new.generation_id::text || ':' || new.kind);
    return null;
  end
  $$;
create trigger generation_events_notify after insert on public.generation_events
  for each row execute function public.notify_generation_event();

-- gallery_items: a member's own generated images and videos.
create table public.gallery_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles on delete cascade,
  generation_id uuid references public.generations on delete set null,
  type text not null check (type in ('image', 'video')),
  bucket text not null default 'generations',
  object_key text not null,
  title text not null,
  prompt text not null,
  model text not null,
  label text,
  created_at timestamptz not null default now()
);
create index gallery_items_user_idx on public.gallery_items (user_id, created_at desc, id desc);
alter table public.gallery_items enable row level security;
grant select on public.gallery_items to member, admin;
create policy gallery_items_member_own on public.gallery_items for select to member using (user_id = (select auth.uid()));
create policy gallery_items_admin_all on public.gallery_items for select to admin using (true);

-- Refused prompts, for the administrator's reports. Written by the server as owner; admins read.
create table public.moderation_events (
  id bigint generated always as identity primary key,
  user_id uuid references public.user_profiles on delete set null,
  client_hash text,
  ip_hash text,
  tool text not null,
  rule text not null,
  matched text not null,
  prompt text not null,
  negative_prompt text,
  policy_version text not null,
  created_at timestamptz not null default now()
);
create index moderation_events_created_idx on public.moderation_events (created_at desc);
alter table public.moderation_events enable row level security;
grant select on public.moderation_events to admin;
create policy moderation_events_admin on public.moderation_events for select to admin using (true);

-- Records a job for the caller (member from auth.uid(), or the anonymous browser from
-- auth.client_hash()): the same idempotency key answers the earlier job without charging again (a
-- different request under it raises GN409); free tools count their per-key limits (GN429 with the
-- seconds to wait as the message); paid tools spend `p_cost` tokens referenced by the job id.
create function public.submit_generation(p_tool text, p_params jsonb, p_prompt text, p_upload uuid, p_cost integer,
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
revoke execute on function public.submit_generation(text, jsonb, text, uuid, integer, text, text, text, text, timestamptz,
  text[], integer[], integer) from public;
grant execute on function public.submit_generation(text, jsonb, text, uuid, integer, text, text, text, text, timestamptz,
  text[], integer[], integer) to anon, member, admin;

-- Cancels the caller's job while it is still queued (refunding its tokens at once), or asks the worker
-- to stop it when it is running (the worker refunds). Answers the status after the call.
create function public.cancel_generation(p_id uuid)
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
      -- The event's notification reaches the worker running the job, which stops it and refunds.
      insert into public.generation_events (generation_id, kind, data)
      values (p_id, 'log', jsonb_build_object('message', 'Canceling...'));
      return 'running';
    end if;
    raise exception 'Already finished' using errcode = 'GN409';
  end
  $$;
revoke execute on function public.cancel_generation(uuid) from public;
grant execute on function public.cancel_generation(uuid) to anon, member, admin;
