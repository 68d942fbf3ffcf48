-- The administrator's tools and the audit log. The log is append-only: a trigger refuses UPDATE,
-- DELETE and TRUNCATE for every role, the owner included; record_audit is called by the functions
-- that act, in their transaction. The dashboard figures and user management are one function each,
-- which checks the request's role itself.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

create function public.refuse_audit_log_change() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    raise exception 'The audit log is append-only: entries cannot be changed or removed' using errcode = '42501';
  end
  $$;

-- Appends one entry, naming the request's user (from its claims) as the actor when there is one.
-- Called by the SQL functions that act (they run as their owner); no request role may call it, so
-- an entry is always written by the action it records, in the same transaction.
create function public.record_audit(p_action text, p_subject_type text, p_subject_id text, p_details jsonb default '{}'::jsonb)
  returns bigint
  language plpgsql set search_path = ''
  as $$
  declare
    v_actor uuid := auth.uid();
    v_email text;
    v_id bigint;
  begin
    if v_actor is not null then
      select u.email into v_email from auth.users u where u.id = v_actor;
    end if;
    insert into public.audit_log (actor_id, actor_email, action, subject_type, subject_id, details)
    values (v_actor, v_email, p_action, p_subject_type, p_subject_id, coalesce(p_details, '{}'::jsonb))
    returning id into v_id;
    return v_id;
  end
  $$;

-- The administrator's dashboard figures, computed here in one statement: members, revenue (completed
-- payments, per currency), tokens sold (completed payments) and spent (deductions less their
-- refunds), the last 24 hours' jobs by status and provider, and the last 24 hours' refused prompts.
-- Only the admin role may execute it; the claim check inside is a second lock.
create function public.admin_stats()
  returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
  begin
    perform auth.require_admin();
    return jsonb_build_object(
      'users', (select count(*) from public.user_profiles),
      'revenue', coalesce((
        select jsonb_agg(jsonb_build_object('currency', r.currency, 'amount', r.amount::text) order by r.currency)
        from (select p.currency, sum(p.amount) as amount from public.payments p where p.status = 'completed' group by p.currency) r
      ), '[]'::jsonb),
      'tokensSold', (select coalesce(sum(p.tokens), 0) from public.payments p where p.status = 'completed'),
      'tokensSpent', (select coalesce(-sum(t.amount), 0) from public.token_transactions t where t.transaction_type in ('deduction', 'refund')),
      'jobsLast24h', coalesce((
        select jsonb_agg(jsonb_build_object('status', j.status, 'provider', j.provider, 'count', j.n) order by j.status, j.provider)
        from (
          select g.status, coalesce(g.provider_used, g.provider) as provider, count(*) as n
          from public.generations g where g.created_at > now() - interval '24 hours'
          group by 1, 2
        ) j
      ), '[]'::jsonb),
      'refusedPromptsLast24h', (select count(*) from public.moderation_events m where m.created_at > now() - interval '24 hours')
    );
  end
  $$;
grant execute on function public.admin_stats() to admin;

