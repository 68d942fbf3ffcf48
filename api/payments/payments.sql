-- Payments: the orders created with the payment provider and the webhook events already handled.
-- `payment_service` is the payments capability's role; a captured payment is credited once, by
-- credit_payment, which checks it against the order.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

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
      raise exception 'Unknown order' using errcode = 'PY404';
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
grant execute on function public.credit_payment(text,text,text,numeric,text) to payment_service;

grant insert, select on public.payment_webhook_events to payment_service;
grant select on public.payments to admin, member, payment_service;
grant insert (user_id, provider, order_id, amount, currency, tokens) on public.payments to payment_service;
grant update (capture_id, status, failure_reason, updated_at) on public.payments to payment_service;
create policy payments_member_select_own on public.payments for select to member using (user_id = (select auth.uid()));
create policy payments_admin_select_all on public.payments for select to admin using (true);
create policy payments_service_select on public.payments for select to payment_service using (true);
create policy payments_service_insert on public.payments for insert to payment_service with check (status = 'created');
create policy payments_service_update on public.payments for update to payment_service using (true) with check (status <> 'completed');
create policy payment_webhook_events_service on public.payment_webhook_events for all to payment_service using (true) with check (true);
