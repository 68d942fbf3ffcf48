-- The administrator's user management: the paged, searchable user list, creating an account (already
-- confirmed, with its first tokens) and deleting one. Each is one SQL function that checks the
-- request's role itself, runs in the request's transaction and writes its audit entry there.

-- Keyset paging of the user list, newest first: (created_at, id) descending, in one index.
create index user_profiles_created_at_id_idx on public.user_profiles (created_at desc, id desc);
drop index public.user_profiles_created_at_idx;
