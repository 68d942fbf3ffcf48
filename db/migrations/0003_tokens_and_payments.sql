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
grant select on public.token_transactions to member, admin;
create policy token_transactions_member_select_own on public.token_transactions
  for select to member using (user_id = (select auth.uid()));
create policy token_transactions_admin_select_all on public.token_transactions
  for select to admin using (true);

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
grant select on public.payments to member, admin, payment_service;
grant insert (user_id, provider, order_id, amount, currency, tokens) on public.payments to payment_service;
grant update (status, failure_reason, capture_id, updated_at) on public.payments to payment_service;
create policy payments_member_select_own on public.payments for select to member using (user_id = (select auth.uid()));
create policy payments_admin_select_all on public.payments for select to admin using (true);
create policy payments_service_select on public.payments for select to payment_service using (true);
create policy payments_service_insert on public.payments for insert to payment_service with check (status = 'created');
create policy payments_service_update on public.payments for update to payment_service using (true) with check (status <> 'completed');

-- Webhook events already handled, so a redelivery does nothing.
create table public.payment_webhook_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
alter table public.payment_webhook_events enable row level security;
grant select, insert on public.payment_webhook_events to payment_service;
create policy payment_webhook_events_service on public.payment_webhook_events for all to payment_service using (true) with check (true);

-- The one place a balance moves. Not executable by any request role: only the functions below call it.
create function public.move_tokens(p_user uuid, p_amount integer, p_type text, p_description text,
  p_reference text, p_payment_order_id text default null, p_refund_of bigint default null,
  out transaction_id bigint, out balance integer, out applied boolean)
  language plpgsql security definer set search_path = ''
  as $$
  begin
    -- Every movement of this member queues here, so the reference check below cannot race.
    select p.tokens into balance from public.user_profiles p where p.id = p_user for update;
    if not found then
      raise exception 'Unknown user' using errcode = 'TK404';
    end if;
    if p_reference is not null then
      select t.id into transaction_id from public.token_transactions t where t.reference = p_reference;
      if found then
        applied := false;
        return;
      end if;
    end if;
    if balance + p_amount < 0 then
      raise exception 'Insufficient tokens' using errcode = 'TK402';
    end if;
    update public.user_profiles p set tokens = p.tokens + p_amount where p.id = p_user returning p.tokens into balance;
    insert into public.token_transactions (user_id, amount, transaction_type, description, payment_order_id, reference, refund_of)
    values (p_user, p_amount, p_type, p_description, p_payment_order_id, p_reference, p_refund_of)
    returning id into transaction_id;
    applied := true;
  end
  $$;
revoke execute on function public.move_tokens(uuid, integer, text, text, text, text, bigint) from public;

-- A member spends its own tokens (deduct-tokens). Raises 'Insufficient tokens' and changes
-- nothing when the balance is short. A reference makes a retried spend count once.
create function public.spend_tokens(p_amount integer, p_description text default null, p_reference text default null)
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_user uuid := auth.uid();
    v_result record;
  begin
    if v_user is null then
      raise exception 'User not authenticated' using errcode = 'TK401';
    end if;
    if p_amount is null or p_amount <= 0 then
      raise exception 'The amount must be a positive whole number' using errcode = '22023';
    end if;
    select * into v_result from public.move_tokens(v_user, -p_amount, 'deduction',
      coalesce(nullif(trim(p_description), ''), format('Used %s tokens for generation', p_amount)),
      case when p_reference is null then null else 'spend:' || v_user || ':' || p_reference end);
    return v_result.balance;
  end
  $$;
grant execute on function public.spend_tokens(integer, text, text) to member, admin;

-- The welcome tokens, once per account, when the e-mail is confirmed.
create function auth.grant_signup_tokens(p_user uuid, p_amount integer)
  returns boolean
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_result record;
  begin
    if p_amount <= 0 then
      return false;
    end if;
    select * into v_result from public.move_tokens(p_user, p_amount, 'signup_grant',
      format('%s free tokens for joining', p_amount), 'signup:' || p_user);
    return v_result.applied;
  end
  $$;
grant execute on function auth.grant_signup_tokens(uuid, integer) to auth_service;

