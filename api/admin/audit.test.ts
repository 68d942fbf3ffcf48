import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { asRole, ledgerMismatches } from '../test/ledger';
import { auditEntriesAbout } from '../test/audit';

/**
 * What outlives an account and what records an administrator's actions: the ledger and payments of a
 * deleted user stay (user cleared), and the audit log is written by the acting SQL function, read by
 * the administrator only, and cannot be changed or emptied by anyone, its owner included.
 */

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
});
afterEach(async () => {
  expect(await ledgerMismatches(t.db.owner)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

const adminClaims = () => ({ sub: admin.id, role: 'admin', email: admin.email });

const auditOf = (subjectId: string) => auditEntriesAbout(t.db.owner, subjectId);

describe('an administrator setting a balance', () => {
  it('from 500 to 120 and then to 500 writes one admin_adjustment each, naming the administrator, and an audit entry each', async () => {
    const member = await t.member();
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_set_balance('${member.id}', 120)`);
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_set_balance('${member.id}', 500)`);
    const { rows } = await sql<{ amount: number; transaction_type: string; description: string }>`
      select amount, transaction_type, description from public.token_transactions
      where user_id = ${member.id} and transaction_type = 'admin_adjustment' order by id`.execute(t.db.owner);
    expect(rows).toEqual([
      { amount: -380, transaction_type: 'admin_adjustment', description: `Balance set from 500 to 120 by ${admin.email}` },
      { amount: 380, transaction_type: 'admin_adjustment', description: `Balance set from 120 to 500 by ${admin.email}` },
    ]);
    expect(await auditOf(member.id)).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'tokens.set_balance',
        subject_type: 'user',
        subject_id: member.id,
        details: { from: 500, to: 120, amount: -380 },
      },
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'tokens.set_balance',
        subject_type: 'user',
        subject_id: member.id,
        details: { from: 120, to: 500, amount: 380 },
      },
    ]);
  });

  it('to the balance it already has writes neither a ledger row nor an audit entry', async () => {
    const member = await t.member();
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_set_balance('${member.id}', 500)`);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('refused (a negative balance) records nothing', async () => {
    const member = await t.member();
    await expect(asRole(t.db.api, 'admin', adminClaims(), `select public.admin_set_balance('${member.id}', -1)`)).rejects.toMatchObject({
      code: 'TKV02',
      message: 'The balance must be a whole number of at least 0',
    });
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('granting tokens is recorded with the amount and the new balance', async () => {
    const member = await t.member();
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_grant_tokens('${member.id}', 25)`);
    expect(await auditOf(member.id)).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'tokens.grant',
        subject_type: 'user',
        subject_id: member.id,
        details: { amount: 25, balance: 525 },
      },
    ]);
  });
});

