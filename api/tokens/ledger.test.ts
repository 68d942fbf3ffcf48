import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp, uniqueEmail } from '../test/app';
import { asRole, ledgerMismatches } from '../test/ledger';

/** The ledger: balances move only through the SQL functions, never below zero, each move recorded once. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  // The invariant after every scenario: each balance equals the sum of its ledger rows.
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

const adminClaims = { sub: '00000000-0000-4000-8000-000000000001', role: 'admin' };
async function setBalance(member: Member, balance: number) {
  await asRole(t.db.api, 'admin', adminClaims, `select public.admin_set_balance('${member.id}', ${balance})`);
}
const deduct = (member: Member, body: unknown) => t.call('POST', '/api/v1/tokens/deduct', { token: member.accessToken, body });
const balanceOf = async (member: Member) => (await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body;
const transactionsOf = async (member: Member, query = '') =>
  (await t.call('GET', `/api/v1/tokens/transactions${query}`, { token: member.accessToken })).body;

describe('the welcome tokens', () => {
  it('are 500, granted once when the e-mail is confirmed', async () => {
    const m = await t.member();
    expect(await balanceOf(m)).toEqual({ tokens: 500, estimatedGenerations: 2 });
    const { transactions } = await transactionsOf(m);
    expect(transactions).toEqual([
      expect.objectContaining({ amount: 500, type: 'signup_grant', description: '500 free tokens for joining' }),
    ]);
    // A password reset confirms the address again: no second grant.
    await t.call('POST', '/api/v1/auth/password-reset', { body: { email: m.email } });
    await expect.poll(() => t.mailsTo(m.email).then((mails) => mails.some((mail) => mail.text.includes('#reset=')))).toBe(true);
    await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      body: { token: await t.linkToken(m.email, 'reset'), password: 'brand-new-pass' },
    });
    expect((await balanceOf(m)).tokens).toBe(500);
  });

  it('are not given before the confirmation', async () => {
    const email = uniqueEmail();
    await t.call('POST', '/api/v1/auth/sign-up', { body: { email, password: 'secret12', adult: true } });
    const { rows } = await sql<{ tokens: number }>`select tokens from user_profiles where email = ${email}`.execute(t.db.owner);
    expect(rows).toEqual([{ tokens: 0 }]);
  });

  it('are given at sign-up when confirmation is off', async () => {
    const open = await createTestApp({ AUTH_EMAIL_CONFIRMATION: 'off' });
    try {
      const res = await open.call('POST', '/api/v1/auth/sign-up', { body: { email: uniqueEmail(), password: 'secret12', adult: true } });
      const balance = await open.call('GET', '/api/v1/tokens/balance', { token: res.body.accessToken });
      expect(balance.body.tokens).toBe(500);
      expect(await ledgerMismatches(open.db.owner)).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

describe('spending', () => {
  it('200 concurrent spends of 7 on 1000: exactly 142 succeed, the balance is 6, the rest say Insufficient tokens', async () => {
    const m = await t.member();
    await setBalance(m, 1000);
    const results = await Promise.all(Array.from({ length: 200 }, () => deduct(m, { tokensToDeduct: 7 })));
    const ok = results.filter((res) => res.status === 200);
    const refused = results.filter((res) => res.status !== 200);
    expect(ok).toHaveLength(142);
    expect(refused.every((res) => res.status === 402 && res.body.error.message === 'Insufficient tokens')).toBe(true);
    expect(new Set(ok.map((res) => res.body.newBalance)).size).toBe(142);
    expect((await balanceOf(m)).tokens).toBe(6);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from token_transactions where user_id = ${m.id} and transaction_type = 'deduction'`.execute(t.db.owner);
    expect(rows[0]!.n).toBe(142);
  }, 60_000);

  it('answers the new balance and records the default description', async () => {
    const m = await t.member();
    const res = await deduct(m, { tokensToDeduct: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ newBalance: 493 });
    expect((await transactionsOf(m)).transactions[0]).toMatchObject({
      amount: -7,
      type: 'deduction',
      description: 'Used 7 tokens for generation',
    });
  });

  it('refuses more than the balance and changes nothing', async () => {
    const m = await t.member();
    const res = await deduct(m, { tokensToDeduct: 501, description: 'Too much' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_tokens', message: 'Insufficient tokens' });
    expect((await balanceOf(m)).tokens).toBe(500);
    expect((await transactionsOf(m)).transactions).toHaveLength(1);
  });

  it('with a reference, a retried spend is charged once', async () => {
    const m = await t.member();
    for (let i = 0; i < 3; i++) expect((await deduct(m, { tokensToDeduct: 100, reference: 'job-42' })).body.newBalance).toBe(400);
    expect((await balanceOf(m)).tokens).toBe(400);
  });

  it.each([
    [{ tokensToDeduct: 0 }],
    [{ tokensToDeduct: -50 }],
    [{ tokensToDeduct: 2.5 }],
    [{ tokensToDeduct: 'ten' }],
    [{ tokensToDeduct: 2_000_000 }],
    [{}],
  ])('refuses %o with 400 and changes nothing', async (body) => {
    const m = await t.member();
    const res = await deduct(m, body);
    expect(res.status).toBe(400);
    expect((await balanceOf(m)).tokens).toBe(500);
  });

  it('needs a signed-in member', async () => {
    const res = await t.call('POST', '/api/v1/tokens/deduct', { body: { tokensToDeduct: 7 } });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User not authenticated');
    expect((await t.call('GET', '/api/v1/tokens/balance')).status).toBe(401);
  });

  it('has-enough says whether the balance covers an amount', async () => {
    const m = await t.member();
    const ask = async (amount: number) =>
      (await t.call('GET', `/api/v1/tokens/has-enough?amount=${amount}`, { token: m.accessToken })).body;
    expect(await ask(500)).toEqual({ hasEnough: true });
    expect(await ask(501)).toEqual({ hasEnough: false });
  });
});

describe('the balance and the history', () => {
  it('estimate generations as the balance divided by 200, rounded down', async () => {
    const m = await t.member();
    for (const [balance, estimate] of [
      [0, 0],
      [199, 0],
      [200, 1],
      [2499, 12],
      [2500, 12],
    ] as const) {
      await setBalance(m, balance);
      expect(await balanceOf(m)).toEqual({ tokens: balance, estimatedGenerations: estimate });
    }
  });

  it("list a member's own transactions newest first, a page at a time", async () => {
    const m = await t.member();
    const other = await t.member();
    for (let i = 1; i <= 12; i++) await deduct(m, { tokensToDeduct: i, description: `spend ${i}` });
    const first = await transactionsOf(m, '?limit=10');
    expect(first.transactions.map((row: { description: string }) => row.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `spend ${12 - i}`),
    );
    expect(first.nextCursor).not.toBeNull();
    const second = await transactionsOf(m, `?limit=10&before=${first.nextCursor}`);
    expect(second.transactions.map((row: { description: string }) => row.description)).toEqual([
      'spend 2',
      'spend 1',
      '500 free tokens for joining',
    ]);
    expect(second.nextCursor).toBeNull();
    expect(JSON.stringify(await transactionsOf(other))).not.toContain('spend');
    expect((await t.call('GET', '/api/v1/tokens/transactions?limit=0', { token: m.accessToken })).status).toBe(400);
    expect((await t.call('GET', '/api/v1/tokens/transactions?before=abc', { token: m.accessToken })).status).toBe(400);
  });
});

describe('admin movements', () => {
  it('setting a balance writes an admin_adjustment for the difference, and nothing when equal', async () => {
    const m = await t.member();
    await setBalance(m, 800);
    await setBalance(m, 800);
    await setBalance(m, 150);
    const { transactions } = await transactionsOf(m);
    expect(transactions.map((row: { amount: number; type: string }) => [row.type, row.amount])).toEqual([
      ['admin_adjustment', -650],
      ['admin_adjustment', 300],
      ['signup_grant', 500],
    ]);
    await expect(asRole(t.db.api, 'admin', adminClaims, `select public.admin_set_balance('${m.id}', -1)`)).rejects.toMatchObject({
      code: 'TKV02',
      message: 'The balance must be a whole number of at least 0',
    });
  });

  it('a refund gives back one deduction, once', async () => {
    const m = await t.member();
    await deduct(m, { tokensToDeduct: 100 });
    const spent = (await transactionsOf(m)).transactions[0].id;
    for (let i = 0; i < 2; i++) await asRole(t.db.api, 'admin', adminClaims, `select public.refund_tokens(${spent})`);
    expect((await balanceOf(m)).tokens).toBe(500);
    const { transactions } = await transactionsOf(m);
    expect(transactions[0]).toMatchObject({ type: 'refund', amount: 100, description: 'Refund: Used 100 tokens for generation' });
    expect(transactions.filter((row: { type: string }) => row.type === 'refund')).toHaveLength(1);
    const grant = transactions.find((row: { type: string }) => row.type === 'signup_grant').id;
    await expect(asRole(t.db.api, 'admin', adminClaims, `select public.refund_tokens(${grant})`)).rejects.toMatchObject({ code: '22023' });
  });

  it('an admin grant adds tokens with its description', async () => {
    const m = await t.member();
    await asRole(t.db.api, 'admin', adminClaims, `select public.admin_grant_tokens('${m.id}', 250, 'Contest prize')`);
    expect((await transactionsOf(m)).transactions[0]).toMatchObject({ type: 'admin_grant', amount: 250, description: 'Contest prize' });
    expect((await balanceOf(m)).tokens).toBe(750);
  });
});

describe('a member cannot move tokens or write the ledger by SQL (role member, forged claims)', () => {
  let m: Member;
  beforeAll(async () => {
    m = await t.member();
  });
  const claims = () => ({ sub: m.id, role: 'admin', email: m.email });

  it.each([
    [
      'insert a ledger row',
      () =>
        `insert into token_transactions (user_id, amount, transaction_type, description) values ('${m.id}', 5000, 'purchase', 'free money')`,
    ],
    ['update a ledger row', () => `update token_transactions set amount = 5000 where user_id = '${m.id}'`],
    ['delete ledger rows', () => `delete from token_transactions where user_id = '${m.id}'`],
    ['update the balance', () => `update user_profiles set tokens = 5000 where id = '${m.id}'`],
    ['call the internal move function', () => `select public.move_tokens('${m.id}', 5000, 'purchase', 'x', null)`],
    ['set its own balance', () => `select public.admin_set_balance('${m.id}', 5000)`],
    ['grant itself tokens', () => `select public.admin_grant_tokens('${m.id}', 5000)`],
    ['take the welcome grant again', () => `select auth.grant_signup_tokens('${m.id}', 5000)`],
    ['refund itself', () => `select public.refund_tokens(1)`],
    ['credit a payment', () => `select public.credit_payment('paypal', 'x', 'y', 19.00, 'USD')`],
    [
      'insert a payment',
      () =>
        `insert into payments (user_id, provider, order_id, amount, currency, tokens) values ('${m.id}', 'paypal', 'x', 1, 'USD', 5000)`,
    ],
  ])('%s: refused', async (_name, query) => {
    await expect(asRole(t.db.api, 'member', claims(), query())).rejects.toMatchObject({ code: '42501' });
    expect((await balanceOf(m)).tokens).toBe(500);
  });

  it('a member reads only its own ledger rows', async () => {
    const rows = await asRole<{ user_id: string }>(
      t.db.api,
      'member',
      { sub: m.id, role: 'member' },
      'select distinct user_id from token_transactions',
    );
    expect(rows).toEqual([{ user_id: m.id }]);
    expect(await asRole(t.db.api, 'member', { role: 'member' }, 'select * from token_transactions')).toEqual([]);
  });
});
