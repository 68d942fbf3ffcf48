import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { pruneAuthData } from './maintenance';

/** Housekeeping removes dead sessions, links and counters, and never a session still in use. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refresh = (cookie: string) => t.call('POST', '/api/v1/auth/refresh', { cookie });

describe('pruneAuthData', () => {
  it('keeps live sessions (even when their oldest tokens expired) and removes dead ones with their tokens', async () => {
    const [live, idle, signedOut] = await Promise.all([t.member(), t.member(), t.member()]);
    // The live session's first token is long expired, its newest is current.
    const rotated = await refresh(live.refreshCookie);
    await sql`update auth.refresh_tokens set expires_at = now() - interval '40 days', created_at = now() - interval '70 days'
              where used_at is not null and session_id in (select id from auth.sessions where user_id = ${live.id})`.execute(t.db.owner);
    await sql`update auth.refresh_tokens set expires_at = now() - interval '2 days'
              where session_id in (select id from auth.sessions where user_id = ${idle.id})`.execute(t.db.owner);
    await t.call('POST', '/api/v1/auth/sign-out', { cookie: signedOut.refreshCookie });
    await sql`update auth.sessions set revoked_at = now() - interval '8 days' where user_id = ${signedOut.id}`.execute(t.db.owner);

    const result = await pruneAuthData(t.db.owner);
    expect(result.sessions).toBe(2);
    const { rows } = await sql<{ user_id: string; tokens: number }>`
      select s.user_id, count(r.id)::int as tokens from auth.sessions s left join auth.refresh_tokens r on r.session_id = s.id
      where s.user_id in (${live.id}, ${idle.id}, ${signedOut.id}) group by s.user_id`.execute(t.db.owner);
    expect(rows).toEqual([{ user_id: live.id, tokens: 2 }]);
    expect((await refresh(rotated.refreshCookie!)).status).toBe(200);
  });

  it('removes expired mailed links and old rate-limit rows, keeping current ones', async () => {
    const m = await t.member();
    await t.call('POST', '/api/v1/auth/password-reset', { body: { email: m.email } });
    await expect
      .poll(
        async () =>
          (await sql`select 1 from auth.email_tokens where user_id = ${m.id} and purpose = 'reset_password'`.execute(t.db.owner)).rows
            .length,
      )
      .toBe(1);
    await sql`update auth.email_tokens set expires_at = now() - interval '2 days' where user_id = ${m.id} and purpose = 'confirm_email'`.execute(
      t.db.owner,
    );
    await sql`insert into auth.rate_limits (bucket, key, window_started_at, hits) values ('sign-up', 'old', now() - interval '8 days', 3), ('sign-up', 'new', now(), 1)`.execute(
      t.db.owner,
    );
    await sql`insert into auth.sign_in_failures (key, failures, last_failed_at, blocked_until) values
      ('email:old@example.com', 9, now() - interval '8 days', now() - interval '8 days'),
      ('email:new@example.com', 9, now(), now() + interval '1 minute')`.execute(t.db.owner);

    await pruneAuthData(t.db.owner);
    const purposes = await sql<{ purpose: string }>`select purpose from auth.email_tokens where user_id = ${m.id}`.execute(t.db.owner);
    expect(purposes.rows.map((row) => row.purpose)).toEqual(['reset_password']);
    const limits = await sql<{ key: string }>`select key from auth.rate_limits where key in ('old', 'new')`.execute(t.db.owner);
    expect(limits.rows.map((row) => row.key)).toEqual(['new']);
    const failures = await sql<{
      key: string;
    }>`select key from auth.sign_in_failures where key like 'email:%@example.com' and key in ('email:old@example.com', 'email:new@example.com')`.execute(
      t.db.owner,
    );
    expect(failures.rows.map((row) => row.key)).toEqual(['email:new@example.com']);
  });
});
