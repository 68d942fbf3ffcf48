import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';

/**
 * Paid submits of one member arriving together: each ends accepted (202) or refused for lack of
 * tokens (402), never a 500 from a deadlock, and exactly the tokens of the accepted ones are spent.
 */

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

async function uploadFor(member: Member): Promise<string> {
  const form = new FormData();
  form.set('tool', 'image-to-image');
  form.set('consent', 'true');
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${t.url}/api/v1/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${member.accessToken}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Spends down to `tokens` through the ledger, as a member would. */
async function leaveBalance(member: Member, tokens: number): Promise<void> {
  const res = await t.call('POST', '/api/v1/tokens/deduct', { token: member.accessToken, body: { tokensToDeduct: 500 - tokens } });
  expect(res.status).toBe(200);
  expect(res.body.newBalance).toBe(tokens);
}

const submit = (member: Member, uploadId: string, n: number, numImages = 1) =>
  t.call('POST', '/api/v1/generations', {
    token: member.accessToken,
    body: { tool: 'image-to-image', params: { uploadId, prompt: `Watercolour version, variation ${n}`, numImages } },
  });

describe('concurrent paid submits by one member', () => {
  it('30 image-to-image submits at once on a balance for 3 give 3 × 202 and 27 × 402, no 500', async () => {
    const member = await t.member();
    const uploadId = await uploadFor(member);
    await leaveBalance(member, 21);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => submit(member, uploadId, n)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(3).fill(202), ...Array(27).fill(402)]);
    for (const refused of answers.filter((answer) => answer.status === 402)) {
      expect(refused.body.error).toMatchObject({ code: 'insufficient_tokens', message: 'Insufficient tokens' });
    }
    expect((await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens).toBe(0);
    const { rows } = await sql<{ n: string }>`select count(*) as n from generations where user_id = ${member.id}`.execute(t.db.owner);
    expect(Number(rows[0]!.n)).toBe(3);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });

  it('30 submits of 1 to 4 images each (7 tokens per image) at once on 50 tokens: what is accepted costs at most the balance, each in one ledger row, never below 0', async () => {
    const member = await t.member();
    const uploadId = await uploadFor(member);
    await leaveBalance(member, 50);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => submit(member, uploadId, n, (n % 4) + 1)));
    expect(answers.every((answer) => answer.status === 202 || answer.status === 402)).toBe(true);
    const accepted = answers.filter((answer) => answer.status === 202);
    const spent = accepted.reduce((sum, answer) => sum + (answer.body.cost as number), 0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(50);
    const balance = (await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens as number;
    expect(balance).toBe(50 - spent);
    // Nothing smaller was refused while it still fitted: what is left is under the cost of the cheapest refused submit.
    const refusedCosts = answers.flatMap((answer, n) => (answer.status === 402 ? [7 * ((n % 4) + 1)] : []));
    expect(balance).toBeLessThan(Math.min(...refusedCosts));
    const { rows } = await sql<{
      amount: number;
    }>`select amount from token_transactions where user_id = ${member.id} and transaction_type = 'deduction' order by id`.execute(
      t.db.owner,
    );
    // The first deduction left the balance at 50; one more per accepted job, of its cost.
    expect(
      rows
        .slice(1)
        .map((row) => -row.amount)
        .sort(),
    ).toEqual(accepted.map((answer) => answer.body.cost as number).sort());
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  });
});
