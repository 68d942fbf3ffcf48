-- Tokens: the SQL functions that are the only way a balance moves. Each locks the member's profile
-- row, writes the ledger row (token_transactions) and the new balance together, and is idempotent on
-- its reference, so a retried request never counts twice. Invariant (tested after every scenario):
-- each balance equals the sum of its ledger rows.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

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
      raise exception 'The amount must be a positive whole number' using errcode = 'TKV01';
    end if;
    select * into v_result from public.move_tokens(v_user, -p_amount, 'deduction',
      coalesce(nullif(trim(p_description), ''), format('Used %s tokens for generation', p_amount)),
      case when p_reference is null then null else 'spend:' || v_user || ':' || p_reference end);
    return v_result.balance;
  end
  $$;
grant execute on function public.spend_tokens(integer,text,text) to admin, member;

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
grant execute on function auth.grant_signup_tokens(uuid,integer) to auth_service;

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
grant execute on function public.refund_tokens(bigint,text) to admin;

-- The administrator sets a balance; the difference is written as an admin_adjustment that names the
-- administrator, and the change is recorded in the audit log.
create or replace function public.admin_set_balance(p_user uuid, p_balance integer)
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_current integer;
    v_result record;
    v_admin text;
  begin
    perform auth.require_admin();
    if p_balance is null or p_balance < 0 then
      raise exception 'The balance must be a whole number of at least 0' using errcode = 'TKV02';
    end if;
    select p.tokens into v_current from public.user_profiles p where p.id = p_user for update;
    if not found then
      raise exception 'Unknown user' using errcode = 'TK404';
    end if;
    if p_balance = v_current then
      return v_current;
    end if;
    v_admin := coalesce((select u.email from auth.users u where u.id = auth.uid()), 'an administrator');
    select * into v_result from public.move_tokens(p_user, p_balance - v_current, 'admin_adjustment',
      format('Balance set from %s to %s by %s', v_current, p_balance, v_admin), null);
    perform public.record_audit('tokens.set_balance', 'user', p_user::text,
      jsonb_build_object('from', v_current, 'to', p_balance, 'amount', p_balance - v_current));
    return v_result.balance;
  end
  $$;
grant execute on function public.admin_set_balance(uuid,integer) to admin;

-- The administrator gives tokens: an admin_grant, recorded in the audit log with the administrator.
create or replace function public.admin_grant_tokens(p_user uuid, p_amount integer, p_description text default null)
  returns integer
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_result record;
  begin
    perform auth.require_admin();
    if p_amount is null or p_amount <= 0 then
      raise exception 'The amount must be a positive whole number' using errcode = 'TKV01';
    end if;
    select * into v_result from public.move_tokens(p_user, p_amount, 'admin_grant',
      coalesce(nullif(trim(p_description), ''), format('%s tokens granted by an administrator', p_amount)), null);
    perform public.record_audit('tokens.grant', 'user', p_user::text,
      jsonb_build_object('amount', p_amount, 'balance', v_result.balance));
    return v_result.balance;
  end
  $$;
grant execute on function public.admin_grant_tokens(uuid,integer,text) to admin;

grant select on public.token_transactions to admin, member;
-- Balances as the reader may see them (security_invoker: a member their own, the administrator all).
create view public.token_balances with (security_invoker = true) as
  select p.id as user_id, p.tokens from public.user_profiles p;
grant select on public.token_balances to member, admin;

create policy token_transactions_member_select_own on public.token_transactions
  for select to member using (user_id = (select auth.uid()));
create policy token_transactions_admin_select_all on public.token_transactions
  for select to admin using (true);
