import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, randomIp, type TestApp } from '../test/app';
import { asRole } from '../test/ledger';

/**
 * The run-time settings: the environment gives the defaults, the administrator overrides them through
 * the API (checked value by value and against each other, recorded in the audit log), and the next
 * request obeys the change, in this process at once and in another within 2 seconds.
 */

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ FREE_LIMIT_PER_IP: '7', FREE_LIMIT_WINDOW_SECONDS: '1800', STRIKE_WARN_ABOVE: '2', STRIKE_WINDOW_HOURS: '12' });
  admin = await t.admin();
});
afterAll(async () => {
  await t?.close();
});

const clientId = () => randomBytes(16).toString('base64url');
const put = (body: unknown) => t.call('PUT', '/api/v1/admin/settings', { token: admin.accessToken, body });
const get = () => t.call('GET', '/api/v1/admin/settings', { token: admin.accessToken });
const stored = async () =>
  (await sql<{ key: string; value: unknown }>`select key, value from public.site_settings order by key`.execute(t.db.owner)).rows;
const settingsAudit = async () =>
  (
    await sql<{ actor_email: string | null; details: Record<string, unknown> }>`
      select actor_email, details from public.audit_log where action = 'settings.update' order by id`.execute(t.db.owner)
  ).rows;
const reset = () =>
  put({
    freeLimits: { perIp: null, perMember: null, windowSeconds: null },
    strikes: { warnAbove: null, flagAbove: null, suspendAbove: null, windowHours: null },
    maintenance: {
      'free-flux': null,
      'free-remix': null,
      'image-to-image': null,
      'text-to-video': null,
      'image-to-video': null,
      'premium-text-to-image': null,
      'fast-photo': null,
    },
  });

describe('GET /api/v1/admin/settings', () => {
  it('answers the environment values as the defaults, none overridden', async () => {
    await reset();
    const res = await get();
    expect(res.status).toBe(200);
    const defaults = {
      freeLimits: { perIp: 7, perMember: 60, windowSeconds: 1800 },
      maintenance: {
        'free-flux': false,
        'free-remix': false,
        'image-to-image': false,
        'text-to-video': false,
        'image-to-video': false,
        'premium-text-to-image': false,
        'fast-photo': false,
        upscale: false,
        'remove-background': false,
      },
      strikes: { warnAbove: 2, flagAbove: 5, suspendAbove: 8, windowHours: 12 },
    };
    expect(res.body).toEqual({ values: defaults, defaults, overridden: [] });
  });
});

