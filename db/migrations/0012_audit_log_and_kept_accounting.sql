-- What the site must keep when an account goes, and a record of who did what.
--
-- Accounting outlives accounts: deleting a user removes its profile, sessions and jobs, but its
-- ledger rows and payments stay, with the user reference cleared, so revenue and tokens sold still
-- add up. Each remaining balance still equals the sum of its ledger rows.
--
-- The audit log is append-only: administrators' actions (with the acting administrator), token
-- adjustments and grants, and later deletions, report outcomes, refused prompts and suspensions. A
-- trigger refuses UPDATE, DELETE and TRUNCATE for every role, the owner included. The administrator
-- reads it; nobody else does.
--
-- And the administrator's dashboard figures, computed in the database (admin_stats).

alter table public.token_transactions alter column user_id drop not null;
alter table public.token_transactions drop constraint token_transactions_user_id_fkey;
alter table public.token_transactions add constraint token_transactions_user_id_fkey
  foreign key (user_id) references public.user_profiles on delete set null;

alter table public.payments alter column user_id drop not null;
alter table public.payments drop constraint payments_user_id_fkey;
alter table public.payments add constraint payments_user_id_fkey
  foreign key (user_id) references public.user_profiles on delete set null;

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Who acted: an administrator's (or member's) id and e-mail as they were then; both null for the
  -- site itself (the worker, the content policy). No foreign key: the entry outlives the account.
  actor_id uuid,
  actor_email text,
  -- What happened, as a dotted name: 'tokens.set_balance', 'tokens.grant', ...
  action text not null check (action ~ '^[a-z_]+(\.[a-z_]+)+$'),
  -- What it was done to: a kind ('user', 'gallery_item', ...) and its id.
  subject_type text,
  subject_id text,
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object')
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_subject_idx on public.audit_log (subject_type, subject_id, at desc);

create function public.refuse_audit_log_change() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    raise exception 'The audit log is append-only: entries cannot be changed or removed' using errcode = '42501';
  end
  $$;
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.refuse_audit_log_change();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.refuse_audit_log_change();

alter table public.audit_log enable row level security;
grant select on public.audit_log to admin;
create policy audit_log_admin_select on public.audit_log for select to admin using (true);

-- Appends one entry, naming the request's user (from its claims) as the actor when there is one.
-- Called by the SQL functions that act (they run as their owner); no request role may call it, so
-- an entry is always written by the action it records, in the same transaction.
create function public.record_audit(p_action text, p_subject_type text, p_subject_id text, p_details jsonb default '{}'::jsonb)
  returns bigint
  language plpgsql set search_path = ''
  as $$
  declare
    v_actor uuid := auth.uid();
    v_email text;
    v_id bigint;
  begin
    if v_actor is not null then
      select u.email into v_email from auth.users u where u.id = v_actor;
    end if;
    insert into public.audit_log (actor_id, actor_email, action, subject_type, subject_id, details)
    values (v_actor, v_email, p_action, p_subject_type, p_subject_id, coalesce(p_details, '{}'::jsonb))
    returning id into v_id;
    return v_id;
  end
  $$;
revoke execute on function public.record_audit(text, text, text, jsonb) from public;

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
    v_admin := coalesce((select u.email from auth.users u where u.id = auth.uid()), 'an administrator');
    select * into v_result from public.move_tokens(p_user, p_balance - v_current, 'admin_adjustment',
      format('Balance set from %s to %s by %s', v_current, p_balance, v_admin), null);
    perform public.record_audit('tokens.set_balance', 'user', p_user::text,
      jsonb_build_object('from', v_current, 'to', p_balance, 'amount', p_balance - v_current));
    return v_result.balance;
  end
  $$;

-- The administrator gives tokens: an admin_grant, recorded in the audit log with the administrator.
create or replace function public.admin_grant_tokens(p_user uuid, p_amount integer, p_description text default null)
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
    perform public.record_audit('tokens.grant', 'user', p_user::text,
      jsonb_build_object('amount', p_amount, 'balance', v_result.balance));
    return v_result.balance;
  end
  $$;

-- The administrator's dashboard figures, computed here in one statement: members, revenue (completed
-- payments, per currency), tokens sold (completed payments) and spent (deductions less their
-- refunds), the last 24 hours' jobs by status and provider, and the last 24 hours' refused prompts.
-- Only the admin role may execute it; the claim check inside is a second lock.
create function public.admin_stats()
  returns jsonb
  language plpgsql stable security definer set search_path = ''
  as $$
  begin
    if auth.role() is distinct from 'admin' then
      raise exception 'Admin access required' using errcode = '42501';
    end if;
    return jsonb_build_object(
      'users', (select count(*) from public.user_profiles),
      'revenue', coalesce((
        select jsonb_agg(jsonb_build_object('currency', r.currency, 'amount', r.amount::text) order by r.currency)
        from (select p.currency, sum(p.amount) as amount from public.payments p where p.status = 'completed' group by p.currency) r
      ), '[]'::jsonb),
      'tokensSold', (select coalesce(sum(p.tokens), 0) from public.payments p where p.status = 'completed'),
      'tokensSpent', (select coalesce(-sum(t.amount), 0) from public.token_transactions t where t.transaction_type in ('deduction', 'refund')),
      'jobsLast24h', coalesce((
        select jsonb_agg(jsonb_build_object('status', j.status, 'provider', j.provider, 'count', j.n) order by j.status, j.provider)
        from (
          select g.status, coalesce(g.provider_used, g.provider) as provider, count(*) as n
          from public.generations g where g.created_at > now() - interval '24 hours'
          group by 1, 2
        ) j
      ), '[]'::jsonb),
      'refusedPromptsLast24h', (select count(*) from public.moderation_events m where m.created_at > now() - interval '24 hours')
    );
  end
  $$;
revoke execute on function public.admin_stats() from public;
grant execute on function public.admin_stats() to admin;
