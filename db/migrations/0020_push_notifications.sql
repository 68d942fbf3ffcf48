-- Web Push: the browsers a member asked to be told in (push subscriptions), the jobs they asked to be
-- told about, and the once-only mark of the notification sent for a job.

-- One browser's push subscription: the push service's endpoint (a secret URL of that browser) and the
-- browser's keys the payload is encrypted to (RFC 8291). An endpoint belongs to one member at a time.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles on delete cascade,
  endpoint text not null unique check (length(endpoint) between 12 and 1024),
  -- base64url: a P-256 public point (65 bytes) and a 16-byte authentication secret.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id, created_at);

alter table public.push_subscriptions enable row level security;

-- notify_push: the member asked to be told when the job ends. push_sent_at: the one notification was
-- claimed (set by the single UPDATE that wins, before anything is sent).
alter table public.generations add column notify_push boolean not null default false;
alter table public.generations add column push_sent_at timestamptz;
-- The sweep's question: ended jobs whose notification is still owed.
create index generations_push_owed_idx on public.generations (finished_at) where notify_push and push_sent_at is null;
