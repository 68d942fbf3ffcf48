-- The gallery: the shared images and videos everyone sees, and what the grid needs
-- of members' own items (their size and a thumbnail). Files live in the public `gallery` bucket under
-- `filename`; each has a small WebP still (`thumb_key`, made once with sharp when it enters the
-- gallery) so the grid loads little and knows every tile's size before the file arrives.

create table public.gallery_images (
  id uuid primary key default gen_random_uuid(),
  -- The object key in the `gallery` bucket; its public URL is the bucket's plus this name.
  filename text not null unique check (length(filename) between 1 and 512),
  title text not null check (length(title) between 1 and 200),
  description text check (length(description) <= 2000),
  model text not null default '' check (length(model) <= 200),
  -- Higher first (display_order descending, then newest).
  display_order integer not null default 0,
  type text not null default 'image' check (type in ('image', 'video')),
  content_type text not null,
  width integer check (width > 0),
  height integer check (height > 0),
  -- The still the grid shows (a poster for a video), in the same bucket; null when none could be made.
  thumb_key text check (length(thumb_key) between 1 and 512),
  -- Shown on the item: 'demo render, not AI' for the sample renders.
  label text,
  created_at timestamptz not null default now()
);
create index gallery_images_order_idx on public.gallery_images (display_order, created_at, id);

alter table public.gallery_images enable row level security;

-- Members' items: the size of the file and its thumbnail, written by the worker with the item.
alter table public.gallery_items
  add column width integer check (width > 0),
  add column height integer check (height > 0),
  add column thumb_key text;
-- Items made before this migration take their size from their job's outputs (they have no thumbnail:
-- the grid shows the file itself).
update public.gallery_items i
  set width = nullif(o ->> 'width', '')::integer, height = nullif(o ->> 'height', '')::integer
  from public.generations g cross join lateral jsonb_array_elements(g.outputs) o
  where g.id = i.generation_id and o ->> 'key' = i.object_key;

-- Whether the sample items were put in once (api/gallery/seed.ts): an operator who deletes them does
-- not get them back at the next start. Written by the server as owner; no request role reads it.
create table public.gallery_seed (
  singleton boolean primary key default true check (singleton),
  items integer not null,
  seeded_at timestamptz not null default now()
);
alter table public.gallery_seed enable row level security;