describe('the audit log', () => {
  let entryId: string;
  beforeAll(async () => {
    const member = await t.member();
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_grant_tokens('${member.id}', 5)`);
    const { rows } = await sql<{ id: string }>`select id from public.audit_log where subject_id = ${member.id}`.execute(t.db.owner);
    entryId = rows[0]!.id;
  });

  it.each([
    ['update an entry', () => `update public.audit_log set action = 'tokens.nothing' where id = ${entryId}`],
    ['delete an entry', () => `delete from public.audit_log where id = ${entryId}`],
    ['empty the log', () => 'truncate public.audit_log'],
  ])('the owner cannot %s', async (_name, statement) => {
    await expect(sql.raw(statement()).execute(t.db.owner)).rejects.toThrow(/append-only|permission denied/);
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from public.audit_log where id = ${entryId}`.execute(t.db.owner)).rows,
    ).toEqual([{ n: 1 }]);
  });

  it.each(['anon', 'member', 'admin', 'auth_service', 'payment_service'])(
    '%s cannot update, delete, insert or write through record_audit',
    async (role) => {
      const claims = role === 'admin' ? adminClaims() : { sub: admin.id, role };
      for (const statement of [
        `update public.audit_log set action = 'tokens.nothing' where id = ${entryId}`,
        `delete from public.audit_log where id = ${entryId}`,
        `insert into public.audit_log (action) values ('tokens.forged')`,
        `select public.record_audit('tokens.forged', 'user', 'x')`,
      ]) {
        await expect(asRole(t.db.api, role, claims, statement), `${role}: ${statement}`).rejects.toThrow(/permission denied|append-only/);
      }
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from public.audit_log where action = 'tokens.forged'`.execute(
        t.db.owner,
      );
      expect(rows).toEqual([{ n: 0 }]);
    },
  );

  it('is read by the administrator, and by nobody else', async () => {
    const asAdmin = await asRole<{ id: string }>(t.db.api, 'admin', adminClaims(), `select id from public.audit_log where id = ${entryId}`);
    expect(asAdmin).toEqual([{ id: entryId }]);
    const member = await t.member();
    await expect(asRole(t.db.api, 'member', { sub: member.id, role: 'member' }, 'select * from public.audit_log')).rejects.toThrow(
      /permission denied/,
    );
    await expect(asRole(t.db.api, 'anon', { role: 'anon' }, 'select * from public.audit_log')).rejects.toThrow(/permission denied/);
  });
});

describe('deleting a user', () => {
  it('keeps its ledger rows and payments for the accounts, with the user cleared; other balances still match their ledgers', async () => {
    const gone = await t.member();
    const stays = await t.member();
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_grant_tokens('${gone.id}', 40)`);
    await sql`insert into public.payments (user_id, provider, order_id, amount, currency, tokens, status)
      values (${gone.id}, 'paypal', ${`order-${gone.id}`}, 19.00, 'USD', 1000, 'created')`.execute(t.db.owner);
    const ledgerIds = (
      await sql<{ id: string }>`select id from public.token_transactions where user_id = ${gone.id} order by id`.execute(t.db.owner)
    ).rows.map((row) => row.id);
    expect(ledgerIds).toHaveLength(2);

    await sql`delete from auth.users where id = ${gone.id}`.execute(t.db.owner);

    const kept = await sql<{ id: string; user_id: string | null; amount: number }>`
      select id, user_id, amount from public.token_transactions where id = any(${ledgerIds}::bigint[]) order by id`.execute(t.db.owner);
    expect(kept.rows).toEqual([
      { id: ledgerIds[0], user_id: null, amount: 500 },
      { id: ledgerIds[1], user_id: null, amount: 40 },
    ]);
    const payment = await sql<{ user_id: string | null; tokens: number }>`
      select user_id, tokens from public.payments where order_id = ${`order-${gone.id}`}`.execute(t.db.owner);
    expect(payment.rows).toEqual([{ user_id: null, tokens: 1000 }]);
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from public.user_profiles where id = ${gone.id}`.execute(t.db.owner)).rows,
    ).toEqual([{ n: 0 }]);
    // The audit entry about the deleted user stays too: it names the user by id only.
    expect(await auditOf(gone.id)).toHaveLength(1);
    const still = await sql<{ tokens: number }>`select tokens from public.user_profiles where id = ${stays.id}`.execute(t.db.owner);
    expect(still.rows).toEqual([{ tokens: 500 }]);
  });
});

describe("a report decision's audit entry", () => {
  it('is written by admin_decide_report as the administrator, and no role can change or remove it, the owner included', async () => {
    const { rows } = await sql<{ id: string }>`
      insert into public.reports (item_id, item_title, item_filename, reason, reporter_ip_hash)
      values (gen_random_uuid(), 'Reported item', 'reported/item.jpg', 'other', repeat('a', 64)) returning id`.execute(t.db.owner);
    const reportId = rows[0]!.id;
    await asRole(t.db.api, 'admin', adminClaims(), `select public.admin_decide_report('${reportId}', 'keep', 'Fine as it is')`);
    const [entry] = await auditOf(reportId);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'report.keep',
      subject_type: 'report',
      details: { note: 'Fine as it is' },
    });
    const statements = [
      `update public.audit_log set details = '{}' where subject_id = '${reportId}'`,
      `delete from public.audit_log where subject_id = '${reportId}'`,
    ];
    for (const role of ['anon', 'member', 'admin', 'auth_service', 'payment_service']) {
      const claims = role === 'admin' ? adminClaims() : { sub: admin.id, role };
      for (const statement of statements) {
        await expect(asRole(t.db.api, role, claims, statement), `${role}: ${statement}`).rejects.toThrow(/permission denied|append-only/);
      }
    }
    for (const statement of statements) await expect(sql.raw(statement).execute(t.db.owner)).rejects.toThrow(/append-only/);
    expect(await auditOf(reportId)).toEqual([entry]);
  });
});
