import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { asRole } from '../test/ledger';

/**
 * GET /api/v1/admin/audit: the audit log newest first, filtered by action (a name or its first
 * parts), by a part of the actor's e-mail, by subject id and by time range, in keyset pages that
 * never repeat or skip an entry.
 */

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  member = await t.member();
  const claims = { sub: admin.id, role: 'admin', email: admin.email };
  await asRole(t.db.api, 'admin', claims, `select public.admin_grant_tokens('${member.id}', 5)`);
  await asRole(t.db.api, 'admin', claims, `select public.admin_set_balance('${member.id}', 100)`);
  await asRole(t.db.api, 'admin', claims, `select public.admin_grant_tokens('${member.id}', 7)`);
  await t.call('PUT', '/api/v1/admin/settings', { token: admin.accessToken, body: { freeLimits: { perIp: 11 } } });
});
afterAll(async () => {
  await t?.close();
});

const audit = (query = '') => t.call('GET', `/api/v1/admin/audit${query}`, { token: admin.accessToken });

describe('GET /api/v1/admin/audit', () => {
  it('answers every entry newest first, naming the actor, the subject (with its e-mail) and the details', async () => {
    const res = await audit();
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'settings.update',
      'tokens.grant',
      'tokens.set_balance',
      'tokens.grant',
    ]);
    expect(res.body.entries[1]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { id: admin.id, email: admin.email },
      action: 'tokens.grant',
      subjectType: 'user',
      subjectId: member.id,
      subjectEmail: member.email,
      details: { amount: 7, balance: 107 },
    });
    expect(res.body.entries[0]).toMatchObject({
      subjectType: 'settings',
      subjectId: null,
      subjectEmail: null,
      details: { changes: { 'freeLimits.perIp': { from: null, to: 11 } } },
    });
  });

  it.each([
    ['?action=tokens', ['tokens.grant', 'tokens.set_balance', 'tokens.grant']],
    ['?action=tokens.grant', ['tokens.grant', 'tokens.grant']],
    ['?action=token', []],
    ['?action=settings', ['settings.update']],
  ])('filters by action %s', async (query, actions) => {
    const res = await audit(query);
    expect(res.body.entries.map((entry: { action: string }) => entry.action)).toEqual(actions);
  });

  it('filters by a part of the actor e-mail in any case, and by subject id', async () => {
    const byActor = await audit(`?actor=${encodeURIComponent(admin.email.slice(0, 12).toUpperCase())}`);
    expect(byActor.body.entries).toHaveLength(4);
    expect((await audit('?actor=nobody-such')).body.entries).toEqual([]);
    const bySubject = await audit(`?subject=${member.id}`);
    expect(bySubject.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'tokens.grant',
      'tokens.set_balance',
      'tokens.grant',
    ]);
  });

  it('filters by time range, from inclusive and to exclusive', async () => {
    const all = (await audit()).body.entries as Array<{ at: string }>;
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await audit(`?from=${future}`)).body.entries).toEqual([]);
    expect((await audit(`?to=${encodeURIComponent(all.at(-1)!.at)}`)).body.entries).toEqual([]);
    expect((await audit(`?from=${encodeURIComponent(all.at(-1)!.at)}&to=${future}`)).body.entries).toHaveLength(4);
  });

  it('pages newest first with a cursor, never repeating or skipping an entry', async () => {
    const all = (await audit()).body.entries.map((entry: { id: string }) => entry.id);
    const first = await audit('?limit=3');
    expect(first.body.entries).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await audit(`?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.entries, ...second.body.entries].map((entry: { id: string }) => entry.id)).toEqual(all);
  });

  it.each([
    ['?action=Tokens!', 'The action filter must be an action name or its first part, such as tokens or report.remove'],
    [`?actor=${'a'.repeat(255)}`, 'The actor filter must be at most 254 characters'],
    [`?subject=${'s'.repeat(201)}`, 'The subject filter must be at most 200 characters'],
    ['?from=yesterday', 'The start of the time range must be a date and time such as 2026-11-25T00:00:00Z'],
    ['?to=2026-13-01', 'The end of the time range must be a date and time such as 2026-11-25T00:00:00Z'],
    ['?from=2026-11-25T10:00:00Z&to=2026-11-25T09:00:00Z', 'The start of the time range must be before its end'],
    ['?cursor=2026-11-25T10:00:00.000000Z_12', 'Invalid page cursor'],
    ['?cursor=12abc', 'Invalid page cursor'],
    ['?limit=0', 'The limit must be a whole number from 1 to 100'],
    ['?limit=101', 'The limit must be a whole number from 1 to 100'],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await audit(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
  });
});

describe('the order of the audit log', () => {
  it('lists 20 concurrent balance changes of one member in the order they happened: each one starts from where the one below ended, and the newest ends at the balance', async () => {
    const subject = await t.member();
    const balances = Array.from({ length: 20 }, (_, index) => 1000 + index);
    const replies = await Promise.all(
      balances.map((tokens) => t.call('PUT', `/api/v1/admin/users/${subject.id}/tokens`, { token: admin.accessToken, body: { tokens } })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));

    const res = await audit(`?subject=${subject.id}&action=tokens.set_balance&limit=100`);
    const entries = res.body.entries as Array<{ at: string; details: { from: number; to: number } }>;
    expect(entries).toHaveLength(20);
    const breaks = entries.slice(0, -1).flatMap((entry, index) => (entry.details.from === entries[index + 1]!.details.to ? [] : [index]));
    expect(breaks).toEqual([]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const balance = (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', subject.id).executeTakeFirstOrThrow())
      .tokens;
    expect(entries[0]!.details.to).toBe(balance);
    expect(entries.map((entry) => entry.details.to).sort()).toEqual(balances.map(String).sort().map(Number));
  });
});
