-- The administrator's user management: the paged, searchable user list, creating an account (already
-- confirmed, with its first tokens) and deleting one. Each is one SQL function that checks the
-- request's role itself, runs in the request's transaction and writes its audit entry there.

-- Keyset paging of the user list, newest first: (created_at, id) descending, in one index.
create index user_profiles_created_at_id_idx on public.user_profiles (created_at desc, id desc);
drop index public.user_profiles_created_at_idx;

-- One page of accounts, newest first, optionally those whose e-mail contains p_query (any case; the
-- caller escapes LIKE's wildcards), after the (created_at, id) of the previous page's last row. It
-- reads whether the e-mail is confirmed, which only the auth schema knows, hence security definer.
create function public.admin_list_users(p_query text, p_limit integer, p_after_at timestamptz default null, p_after_id uuid default null)
  returns table (id uuid, email text, tokens integer, is_admin boolean, confirmed boolean, created_at timestamptz, cursor_at text)
  language plpgsql stable security definer set search_path = ''
  as $$
  #variable_conflict use_column
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
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
revoke execute on function public.admin_list_users(text, integer, timestamptz, uuid) from public;
grant execute on function public.admin_list_users(text, integer, timestamptz, uuid) to admin;

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
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    if p_email is null or trim(p_email) = '' or p_password_hash is null or p_password_hash = '' then
      raise exception 'Email and password are required.' using errcode = '22023';
    end if;
    if v_tokens < 0 then
      raise exception 'Initial tokens must be a whole number of at least 0' using errcode = '22023';
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
revoke execute on function public.admin_create_user(text, text, integer) from public;
grant execute on function public.admin_create_user(text, text, integer) to admin;

-- The administrator deletes an account: the auth user, and with it (by cascade) its profile,
-- sessions and refresh tokens, mailed links, uploads, jobs and their events, and gallery items. Its
-- ledger rows, payments, consent records and refused prompts stay with the user cleared (0012). The
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
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
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
revoke execute on function public.admin_delete_user(uuid) from public;
grant execute on function public.admin_delete_user(uuid) to admin;
