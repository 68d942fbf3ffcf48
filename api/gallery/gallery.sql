-- The shared gallery (gallery_images: the administrator adds, removes and orders items, each change
-- through one function that writes its audit entry; visitors read the items no report hides) and
-- members' own items (gallery_items: a member stars and deletes their own).
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Adds an uploaded image (already stored in the gallery bucket with its thumbnail) at the top of the
-- gallery: one above the highest display_order. Answers the new item's id.
create function public.admin_add_gallery_image(
  p_filename text,
  p_title text,
  p_description text,
  p_content_type text,
  p_width integer,
  p_height integer,
  p_thumb_key text,
  p_size_bytes bigint
)
  returns uuid
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_title text := trim(coalesce(p_title, ''));
    v_description text := nullif(trim(coalesce(p_description, '')), '');
    v_id uuid;
  begin
    perform auth.require_admin();
    if v_title = '' then
      raise exception 'Please enter a title' using errcode = 'GAV01';
    end if;
    if length(v_title) > 200 then
      raise exception 'The title must be at most 200 characters' using errcode = 'GAV02';
    end if;
    if length(v_description) > 2000 then
      raise exception 'The description must be at most 2000 characters' using errcode = 'GAV03';
    end if;
    if p_content_type is null or p_content_type not in ('image/jpeg', 'image/png', 'image/webp', 'image/gif') then
      raise exception 'Please select an image file' using errcode = 'GAV04';
    end if;
    insert into public.gallery_images (filename, title, description, display_order, type, content_type, width, height, thumb_key, size_bytes)
    values (
      p_filename, v_title, v_description,
      coalesce((select max(g.display_order) from public.gallery_images g), 0) + 1,
      'image', p_content_type, p_width, p_height, p_thumb_key, p_size_bytes
    )
    returning id into v_id;
    perform public.record_audit('gallery.upload', 'gallery_item', v_id::text,
      jsonb_build_object('title', v_title, 'filename', p_filename, 'size', p_size_bytes));
    return v_id;
  end
  $$;
grant execute on function public.admin_add_gallery_image(text,text,text,text,integer,integer,text,bigint) to admin;

-- Removes an item's row and answers its file and thumbnail keys, which the caller then deletes from
-- the bucket. An unknown id raises GA404 and changes nothing.
create function public.admin_delete_gallery_image(p_id uuid)
  returns table (filename text, thumb_key text)
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_row record;
  begin
    perform auth.require_admin();
    delete from public.gallery_images g where g.id = p_id
      returning g.id, g.title, g.filename, g.thumb_key into v_row;
    if not found then
      raise exception 'Image not found' using errcode = 'GA404';
    end if;
    perform public.record_audit('gallery.delete', 'gallery_item', v_row.id::text,
      jsonb_build_object('title', v_row.title, 'filename', v_row.filename));
    filename := v_row.filename;
    thumb_key := v_row.thumb_key;
    return next;
  end
  $$;
grant execute on function public.admin_delete_gallery_image(uuid) to admin;

-- Writes a new order: p_ids lists every shared item once, the first shown first (it gets the highest
-- display_order, the last gets 1). The table is locked against other writers first, so concurrent
-- reorders run one after another and each compares its list with the items as they are then: a list
-- that leaves an item out, names one that does not exist or names one twice changes nothing. Records
-- 'gallery.reorder' with how many items got a new position number, when any did; answers that number.
create function public.admin_reorder_gallery(p_ids uuid[])
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_count integer := coalesce(cardinality(p_ids), 0);
    v_changed integer;
  begin
    perform auth.require_admin();
    if p_ids is null or array_position(p_ids, null) is not null then
      raise exception 'The order must list image ids' using errcode = '22023';
    end if;
    if (select count(distinct x) from unnest(p_ids) x) <> v_count then
      raise exception 'The order lists an image more than once' using errcode = 'GAV05';
    end if;
    lock table public.gallery_images in share row exclusive mode;
    if (select count(*) from public.gallery_images) <> v_count
      or exists (select 1 from unnest(p_ids) x where not exists (select 1 from public.gallery_images g where g.id = x)) then
      raise exception 'The gallery has changed since it was loaded. Reload it and try again.' using errcode = 'GA409';
    end if;
    with wanted as (
      select x.id, (v_count - x.n + 1)::integer as display_order
      from unnest(p_ids) with ordinality as x(id, n)
    )
    update public.gallery_images g set display_order = w.display_order
      from wanted w
      where g.id = w.id and g.display_order is distinct from w.display_order;
    get diagnostics v_changed = row_count;
    if v_changed > 0 then
      perform public.record_audit('gallery.reorder', 'gallery', null,
        jsonb_build_object('items', v_count, 'changed', v_changed));
    end if;
    return v_changed;
  end
  $$;
