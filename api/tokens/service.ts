import { sql, type Transaction } from 'kysely';
import type { TokenTransaction, TransactionsResponse } from '../contract/catalog';
import { tokenMessages } from '../contract/messages';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * A member's tokens (balance, has-enough, deduct) over the ledger. Reads run in the
 * caller's request transaction under RLS; every change is one call of a SQL function, which locks the
 * balance, checks it and writes the ledger row with it (api/tokens/tokens.sql).
 */

export async function getBalance(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx.selectFrom('token_balances').select('tokens').where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError('unauthorized', tokenMessages.notSignedIn);
  return row.tokens;
}

export async function hasEnoughTokens(trx: Transaction<Database>, userId: string, amount: number): Promise<boolean> {
  return (await getBalance(trx, userId)) >= amount;
}

/**
 * Spends the signed-in member's tokens (the transaction must act as that member). Raises TK402
 * ('Insufficient tokens', 402) and changes nothing when the balance is short. With a reference, a
 * retry of the same spend is not charged twice.
 */
export async function spendTokens(trx: Transaction<Database>, amount: number, description?: string, reference?: string): Promise<number> {
  const { rows } = await sql<{ balance: number }>`
    select public.spend_tokens(${amount}::integer, ${description ?? null}::text, ${reference ?? null}::text) as balance`.execute(trx);
  return rows[0]!.balance;
}

/** Grants the welcome tokens once; the transaction acts as auth_service. True when they were granted now. */
export async function grantSignupTokens(trx: Transaction<Database>, userId: string, amount: number): Promise<boolean> {
  const { rows } = await sql<{ granted: boolean }>`select auth.grant_signup_tokens(${userId}::uuid, ${amount}::integer) as granted`.execute(
    trx,
  );
  return rows[0]?.granted ?? false;
}

/**
 * The member's ledger, newest first, `limit` at a time. Pages are keyed on the id (an identity, so
 * insertion order): `before` is the last id of the previous page.
 */
export async function listTransactions(
  trx: Transaction<Database>,
  userId: string,
  { limit, before }: { limit: number; before?: string },
): Promise<TransactionsResponse> {
  let query = trx
    .selectFrom('token_transactions')
    .select(['id', 'amount', 'transaction_type', 'description', 'payment_order_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before) query = query.where('id', '<', before);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    transactions: page.map(
      (row): TokenTransaction => ({
        id: row.id,
        amount: row.amount,
        type: row.transaction_type,
        description: row.description,
        paymentOrderId: row.payment_order_id,
        createdAt: row.created_at.toISOString(),
      }),
    ),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