-- The administrator sets a balance; the difference is written as an admin_adjustment. Only the admin
-- role may execute the admin functions; the claim check inside is a second lock.
create function public.admin_set_balance(p_user uuid, p_balance integer)
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_current integer;
    v_result record;
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    if p_balance is null or p_balance < 0 then
      raise exception 'The balance must be a whole number of at least 0' using errcode = '22023';
    end if;
    select p.tokens into v_current from public.user_profiles p where p.id = p_user for update;
    if not found then
      raise exception 'Unknown user' using errcode = 'TK404';
    end if;
    if p_balance = v_current then
      return v_current;
    end if;
    select * into v_result from public.move_tokens(p_user, p_balance - v_current, 'admin_adjustment',
      format('Balance set from %s to %s by an administrator', v_current, p_balance), null);
    return v_result.balance;
  end
  $$;
grant execute on function public.admin_set_balance(uuid, integer) to admin;

-- The administrator gives tokens.
create function public.admin_grant_tokens(p_user uuid, p_amount integer, p_description text default null)
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_result record;
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    if p_amount is null or p_amount <= 0 then
      raise exception 'The amount must be a positive whole number' using errcode = '22023';
    end if;
    select * into v_result from public.move_tokens(p_user, p_amount, 'admin_grant',
      coalesce(nullif(trim(p_description), ''), format('%s tokens granted by an administrator', p_amount)), null);
    return v_result.balance;
  end
  $$;
grant execute on function public.admin_grant_tokens(uuid, integer, text) to admin;

-- Gives back the tokens of one deduction, once. Executable by the admin role and by the owner (the
-- generation worker refunds a failed or abandoned job); members cannot refund themselves.
create function public.refund_tokens(p_transaction_id bigint, p_description text default null)
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_spent record;
    v_result record;
  begin
    select t.* into v_spent from public.token_transactions t where t.id = p_transaction_id;
    if not found or v_spent.transaction_type <> 'deduction' then
      raise exception 'Only a deduction can be refunded' using errcode = '22023';
    end if;
    select * into v_result from public.move_tokens(v_spent.user_id, -v_spent.amount, 'refund',
      coalesce(nullif(trim(p_description), ''), 'Refund: ' || v_spent.description), 'refund:' || p_transaction_id,
      null, p_transaction_id);
    return v_result.balance;
  end
  $$;
grant execute on function public.refund_tokens(bigint, text) to admin;

-- Credits a captured payment once. The amount and currency must be those of the order we created;
-- otherwise nothing is credited and the payment is marked rejected for an administrator to look at.
create function public.credit_payment(p_provider text, p_order_id text, p_capture_id text, p_amount numeric,
  p_currency text, out credited boolean, out balance integer, out tokens integer, out status text)
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_payment record;
    v_result record;
  begin
    select * into v_payment from public.payments p where p.provider = p_provider and p.order_id = p_order_id for update;
    if not found then
      raise exception 'Unknown order' using errcode = 'TK404';
    end if;
    tokens := v_payment.tokens;
    if v_payment.status = 'completed' then
      credited := false;
      status := 'completed';
      select p.tokens into balance from public.user_profiles p where p.id = v_payment.user_id;
      return;
    end if;
    if p_amount is distinct from v_payment.amount or p_currency is distinct from v_payment.currency then
      update public.payments p set status = 'rejected', capture_id = p_capture_id, updated_at = now(),
        failure_reason = format('captured %s %s, expected %s %s', p_amount, p_currency, v_payment.amount, v_payment.currency)
      where p.id = v_payment.id;
      credited := false;
      status := 'rejected';
      select p.tokens into balance from public.user_profiles p where p.id = v_payment.user_id;
      return;
    end if;
    select * into v_result from public.move_tokens(v_payment.user_id, v_payment.tokens, 'purchase',
      format('Purchased %s tokens (%s %s)', v_payment.tokens, v_payment.amount, v_payment.currency),
      'payment:' || p_provider || ':' || p_capture_id, p_order_id);
    update public.payments p set status = 'completed', capture_id = p_capture_id, completed_at = now(), updated_at = now(),
      transaction_id = v_result.transaction_id, failure_reason = null
    where p.id = v_payment.id;
    credited := v_result.applied;
    balance := v_result.balance;
    status := 'completed';
  end
  $$;
grant execute on function public.credit_payment(text, text, text, numeric, text) to payment_service;