describe('PUT /api/v1/admin/settings', () => {
  it('overrides only the settings named, records each change with its old and new value, and shows them overridden', async () => {
    await reset();
    const before = (await settingsAudit()).length;
    const res = await put({ freeLimits: { perMember: 12 }, strikes: { flagAbove: 6, suspendAbove: 9 } });
    expect(res.status).toBe(200);
    expect(res.body.values.freeLimits).toEqual({ perIp: 7, perMember: 12, windowSeconds: 1800 });
    expect(res.body.values.strikes).toEqual({ warnAbove: 2, flagAbove: 6, suspendAbove: 9, windowHours: 12 });
    expect(res.body.defaults.strikes).toEqual({ warnAbove: 2, flagAbove: 5, suspendAbove: 8, windowHours: 12 });
    expect(res.body.overridden).toEqual(['freeLimits.perMember', 'strikes.flagAbove', 'strikes.suspendAbove']);
    expect(res.body.changes).toEqual({
      'freeLimits.perMember': { from: null, to: 12 },
      'strikes.flagAbove': { from: null, to: 6 },
      'strikes.suspendAbove': { from: null, to: 9 },
    });
    const audit = await settingsAudit();
    expect(audit.slice(before)).toEqual([
      {
        actor_email: admin.email,
        details: {
          changes: {
            'freeLimits.perMember': { from: null, to: 12 },
            'strikes.flagAbove': { from: null, to: 6 },
            'strikes.suspendAbove': { from: null, to: 9 },
          },
        },
      },
    ]);
    // The same values again change nothing and record nothing.
    const again = await put({ freeLimits: { perMember: 12 } });
    expect(again.body.changes).toEqual({});
    expect(await settingsAudit()).toHaveLength(before + 1);
    // null gives a setting back to the environment.
    const back = await put({ freeLimits: { perMember: null } });
    expect(back.body.values.freeLimits.perMember).toBe(60);
    expect(back.body.changes).toEqual({ 'freeLimits.perMember': { from: 12, to: null } });
    expect(back.body.overridden).toEqual(['strikes.flagAbove', 'strikes.suspendAbove']);
  });

  it.each([
    [{ freeLimits: { perIp: 0 } }, 'Free jobs per IP address must be a whole number from 1 to 100000'],
    [{ freeLimits: { perIp: 2.5 } }, 'Free jobs per IP address must be a whole number from 1 to 100000'],
    [{ freeLimits: { perIp: '10' } }, 'Free jobs per IP address must be a whole number from 1 to 100000'],
    [{ freeLimits: { perMember: 100001 } }, 'Free jobs per member must be a whole number from 1 to 100000'],
    [{ freeLimits: { windowSeconds: 59 } }, 'The free-limit window must be a whole number from 60 to 604800'],
    [{ strikes: { warnAbove: -3 } }, 'The warning threshold must be a whole number from 1 to 1000'],
    [{ strikes: { windowHours: 721 } }, 'The strike window must be a whole number from 1 to 720'],
    [{ strikes: { flagAbove: 1 } }, 'The flag threshold must be at least the warning threshold'],
    [{ strikes: { warnAbove: 6, flagAbove: 9 } }, 'The suspension threshold must be at least the flag threshold'],
    [{ strikes: { suspendAbove: 4 } }, 'The suspension threshold must be at least the flag threshold'],
    [{ maintenance: { 'free-flux': 'yes' } }, 'A maintenance switch must be true or false'],
    [{ maintenance: { 'tensor-art': true } }, 'Unknown setting: tensor-art'],
    [{ colours: { accent: 1 } }, 'Unknown setting: colours'],
    [[1, 2], 'The settings must be an object'],
  ])('refuses %j with 400 %j, changing nothing', async (body, message) => {
    await reset();
    await put({ freeLimits: { perIp: 9 } });
    const [rows, audit] = [await stored(), (await settingsAudit()).length];
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', message });
    expect(await stored()).toEqual(rows);
    expect(await settingsAudit()).toHaveLength(audit);
  });

  it('30 pairs of changes each valid alone but not together, sent at once: one wins, the other is refused with 400, and the thresholds never end in a forbidden order', async () => {
    for (let round = 0; round < 30; round += 1) {
      await reset();
      expect((await put({ strikes: { warnAbove: 3, flagAbove: 10, suspendAbove: 20 } })).status).toBe(200);
      const [warn, flag] = await Promise.all([put({ strikes: { warnAbove: 9 } }), put({ strikes: { flagAbove: 4 } })]);
      const statuses = [warn.status, flag.status].sort();
      expect(statuses).toEqual([200, 400]);
      const loser = warn.status === 400 ? warn : flag;
      expect(loser.body.error).toMatchObject({ code: 'bad_request', message: 'The flag threshold must be at least the warning threshold' });
      const values = Object.fromEntries((await stored()).map((row) => [row.key, row.value as number]));
      expect(values['strikes.warnAbove']!).toBeLessThanOrEqual(values['strikes.flagAbove']!);
      expect(values['strikes.flagAbove']!).toBeLessThanOrEqual(values['strikes.suspendAbove']!);
    }
  }, 60_000);

  it('30 identical changes at once all succeed and are recorded once', async () => {
    await reset();
    const before = (await settingsAudit()).length;
    const replies = await Promise.all(Array.from({ length: 30 }, () => put({ freeLimits: { perIp: 3 } })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(await settingsAudit()).toHaveLength(before + 1);
    expect(await stored()).toEqual([{ key: 'freeLimits.perIp', value: 3 }]);
  });
});

describe('a change applies to the very next request', () => {
  it('the free limit per IP: lowered to 2, the third free job from one address is refused at once; given back, it is accepted', async () => {
    await reset();
    const ip = randomIp();
    const submit = () =>
      t.call('POST', '/api/v1/generations', {
        ip,
        headers: { 'x-client-id': clientId() },
        body: { tool: 'free-flux', params: { prompt: 'A lighthouse at dusk' } },
      });
    expect((await put({ freeLimits: { perIp: 2 } })).status).toBe(200);
    expect((await submit()).status).toBe(202);
    expect((await submit()).status).toBe(202);
    const third = await submit();
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe('You have reached the free generation limit. Please wait 30 minutes before trying again.');
    expect((await put({ freeLimits: { perIp: null } })).status).toBe(200);
    expect((await submit()).status).toBe(202);
  });

  it('a maintenance switch: the paused tool refuses new jobs with 503 naming it, charging nothing, and the catalog says so; the others run', async () => {
    await reset();
    const member = await t.member();
    expect((await put({ maintenance: { 'text-to-video': true } })).status).toBe(200);
    const catalog = await t.call('GET', '/api/v1/catalog');
    expect(catalog.body.pausedTools).toEqual(['text-to-video']);
    const refused = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'Waves on a beach' } },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({
      code: 'under_maintenance',
      message: "Video generation is temporarily unavailable. We're working to restore service soon!",
    });
    expect(refused.headers.get('retry-after')).toBe('60');
    const balance = await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken });
    expect(balance.body.tokens).toBe(500);
    expect(
      (
        await t.call('POST', '/api/v1/generations', {
          token: member.accessToken,
          body: { tool: 'free-flux', params: { prompt: 'Waves on a beach' } },
        })
      ).status,
    ).toBe(202);

    expect((await put({ maintenance: { 'text-to-video': false } })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/catalog')).body.pausedTools).toEqual([]);
    expect(
      (
        await t.call('POST', '/api/v1/generations', {
          token: member.accessToken,
          body: { tool: 'text-to-video', params: { prompt: 'Waves on a beach' } },
        })
      ).status,
    ).toBe(202);
  });

  it('a paused image tool keeps its own words', async () => {
    await reset();
    const member = await t.member();
    expect((await put({ maintenance: { 'fast-photo': true } })).status).toBe(200);
    const refused = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'fast-photo', params: { prompt: 'A red door' } },
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      503,
      'Fast Photo Generator is under maintenance. Please try again later.',
    ]);
    await reset();
  });

  it('another process on the same database obeys the change within 2 seconds', async () => {
    await reset();
    const other = await createTestApp({}, { shareDatabaseOf: t });
    try {
      expect((await other.call('GET', '/api/v1/catalog')).body.pausedTools).toEqual([]);
      expect((await put({ maintenance: { 'free-remix': true } })).status).toBe(200);
      const started = Date.now();
      let paused: string[] = [];
      while (Date.now() - started < 4000) {
        paused = (await other.call('GET', '/api/v1/catalog')).body.pausedTools;
        if (paused.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(paused).toEqual(['free-remix']);
      expect(Date.now() - started).toBeLessThan(2600);
    } finally {
      await other.close();
      await reset();
    }
  });
});

