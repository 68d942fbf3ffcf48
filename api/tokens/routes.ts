import { Hono } from 'hono';
import { z } from 'zod';
import { type BalanceResponse, estimateGenerations, type TransactionsResponse } from '../contract/catalog';
import type { AppEnv } from '../http/context';
import { claimsOf, requireUser } from '../http/guards';
import { parseInput, readJson } from '../http/validate';
import { getBalance, hasEnoughTokens, listTransactions, spendTokens } from './service';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().regex(/^\d{1,19}$/, 'Invalid page cursor').optional(),
});

const amountSchema = z.coerce
  .number({ error: 'The amount must be a positive whole number' })
  .int('The amount must be a positive whole number')
  .positive('The amount must be a positive whole number')
  .max(1_000_000, 'The amount is too large');

const deductSchema = z.object({
  tokensToDeduct: amountSchema,
  description: z.string().trim().max(200, 'The description is too long').optional(),
  /** Makes a retried deduction count once (a generation job id, say). */
  reference: z.string().trim().min(1).max(100).optional(),
});

/** The member's own balance and ledger; every query runs as the member under RLS. */
export function tokenRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser);

  routes.get('/balance', async (c) => {
    const tokens = await getBalance(await c.var.db(), claimsOf(c).sub);
    c.header('Cache-Control', 'no-store');
    return c.json<BalanceResponse>({ tokens, estimatedGenerations: estimateGenerations(tokens) });
  });

  routes.get('/transactions', async (c) => {
    const page = parseInput(pageQuery, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json<TransactionsResponse>(await listTransactions(await c.var.db(), claimsOf(c).sub, page));
  });

  routes.get('/has-enough', async (c) => {
    const { amount } = parseInput(z.object({ amount: amountSchema }), c.req.query());
    return c.json({ hasEnough: await hasEnoughTokens(await c.var.db(), claimsOf(c).sub, amount) });
  });

  // Spec §7 deduct-tokens: the member spends its own tokens.
  routes.post('/deduct', async (c) => {
    const input = await readJson(c, deductSchema);
    const newBalance = await spendTokens(
      await c.var.db(),
      input.tokensToDeduct,
      input.description || `Used ${input.tokensToDeduct} tokens for generation`,
      input.reference,
    );
    return c.json({ newBalance });
  });

  return routes;
}
