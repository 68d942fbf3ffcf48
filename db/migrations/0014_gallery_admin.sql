-- Gallery Admin: the administrator adds, removes and orders the shared gallery's items, each change
-- through one SQL function that also appends its entry to the audit log in the same transaction.
--
-- The administrator no longer inserts or deletes gallery_images rows directly (0007 allowed it): only
-- admin_add_gallery_image and admin_delete_gallery_image do, so no change escapes the audit log. The
-- order is the one column the administrator may update directly (a column grant and an update
-- policy); admin_reorder_gallery writes a whole new order at once.

-- The stored file's size in bytes (after re-encoding); null for items added before this column.
alter table public.gallery_images add column size_bytes bigint check (size_bytes > 0);

revoke insert, delete on public.gallery_images from admin;
drop policy gallery_images_admin_insert on public.gallery_images;
drop policy gallery_images_admin_delete on public.gallery_images;

grant update (display_order) on public.gallery_images to admin;
create policy gallery_images_admin_update on public.gallery_images for update to admin using (true) with check (true);

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
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    if v_title = '' then
      raise exception 'Please enter a title' using errcode = '22023';
    end if;
    if length(v_title) > 200 then
      raise exception 'The title must be at most 200 characters' using errcode = '22023';
    end if;
    if length(v_description) > 2000 then
      raise exception 'The description must be at most 2000 characters' using errcode = '22023';
    end if;
    if p_content_type is null or p_content_type not in ('image/jpeg', 'image/png', 'image/webp', 'image/gif') then
      raise exception 'Please select an image file' using errcode = '22023';
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
revoke execute on function public.admin_add_gallery_image(text, text, text, text, integer, integer, text, bigint) from public;
grant execute on function public.admin_add_gallery_image(text, text, text, text, integer, integer, text, bigint) to admin;

-- Removes an item's row and answers its file and thumbnail keys, which the caller then deletes from
-- the bucket. An unknown id raises GA404 and changes nothing.
create function public.admin_delete_gallery_image(p_id uuid)
  returns table (filename text, thumb_key text)
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_row record;
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
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
revoke execute on function public.admin_delete_gallery_image(uuid) from public;
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
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    if p_ids is null or array_position(p_ids, null) is not null then
      raise exception 'The order must list image ids' using errcode = '22023';
    end if;
    if (select count(distinct x) from unnest(p_ids) x) <> v_count then
      raise exception 'The order lists an image more than once' using errcode = '22023';
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
revoke execute on function public.admin_reorder_gallery(uuid[]) from public;
grant execute on function public.admin_reorder_gallery(uuid[]) to admin;