describe('tools paused by MAINTENANCE_TOOLS', () => {
  it('stay paused whatever the switches say: listed in the catalog, refusing new jobs with 503 before anything is charged, their switch not to be turned off', async () => {
    await reset();
    const paused = await createTestApp({ MAINTENANCE_TOOLS: 'text-to-video,image-to-video' }, { shareDatabaseOf: t });
    try {
      expect((await paused.call('GET', '/api/v1/catalog')).body.pausedTools).toEqual(['text-to-video', 'image-to-video']);
      const member = await paused.member();
      for (const params of [{ prompt: 'Waves on a beach' }, { prompt: 'Waves on a beach', proMode: true }]) {
        const refused = await paused.call('POST', '/api/v1/generations', {
          token: member.accessToken,
          body: { tool: 'text-to-video', params },
        });
        expect(refused.status).toBe(503);
        expect(refused.body.error).toMatchObject({
          code: 'under_maintenance',
          message: "Video generation is temporarily unavailable. We're working to restore service soon!",
        });
      }
      expect((await paused.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens).toBe(500);
      expect(await paused.db.owner.selectFrom('generations').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
      const ledger = await paused.db.owner
        .selectFrom('token_transactions')
        .select('transaction_type')
        .where('user_id', '=', member.id)
        .execute();
      expect(ledger).toEqual([{ transaction_type: 'signup_grant' }]);

      // The administrator of that server sees the switch on and cannot turn it off.
      const boss = await paused.admin();
      const view = await paused.call('GET', '/api/v1/admin/settings', { token: boss.accessToken });
      expect(view.body.values.maintenance).toMatchObject({ 'text-to-video': true, 'image-to-video': true, 'free-flux': false });
      const off = await paused.call('PUT', '/api/v1/admin/settings', {
        token: boss.accessToken,
        body: { maintenance: { 'image-to-video': false } },
      });
      expect([off.status, off.body.error.message]).toEqual([
        400,
        "Image to Video is paused by the server's MAINTENANCE_TOOLS setting and stays paused until that setting is changed.",
      ]);
      // A stored switch set off (by another server, say) does not unpause it here.
      await sql`insert into public.site_settings (key, value) values ('maintenance.text-to-video', 'false'::jsonb)
        on conflict (key) do update set value = excluded.value`.execute(paused.db.owner);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await paused.call('GET', '/api/v1/catalog')).body.pausedTools).toEqual(['text-to-video', 'image-to-video']);
      expect(
        (
          await paused.call('POST', '/api/v1/generations', {
            token: member.accessToken,
            body: { tool: 'text-to-video', params: { prompt: 'x' } },
          })
        ).status,
      ).toBe(503);
      // The other server, without the setting, is not paused by it.
      expect((await t.call('GET', '/api/v1/catalog')).body.pausedTools).toEqual([]);
    } finally {
      await paused.close();
      await reset();
    }
  });
});

