import { Hono } from 'hono';
import { z } from 'zod';
import { type BalanceResponse, estimateGenerations, type TransactionsResponse } from '../contract/catalog';
import { digits, pageQuerySchema } from '../contract/query';
import type { AppEnv } from '../http/context';
import { claimsOf, requireUser } from '../http/guards';
import { input } from '../http/validate';
import { tokenMessages } from '../contract/messages';
import { getBalance, hasEnoughTokens, listTransactions, spendTokens } from './service';

const AMOUNT_MESSAGE = tokenMessages.amountInvalid;
const MAX_AMOUNT = 1_000_000;

/** JSON numbers only: "7", "0x7", true or [7] are refused, never coerced into a charge. */
const deductSchema = z.object({
  tokensToDeduct: z
    .number({ error: AMOUNT_MESSAGE })
    .int(AMOUNT_MESSAGE)
    .positive(AMOUNT_MESSAGE)
    .max(MAX_AMOUNT, 'The amount is too large'),
  description: z.string({ error: 'The description must be text' }).trim().max(200, 'The description is too long').optional(),
  /** Makes a retried deduction count once (a generation job id, say). */
  reference: z.string({ error: 'The reference must be text' }).trim().min(1).max(100, 'The reference is too long').optional(),
});

/** The member's own balance and ledger; every query runs as the member under RLS. */
export function tokenRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get('/balance', async (c) => {
        const tokens = await getBalance(await c.var.db(), claimsOf(c).sub);
        c.header('Cache-Control', 'no-store');
        return c.json({ tokens, estimatedGenerations: estimateGenerations(tokens) } satisfies BalanceResponse, 200);
      })
      .get('/transactions', input('query', pageQuerySchema({ defaultLimit: 20, maxLimit: 100 })), async (c) => {
        const page = c.req.valid('query');
        const result: TransactionsResponse = await listTransactions(await c.var.db(), claimsOf(c).sub, page);
        c.header('Cache-Control', 'no-store');
        return c.json(result, 200);
      })
      .get('/has-enough', input('query', z.object({ amount: digits(AMOUNT_MESSAGE, { min: 1, max: MAX_AMOUNT }) })), async (c) => {
        const { amount } = c.req.valid('query');
        return c.json({ hasEnough: await hasEnoughTokens(await c.var.db(), claimsOf(c).sub, amount) }, 200);
      })
      // The member spends its own tokens.
      .post('/deduct', input('json', deductSchema), async (c) => {
        const { tokensToDeduct, description, reference } = c.req.valid('json');
        const newBalance = await spendTokens(
          await c.var.db(),
          tokensToDeduct,
          description || `Used ${tokensToDeduct} tokens for generation`,
          reference,
        );
        return c.json({ newBalance }, 200);
      })
  );
}
