-- The image tools without a prompt: AI Upscale and Background Removal. Their jobs store an empty
-- prompt; their input is an upload (a member's own output is copied into one when it is chosen).
alter table public.generations drop constraint generations_tool_check;
alter table public.generations add constraint generations_tool_check
  check (tool in ('free-flux', 'free-remix', 'image-to-image', 'text-to-video', 'image-to-video', 'premium-text-to-image', 'fast-photo',
                  'upscale', 'remove-background'));
