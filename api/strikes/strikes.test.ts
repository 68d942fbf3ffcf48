import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { asRole, ledgerMismatches } from '../test/ledger';

/**
 * Strikes: refused prompts are counted per account (or anonymous browser) over a rolling 24 hours.
 * The 4th carries a warning, the 6th lists the account in the review queue, the 9th suspends
 * generation until the administrator lifts it; every later submit of that account is refused 403
 * before anything is spent. Lifting starts the count again.
 */

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
});
afterAll(async () => {
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  await t?.close();
});

/** A prompt the content policy refuses (a school setting, rule school_level). */
const REFUSED = 'a middle school classroom at noon';
const ALLOWED = 'A quiet harbour at dawn';
const REFUSAL =
  'This prompt is not allowed: sexual content involving minors is prohibited. Nothing was charged and the attempt has been recorded.';
const WARNING = 'Repeated refused prompts may suspend your access to generation.';
const SUSPENDED = 'Generation is suspended for this account after repeated refused prompts. An administrator will review it.';
const SUSPENDED_BROWSER = 'Generation is suspended for this browser after repeated refused prompts. An administrator will review it.';

const asMember = (member: Member, prompt: string, tool = 'free-flux') =>
  t.call('POST', '/api/v1/generations', { token: member.accessToken, body: { tool, params: { prompt } } });
const asBrowser = (client: string, prompt: string) =>
  t.call('POST', '/api/v1/generations', { headers: { 'x-client-id': client }, body: { tool: 'free-flux', params: { prompt } } });
const flags = async () => (await t.call('GET', '/api/v1/admin/flags', { token: admin.accessToken })).body;
const auditOf = async (subjectId: string) =>
  (
    await sql<{ actor_id: string | null; action: string; subject_type: string; details: Record<string, unknown> }>`
      select actor_id, action, subject_type, details from public.audit_log where subject_id = ${subjectId} order by id`.execute(t.db.owner)
  ).rows;