grant execute on function public.admin_reorder_gallery(uuid[]) to admin;

-- An item takes its job's tool when it is written (add_generation_to_gallery does not name it).
create function public.gallery_item_tool() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    if new.tool is null and new.generation_id is not null then
      select g.tool into new.tool from public.generations g where g.id = new.generation_id;
    end if;
    return new;
  end
  $$;

-- saved_at follows saved: set when an item is starred (kept when it is starred again), cleared when
-- it is not. An update's own saved_at is overwritten; an insert (the owner's) may name one.
create function public.gallery_item_saved_at() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    new.saved_at := case
      when not new.saved then null
      when tg_op = 'UPDATE' and old.saved then old.saved_at
      when tg_op = 'INSERT' then coalesce(new.saved_at, now())
      else now()
    end;
    return new;
  end
  $$;

-- Deletes the caller's items: the one `p_id`, or all made with the tool `p_tool` (exactly one of the
-- two is given). Their files are taken off their jobs' outputs in the same transaction, so a job never
-- lists a file that is gone. Answers the items deleted with their files, which the server removes from
-- storage once the transaction has committed. Another member's item is not found, as a missing one.
create function public.delete_my_gallery_items(p_id uuid, p_tool text)
  returns table (id uuid, bucket text, object_key text, thumb_key text)
  language plpgsql security definer set search_path = ''
  as $$
  #variable_conflict use_column
  declare
    v_user uuid := auth.uid();
  begin
    if v_user is null then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;
    if (p_id is null) = (p_tool is null) then
      raise exception 'Name one item or one tool' using errcode = '22023';
    end if;
    return query
      with gone as (
        delete from public.gallery_items i
        where i.user_id = v_user and (i.id = p_id or i.tool = p_tool)
        returning i.id, i.bucket, i.object_key, i.thumb_key, i.generation_id
      ), jobs as (
        update public.generations g
        set outputs = coalesce((
          select jsonb_agg(o.item order by o.n)
          from jsonb_array_elements(g.outputs) with ordinality as o(item, n)
          where not exists (select 1 from gone d where d.generation_id = g.id and d.object_key = o.item ->> 'key')
        ), '[]'::jsonb)
        where g.id in (select d.generation_id from gone d) and g.user_id = v_user
      )
      select d.id, d.bucket, d.object_key, d.thumb_key from gone d;
  end
  $$;
grant execute on function public.delete_my_gallery_items(uuid,text) to admin, member;

create trigger gallery_items_tool before insert on public.gallery_items
  for each row execute function public.gallery_item_tool();

create trigger gallery_items_saved_at before insert or update on public.gallery_items
  for each row execute function public.gallery_item_saved_at();

grant select on public.gallery_images to admin, anon, member;
grant select on public.gallery_items to admin, member;
grant update (display_order) on public.gallery_images to admin;
grant update (saved) on public.gallery_items to admin, member;
create policy gallery_items_member_own on public.gallery_items for select to member using (user_id = (select auth.uid()));
create policy gallery_items_admin_all on public.gallery_items for select to admin using (true);
create policy gallery_images_admin_update on public.gallery_images for update to admin using (true) with check (true);
create policy gallery_images_public_read on public.gallery_images for select to anon, member using (hidden_at is null);
create policy gallery_images_admin_read on public.gallery_images for select to admin using (true);
create policy gallery_items_own_update on public.gallery_items for update to member, admin
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
