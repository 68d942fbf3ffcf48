import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { asRole } from '../test/ledger';

/**
 * The administrator's dashboard figures, over real HTTP on a database of this file's own, built up
 * here step by step so each figure is known: members, revenue and tokens sold from completed payments
 * only, tokens spent net of refunds, the last 24 hours' jobs by status and provider, refused prompts.
 */

let t: TestApp;
let admin: Member;
let members: Member[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  members = [await t.member(), await t.member(), await t.member()];
});
afterAll(async () => {
  await t?.close();
});

const stats = async (token: string | null = admin.accessToken) => t.call('GET', '/api/v1/admin/stats', token ? { token } : {});

async function payment(member: Member, status: 'created' | 'completed' | 'rejected', amount: string, currency: string, tokens: number) {
  await sql`insert into public.payments (user_id, provider, order_id, amount, currency, tokens, status)
    values (${member.id}, 'paypal', ${`order-${Math.random()}`}, ${amount}::numeric, ${currency}, ${tokens}, ${status})`.execute(
    t.db.owner,
  );
}

describe('GET /api/v1/admin/stats', () => {
  it('starts from the members alone: nothing sold, spent, run or refused', async () => {
    const res = await stats();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ users: 4, revenue: [], tokensSold: 0, tokensSpent: 0, jobsLast24h: [], refusedPromptsLast24h: 0 });
  });

  it('counts completed payments only, per currency, and tokens spent less refunds', async () => {
    const [a, b, c] = members as [Member, Member, Member];
    await payment(a, 'completed', '19.00', 'USD', 1000);
    await payment(b, 'completed', '19.00', 'USD', 1000);
    await payment(c, 'completed', '17.50', 'EUR', 900);
    await payment(a, 'created', '19.00', 'USD', 1000);
    await payment(b, 'rejected', '19.00', 'USD', 1000);
    for (const [member, tokens] of [
      [a, 7],
      [b, 200],
      [c, 3],
    ] as const) {
      const res = await t.call('POST', '/api/v1/tokens/deduct', { token: member.accessToken, body: { tokensToDeduct: tokens } });
      expect(res.status).toBe(200);
    }
    // The 200 of the second member come back: a refund is not a spend.
    const { rows } = await sql<{
      id: string;
    }>`select id from public.token_transactions where user_id = ${b.id} and transaction_type = 'deduction'`.execute(t.db.owner);
    await sql`select public.refund_tokens(${rows[0]!.id}::bigint)`.execute(t.db.owner);

    const res = await stats();
    expect(res.body).toMatchObject({
      users: 4,
      revenue: [
        { currency: 'EUR', amount: '17.50' },
        { currency: 'USD', amount: '38.00' },
      ],
      tokensSold: 2900,
      tokensSpent: 10,
    });
  });

  it('counts the last 24 hours of jobs by status and provider, and of refused prompts', async () => {
    const [a] = members as [Member];
    for (const prompt of ['A lighthouse at dusk', 'A fjord at dawn']) {
      const res = await t.call('POST', '/api/v1/generations', { token: a.accessToken, body: { tool: 'free-flux', params: { prompt } } });
      expect(res.status).toBe(202);
    }
    const refused = await t.call('POST', '/api/v1/generations', {
      token: a.accessToken,
      body: { tool: 'free-flux', params: { prompt: 'nude, not legal yet' } },
    });
    expect(refused.status).toBe(422);
    // A job and a refusal older than a day are not counted.
    await sql`update public.generations set created_at = now() - interval '25 hours'
      where id = (select id from public.generations order by created_at limit 1)`.execute(t.db.owner);
    await sql`insert into public.moderation_events (user_id, tool, rule, matched, prompt, policy_version, created_at)
      values (${a.id}, 'free-flux', 'minor_age', 'x', 'old', 'test', now() - interval '25 hours')`.execute(t.db.owner);

    // No worker runs in this app: the recent job waits in the queue of the provider it was given.
    const { rows: jobs } = await sql<{ provider: string }>`
      select provider from public.generations where created_at > now() - interval '24 hours'`.execute(t.db.owner);
    expect(jobs).toHaveLength(1);
    const res = await stats();
    expect(res.body.jobsLast24h).toEqual([{ status: 'queued', provider: jobs[0]!.provider, count: 1 }]);
    expect(res.body.refusedPromptsLast24h).toBe(1);
  });

  it('is refused to a member (403) and to a visitor (401), and the function itself to the member role', async () => {
    const [a] = members as [Member];
    expect((await stats(a.accessToken)).status).toBe(403);
    expect((await stats(null)).status).toBe(401);
    await expect(asRole(t.db.api, 'member', { sub: a.id, role: 'member' }, 'select public.admin_stats()')).rejects.toThrow(
      /permission denied/,
    );
  });
});