-- One page of accounts, newest first, optionally those whose e-mail contains p_query (any case; the
-- caller escapes LIKE's wildcards), after the (created_at, id) of the previous page's last row. It
-- reads whether the e-mail is confirmed, which only the auth schema knows, hence security definer.
create function public.admin_list_users(p_query text, p_limit integer, p_after_at timestamptz default null, p_after_id uuid default null)
  returns table (id uuid, email text, tokens integer, is_admin boolean, confirmed boolean, created_at timestamptz, cursor_at text)
  language plpgsql stable security definer set search_path = ''
  as $$
  #variable_conflict use_column
  begin
    perform auth.require_admin();
    return query
      select p.id, p.email, p.tokens, p.is_admin, u.email_confirmed_at is not null, p.created_at,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      from public.user_profiles p
      join auth.users u on u.id = p.id
      where (p_query is null or p.email ilike '%' || p_query || '%')
        and (p_after_at is null or (p.created_at, p.id) < (p_after_at, p_after_id))
      order by p.created_at desc, p.id desc
      limit least(greatest(coalesce(p_limit, 100), 1), 501);
  end
  $$;
grant execute on function public.admin_list_users(text,integer,timestamp with time zone,uuid) to admin;

-- The administrator creates an account: e-mail confirmed and 18+ confirmed by the administrator, the
-- password already hashed by the server, and p_tokens first tokens as an admin_grant in the same
-- transaction. An address already registered (any case) raises AU409, also when another request
-- creates it at the same moment (the unique index decides). Recorded as 'user.create'.
create function public.admin_create_user(p_email text, p_password_hash text, p_tokens integer default 0)
  returns table (id uuid, email text, tokens integer, is_admin boolean, confirmed boolean, created_at timestamptz)
  language plpgsql security definer set search_path = ''
  as $$
  #variable_conflict use_column
  declare
    v_id uuid;
    v_tokens integer := coalesce(p_tokens, 0);
  begin
    perform auth.require_admin();
    if p_email is null or trim(p_email) = '' or p_password_hash is null or p_password_hash = '' then
      raise exception 'Email and password are required.' using errcode = 'AUV01';
    end if;
    if v_tokens < 0 then
      raise exception 'Initial tokens must be a whole number of at least 0' using errcode = 'TKV03';
    end if;
    begin
      insert into auth.users (email, password_hash, email_confirmed_at, adult_confirmed_at)
      values (trim(p_email), p_password_hash, now(), now())
      returning id into v_id;
    exception when unique_violation then
      raise exception 'A user with this email already exists.' using errcode = 'AU409';
    end;
    insert into public.user_profiles (id, email) values (v_id, trim(p_email));
    if v_tokens > 0 then
      perform public.admin_grant_tokens(v_id, v_tokens, format('%s initial tokens from the administrator', v_tokens));
    end if;
    perform public.record_audit('user.create', 'user', v_id::text, jsonb_build_object('email', trim(p_email), 'tokens', v_tokens));
    return query
      select p.id, p.email, p.tokens, p.is_admin, true, p.created_at from public.user_profiles p where p.id = v_id;
  end
  $$;
grant execute on function public.admin_create_user(text,text,integer) to admin;

-- The administrator deletes an account: the auth user, and with it (by cascade) its profile,
-- sessions and refresh tokens, mailed links, uploads, jobs and their events, and gallery items. Its
-- ledger rows, payments, consent records and refused prompts stay with the user cleared. The
-- account's row is locked first, so of two deletions at once the second finds nothing (TK404). The
-- administrator cannot delete their own account (AU400). Recorded as 'user.delete' with the e-mail.
--
-- Answers the e-mail and the storage objects the rows named (uploads, job outputs and thumbnails,
-- gallery items), collected before the rows go: the server deletes the files after the commit.
create function public.admin_delete_user(p_user uuid)
  returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_email text;
    v_files jsonb;
  begin
    perform auth.require_admin();
    if p_user is not distinct from auth.uid() then
      raise exception 'You cannot delete your own account.' using errcode = 'AU400';
    end if;
    select u.email into v_email from auth.users u where u.id = p_user for update;
    if not found then
      raise exception 'Unknown user' using errcode = 'TK404';
    end if;
    select coalesce(jsonb_agg(distinct f.file), '[]'::jsonb) into v_files
    from (
      select jsonb_build_object('bucket', 'images', 'key', up.object_key) as file
      from public.uploads up where up.user_id = p_user
      union all
      select jsonb_build_object('bucket', coalesce(o ->> 'bucket', 'generations'), 'key', o ->> 'key')
      from public.generations g cross join lateral jsonb_array_elements(g.outputs) o
      where g.user_id = p_user and jsonb_typeof(g.outputs) = 'array' and o ->> 'key' is not null
      union all
      select jsonb_build_object('bucket', coalesce(o ->> 'bucket', 'generations'), 'key', o ->> 'thumbKey')
      from public.generations g cross join lateral jsonb_array_elements(g.outputs) o
      where g.user_id = p_user and jsonb_typeof(g.outputs) = 'array' and o ->> 'thumbKey' is not null
      union all
      select jsonb_build_object('bucket', i.bucket, 'key', i.object_key) from public.gallery_items i where i.user_id = p_user
      union all
      select jsonb_build_object('bucket', i.bucket, 'key', i.thumb_key) from public.gallery_items i where i.user_id = p_user and i.thumb_key is not null
    ) f;
    delete from auth.users u where u.id = p_user;
    perform public.record_audit('user.delete', 'user', p_user::text, jsonb_build_object('email', v_email));
    return jsonb_build_object('email', v_email, 'files', v_files);
  end
  $$;
grant execute on function public.admin_delete_user(uuid) to admin;

create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.refuse_audit_log_change();

create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.refuse_audit_log_change();

grant select on public.audit_log to admin;
-- The audit log as the administrator reads it: an entry about an account carries that account's
-- current e-mail. Read with the reader's rights (security_invoker), so only the admin role sees rows.
create view public.audit_entries with (security_invoker = true) as
  select a.id, a.at, a.actor_id, a.actor_email, a.action, a.subject_type, a.subject_id, p.email as subject_email, a.details
  from public.audit_log a
  left join public.user_profiles p on a.subject_type = 'user' and p.id::text = a.subject_id;
grant select on public.audit_entries to admin;

create policy audit_log_admin_select on public.audit_log for select to admin using (true);