const balanceOf = async (member: Member) =>
  (await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens as number;

describe('refused prompts of one account', () => {
  it('the ninth refused prompt in 24 hours suspends generation for that account until the administrator lifts it', async () => {
    const member = await t.member();
    const other = await t.member();
    const replies = [];
    for (let i = 1; i <= 9; i++) replies.push(await asMember(member, REFUSED));
    expect(replies.map((reply) => reply.status)).toEqual(Array(9).fill(422));
    expect(replies.map((reply) => reply.body.error.message)).toEqual(Array(9).fill(REFUSAL));
    // 1 to 3 plain, 4 to 8 with the warning, the 9th says generation is suspended.
    expect(replies.map((reply) => reply.body.error.warning ?? null)).toEqual([
      null,
      null,
      null,
      WARNING,
      WARNING,
      WARNING,
      WARNING,
      WARNING,
      SUSPENDED,
    ]);

    // Every later submit is refused with 403, any tool, allowed prompt or not, and nothing is spent.
    for (const [prompt, tool] of [
      [ALLOWED, 'free-flux'],
      [ALLOWED, 'text-to-video'],
      [REFUSED, 'free-flux'],
    ] as const) {
      const res = await asMember(member, prompt, tool);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', message: SUSPENDED });
    }
    expect(await balanceOf(member)).toBe(500);
    expect(await t.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    // A different account is unaffected.
    expect((await asMember(other, ALLOWED)).status).toBe(202);

    // The review queue lists it with its e-mail, count, prompts and suspension.
    const listed = (await flags()).accounts.find((account: { userId: string }) => account.userId === member.id);
    expect(listed).toMatchObject({ email: member.email, clientHash: null, refusals: 10, reason: '9 refused prompts within 24 hours' });
    expect(listed.suspendedAt).toEqual(expect.any(String));
    expect(listed.recentPrompts).toHaveLength(3);
    expect(listed.recentPrompts[0]).toMatchObject({ tool: 'free-flux', rule: 'school_level', prompt: REFUSED });

    const audit = await auditOf(member.id);
    expect(audit.filter((entry) => entry.action === 'prompt.refused')).toHaveLength(10);
    expect(audit.find((entry) => entry.action === 'prompt.refused')).toMatchObject({
      actor_id: member.id,
      subject_type: 'user',
      details: { tool: 'free-flux', rule: 'school_level', policyVersion: expect.any(String) },
    });
    expect(audit.filter((entry) => entry.action === 'account.suspend')).toEqual([
      { actor_id: null, action: 'account.suspend', subject_type: 'user', details: { refusals: 9, threshold: 8, windowHours: 24 } },
    ]);

    // Lifted: an allowed prompt is accepted again, and the earlier refusals no longer count.
    const lift = await t.call('POST', '/api/v1/admin/suspensions/lift', { token: admin.accessToken, body: { userId: member.id } });
    expect(lift.status).toBe(200);
    expect(lift.body).toEqual({ lifted: true });
    expect((await auditOf(member.id)).filter((entry) => entry.action === 'account.lift')).toEqual([
      { actor_id: admin.id, action: 'account.lift', subject_type: 'user', details: { refusals: 9, suspendedAt: expect.any(String) } },
    ]);
    expect((await asMember(member, ALLOWED)).status).toBe(202);
    const fresh = await asMember(member, REFUSED);
    expect(fresh.status).toBe(422);
    expect(fresh.body.error.warning).toBeUndefined();
    expect((await flags()).accounts.map((account: { userId: string }) => account.userId)).not.toContain(member.id);
    // Lifting again finds nothing to lift and records nothing.
    const again = await t.call('POST', '/api/v1/admin/suspensions/lift', { token: admin.accessToken, body: { userId: member.id } });
    expect(again.body).toEqual({ lifted: false });
    expect((await auditOf(member.id)).filter((entry) => entry.action === 'account.lift')).toHaveLength(1);
  });

  it('the sixth refused prompt lists the account in the review queue, not suspended; the fifth does not', async () => {
    const member = await t.member();
    for (let i = 1; i <= 5; i++) await asMember(member, REFUSED);
    expect((await flags()).accounts.map((account: { userId: string }) => account.userId)).not.toContain(member.id);
    await asMember(member, REFUSED);
    const listed = (await flags()).accounts.find((account: { userId: string }) => account.userId === member.id);
    expect(listed).toMatchObject({ email: member.email, refusals: 6, suspendedAt: null });
    expect((await flags()).thresholds).toEqual({ warnAbove: 3, flagAbove: 5, suspendAbove: 8, windowHours: 24 });
    expect((await asMember(member, ALLOWED)).status).toBe(202);
  });

  it('refusals older than the window do not count', async () => {
    const member = await t.member();
    for (let i = 1; i <= 8; i++) await asMember(member, REFUSED);
    await sql`update public.moderation_events set created_at = now() - interval '25 hours' where user_id = ${member.id}`.execute(
      t.db.owner,
    );
    const next = await asMember(member, REFUSED);
    expect(next.status).toBe(422);
    expect(next.body.error.warning).toBeUndefined();
  });

  it('30 refused prompts from one account at once: exactly one active suspension, 30 events recorded, no server error', async () => {
    const member = await t.member();
    const replies = await Promise.all(Array.from({ length: 30 }, () => asMember(member, REFUSED)));
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.every((reply) => reply.status === 422 || reply.status === 403)).toBe(true);
    const suspensions = await t.db.owner.selectFrom('generation_suspensions').selectAll().where('user_id', '=', member.id).execute();
    expect(suspensions).toHaveLength(1);
    expect(suspensions[0]!.lifted_at).toBeNull();
    const events = await t.db.owner.selectFrom('moderation_events').select('id').where('user_id', '=', member.id).execute();
    expect(events).toHaveLength(30);
    expect(replies.filter((reply) => reply.body.error.warning === SUSPENDED)).toHaveLength(1);
    expect((await auditOf(member.id)).filter((entry) => entry.action === 'account.suspend')).toHaveLength(1);
  });
});

describe('an anonymous browser', () => {
  it('is counted by its client hash: with the thresholds lowered, its third refusal suspends it and no other browser', async () => {
    const put = (body: unknown) => t.call('PUT', '/api/v1/admin/settings', { token: admin.accessToken, body });
    expect((await put({ strikes: { warnAbove: 1, flagAbove: 1, suspendAbove: 2 } })).status).toBe(200);
    try {
      const client = randomBytes(16).toString('base64url');
      const hash = createHash('sha256').update(client).digest('hex');
      const first = await asBrowser(client, REFUSED);
      const second = await asBrowser(client, REFUSED);
      const third = await asBrowser(client, REFUSED);
      expect([first.body.error.warning, second.body.error.warning, third.body.error.warning]).toEqual([
        undefined,
        WARNING,
        SUSPENDED_BROWSER,
      ]);
      const blocked = await asBrowser(client, ALLOWED);
      expect(blocked.status).toBe(403);
      expect(blocked.body.error.message).toBe(SUSPENDED_BROWSER);
      expect((await asBrowser(randomBytes(16).toString('base64url'), ALLOWED)).status).toBe(202);

      const listed = (await flags()).accounts.find((account: { clientHash: string | null }) => account.clientHash === hash);
      expect(listed).toMatchObject({ userId: null, email: null, refusals: 3 });
      expect((await auditOf(hash)).map((entry) => [entry.action, entry.actor_id, entry.subject_type])).toEqual([
        ['prompt.refused', null, 'client'],
        ['prompt.refused', null, 'client'],
        ['prompt.refused', null, 'client'],
        ['account.suspend', null, 'client'],
      ]);
      const lift = await t.call('POST', '/api/v1/admin/suspensions/lift', { token: admin.accessToken, body: { clientHash: hash } });
      expect(lift.body).toEqual({ lifted: true });
      expect((await asBrowser(client, ALLOWED)).status).toBe(202);
    } finally {
      await put({ strikes: { warnAbove: null, flagAbove: null, suspendAbove: null } });
    }
  });
});

describe('lifting', () => {
  it.each([
    [{}, 'Name either a userId or a clientHash'],
    [{ userId: '00000000-0000-4000-8000-000000000000', clientHash: 'a'.repeat(64) }, 'Name either a userId or a clientHash'],
    [{ userId: 'someone' }, 'The userId must be a user id'],
    [{ clientHash: 'ABC' }, 'The clientHash must be a client hash'],
    [{ userId: '00000000-0000-4000-8000-000000000000', note: 'x' }, 'Name either a userId or a clientHash'],
  ])('refuses %j with 400 %j', async (body, message) => {
    const res = await t.call('POST', '/api/v1/admin/suspensions/lift', { token: admin.accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
  });

  it('30 lifts of one suspension at once: one lifts it and is recorded, the others find nothing to lift', async () => {
    const member = await t.member();
    for (let i = 1; i <= 9; i++) await asMember(member, REFUSED);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('POST', '/api/v1/admin/suspensions/lift', { token: admin.accessToken, body: { userId: member.id } }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(replies.filter((reply) => reply.body.lifted === true)).toHaveLength(1);
    expect((await auditOf(member.id)).filter((entry) => entry.action === 'account.lift')).toHaveLength(1);
    expect((await asMember(member, ALLOWED)).status).toBe(202);
  });

  it('is refused to a member by the database, even with an admin claim, and so is the flag list', async () => {
    const member = await t.member();
    for (let i = 1; i <= 9; i++) await asMember(member, REFUSED);
    for (const statement of [
      `select public.admin_lift_suspension('${member.id}', null)`,
      'select public.admin_flagged_accounts(5, 24)',
      'select * from public.generation_suspensions',
    ]) {
      await expect(asRole(t.db.api, 'member', { sub: member.id, role: 'admin' }, statement), statement).rejects.toThrow(
        /permission denied/,
      );
    }
    await expect(
      asRole(
        t.db.api,
        'member',
        { sub: member.id, role: 'member' },
        `select public.record_refusal('${member.id}', null, null, 'free-flux', 'x', 'x', 'x', null, 'x', 1, 1, 1, 1)`,
      ),
    ).rejects.toThrow(/permission denied/);
    const active = await t.db.owner
      .selectFrom('generation_suspensions')
      .select('id')
      .where('user_id', '=', member.id)
      .where('lifted_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });
});
