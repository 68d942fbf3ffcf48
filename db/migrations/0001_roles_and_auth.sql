-- Roles and the claim helpers that every row-level security policy reads.
--
-- The API logs in as `authenticator` (NOINHERIT: it has no table rights of its own) and, inside each
-- request's transaction, switches to `anon`, `member` or `admin` with set_config('role', ..., true)
-- and publishes the verified JWT claims in `request.jwt.claims`. Roles are cluster-wide, so creating
-- them tolerates a cluster where another database already made them.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'member') then
    create role member nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'admin') then
    create role admin nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit nocreatedb nocreaterole nobypassrls;
  end if;
end
$$;

grant anon, member, admin to authenticator;

-- Nobody but the owner creates objects; functions are not executable unless granted by name.
revoke create on schema public from public;
grant usage on schema public to anon, member, admin;
alter default privileges revoke execute on functions from public;

create schema if not exists auth;
revoke all on schema auth from public;
grant usage on schema auth to anon, member, admin;
