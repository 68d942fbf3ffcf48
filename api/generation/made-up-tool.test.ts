import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Database from '../test/database';
import type * as TestApps from '../test/app';
import type * as Migrations from '../db/migrate';
import { copyWithMadeUpTool, MADE_UP_TOOL, type ToolCopy } from '../test/made-up-tool';
import { waitFor } from '../test/wait';

/**
 * Adding a tool touches its contract entry, its provider task, its view and one migration: a copy of
 * the code with a made-up tool added in exactly those places (api/test/made-up-tool.ts) runs here as
 * the server would: the database of the last release is migrated to it, the catalog offers the tool,
 * a member's job is charged, queued, run by the worker with the demo renderer and kept in the
 * member's gallery, and a bad parameter is refused with the tool's own message.
 */

let copy: ToolCopy;
let t: TestApps.TestApp;
let migrated: Awaited<ReturnType<typeof Migrations.migrate>>;

beforeAll(async () => {
  copy = await copyWithMadeUpTool();
  const from = (file: string) => path.join(copy.root, file);
  const database: typeof Database = await import(from('api/test/database.ts'));
  const migrations: typeof Migrations = await import(from('api/db/migrate.ts'));
  const apps: typeof TestApps = await import(from('api/test/app.ts'));
  // A database as this release's migrations left it, then migrated with the copy's: the upgrade an operator runs.
  const db = await database.createTestDatabase();
  migrated = await migrations.migrate(db.url);
  t = await apps.createTestApp({ GENERATION_RETRY_DELAY_MS: '0' }, { database: db, worker: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await t?.db.drop();
  await copy?.remove();
});

describe('a made-up tool added in its four places', () => {
  it('reaches the database through its one migration', () => {
    expect(migrated.applied).toEqual([copy.migration]);
  });

  it('is in the catalog with its name, cost and page', async () => {
    const catalog = await t.call('GET', '/api/v1/catalog');
    expect(catalog.status).toBe(200);
    expect(catalog.body.tools.postcard).toMatchObject({
      name: 'Postcard Maker',
      cost: 2,
      page: '/apps/postcard',
      requiresSignIn: true,
    });
  });

  it('charges its cost, runs on the demo renderer and keeps the postcard in the member’s gallery', async () => {
    const member = await t.member();
    const before = (await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens as number;
    const submit = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: MADE_UP_TOOL.id, params: { prompt: 'A harbour at dawn, fishing boats' } },
    });
    expect(submit.status).toBe(202);
    expect(submit.body).toMatchObject({ cost: 2 });

    const job = await waitFor(async () => {
      const reply = await t.call('GET', `/api/v1/generations/${submit.body.id}`, { token: member.accessToken });
      return ['succeeded', 'failed'].includes(reply.body.status) ? reply.body : undefined;
    });
    expect(job.status).toBe('succeeded');
    expect(job.outputs).toHaveLength(1);
    expect(job.outputs[0]).toMatchObject({ kind: 'image', width: 1216, height: 832 });

    const after = (await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens as number;
    expect(before - after).toBe(2);
    const gallery = await t.call('GET', '/api/v1/gallery?mine=true&tool=postcard', { token: member.accessToken });
    expect(gallery.status).toBe(200);
    expect(gallery.body.items.map((item: { description: string }) => item.description)).toEqual(['A harbour at dawn, fishing boats']);
  });

  it('refuses a blank prompt and an unknown setting with the words of its schema, charging nothing', async () => {
    const member = await t.member();
    const blank = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'postcard', params: { prompt: '   ' } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter a prompt');
    const unknown = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'postcard', params: { prompt: 'A harbour', stamp: 'first class' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown setting: stamp');
    expect((await t.call('GET', '/api/v1/tokens/balance', { token: member.accessToken })).body.tokens).toBe(500);
  });
});
