-- Tokens and payments: the ledger (token_transactions), the PayPal orders, and the SQL
-- functions that are the only way a balance moves. Each function locks the member's profile row,
-- writes the ledger row and the new balance together, and is idempotent on its reference, so a retried
-- request or a webhook arriving after the browser never counts twice. Invariant (tested after every
-- scenario): each balance equals the sum of its ledger rows.

do $$
begin
  if not exists (select from pg_roles where rolname = 'payment_service') then
    create role payment_service nologin noinherit nobypassrls;
  end if;
end
$$;
grant payment_service to authenticator;

create table public.token_transactions (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.user_profiles on delete cascade,
  amount integer not null check (amount <> 0),
  transaction_type text not null check (transaction_type in
    ('purchase', 'deduction', 'admin_adjustment', 'admin_grant', 'signup_grant', 'refund')),
  description text not null,
  -- Named stripe_payment_intent_id for any payment processor: the payment provider's order id, for purchases.
  payment_order_id text,
  -- What makes a movement happen once: 'signup:<user>', 'payment:paypal:<capture>', 'refund:<id>', or
  -- a caller's own key for a spend (a generation job id).
  reference text unique,
  refund_of bigint unique references public.token_transactions,
  created_at timestamptz not null default now()
);
create index token_transactions_user_id_idx on public.token_transactions (user_id, id desc);

alter table public.token_transactions enable row level security;

create table public.payments (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.user_profiles on delete cascade,
  provider text not null,
  order_id text not null,
  capture_id text,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  tokens integer not null check (tokens > 0),
  status text not null default 'created' check (status in ('created', 'completed', 'rejected')),
  failure_reason text,
  transaction_id bigint references public.token_transactions,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (provider, order_id),
  unique (provider, capture_id)
);
create index payments_user_idx on public.payments (user_id, created_at desc);

alter table public.payments enable row level security;

-- Webhook events already handled, so a redelivery does nothing.
create table public.payment_webhook_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
alter table public.payment_webhook_events enable row level security;
