-- The Studio's two text-to-image tools: the premium view and the fast photo generator.
alter table public.generations drop constraint generations_tool_check;
alter table public.generations add constraint generations_tool_check
  check (tool in ('free-flux', 'free-remix', 'image-to-image', 'text-to-video', 'image-to-video', 'premium-text-to-image', 'fast-photo'));
