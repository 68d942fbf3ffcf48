-- Uploads and the consent given for them: who may read and insert which rows. A row belongs to a
-- member (user_id) or to an anonymous browser (client_hash), never both.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Anonymous uploads whose time is up (ANON_OUTPUT_TTL_HOURS), at most p_limit, leaving out those a
-- queued or running job still needs: the server deletes each file, then its row. Run by the owner.
create function public.expired_uploads(p_limit integer)
  returns table (id uuid, object_key text)
  language sql stable set search_path = ''
  as $$
    select u.id, u.object_key from public.uploads u
    where u.expires_at < now()
      and not exists (select from public.generations g where g.upload_id = u.id and g.status in ('queued', 'running'))
    limit p_limit
  $$;

grant insert, select on public.consent_records to admin, anon, member;
grant insert, select on public.uploads to admin, anon, member;
create policy uploads_member_own on public.uploads for select to member using (user_id = (select auth.uid()));
create policy uploads_member_insert on public.uploads for insert to member, admin
  with check (user_id = (select auth.uid()) and client_hash is null and expires_at is null);
create policy uploads_anon_own on public.uploads for select to anon
  using (client_hash = (select auth.client_hash()));
create policy uploads_anon_insert on public.uploads for insert to anon
  with check (user_id is null and client_hash = (select auth.client_hash()) and expires_at is not null);
create policy uploads_admin_all on public.uploads for select to admin using (true);
create policy consent_member_own on public.consent_records for select to member using (user_id = (select auth.uid()));
create policy consent_member_insert on public.consent_records for insert to member, admin
  with check (user_id = (select auth.uid()) and client_hash is null);
create policy consent_anon_own on public.consent_records for select to anon using (client_hash = (select auth.client_hash()));
create policy consent_anon_insert on public.consent_records for insert to anon
  with check (user_id is null and client_hash = (select auth.client_hash()));
create policy consent_admin_all on public.consent_records for select to admin using (true);