describe('the database', () => {
  it('refuses the settings to a member: neither reading the table nor changing it, even with an admin claim', async () => {
    const member = await t.member();
    await expect(asRole(t.db.api, 'member', { sub: member.id, role: 'member' }, 'select * from public.site_settings')).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      asRole(
        t.db.api,
        'member',
        { sub: member.id, role: 'admin' },
        `select public.admin_update_settings('{"freeLimits.perIp": 1}'::jsonb)`,
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(t.db.api, 'anon', { role: 'anon' }, `select public.admin_update_settings('{"freeLimits.perIp": 1}'::jsonb)`),
    ).rejects.toThrow(/permission denied/);
    expect(await stored()).not.toContainEqual({ key: 'freeLimits.perIp', value: 1 });
  });

  it('refuses an unknown key or a value of the wrong kind even from the administrator', async () => {
    const claims = { sub: admin.id, role: 'admin', email: admin.email };
    await expect(asRole(t.db.api, 'admin', claims, `select public.admin_update_settings('{"colours.accent": 1}'::jsonb)`)).rejects.toThrow(
      /Unknown setting/,
    );
    await expect(
      asRole(t.db.api, 'admin', claims, `select public.admin_update_settings('{"freeLimits.perIp": 0}'::jsonb)`),
    ).rejects.toThrow(/Invalid value/);
    await expect(
      asRole(t.db.api, 'admin', claims, `select public.admin_update_settings('{"maintenance.free-flux": 1}'::jsonb)`),
    ).rejects.toThrow(/Invalid value/);
  });
});
