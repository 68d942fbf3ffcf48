-- Gallery Admin: the administrator adds, removes and orders the shared gallery's items, each change
-- through one SQL function that also appends its entry to the audit log in the same transaction.
--
-- The administrator no longer inserts or deletes gallery_images rows directly (0007 allowed it): only
-- admin_add_gallery_image and admin_delete_gallery_image do, so no change escapes the audit log. The
-- order is the one column the administrator may update directly (a column grant and an update
-- policy); admin_reorder_gallery writes a whole new order at once.

-- The stored file's size in bytes (after re-encoding); null for items added before this column.
alter table public.gallery_images add column size_bytes bigint check (size_bytes > 0);
