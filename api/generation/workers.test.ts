import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { startWorkerProcess } from '../test/worker-process';
import { type GenerationProvider, taskPrompt } from './providers/provider';

/**
 * Several processes against one database: a worker killed in the middle of a job, and two servers
 * with workers sharing a hundred jobs and one free-tool limit.
 */

const clientId = () => randomBytes(16).toString('base64url');

const statusOf = async (t: TestApp, id: string) =>
  t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const balanceOf = async (t: TestApp, member: Member) =>
  (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;

describe('a worker killed in the middle of a job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKER_LEASE_SECONDS: '2', WORKER_POLL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function killMidJob(member: Member, env: Record<string, string> = {}): Promise<string> {
    const submitted = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'text-to-video', params: { prompt: 'A train crossing a bridge', resolution: '480p' } },
    });
    expect(submitted.status).toBe(202);
    expect(await balanceOf(t, member)).toBe(400);
    const worker = startWorkerProcess(t, { DEMO_STEP_DELAY_MS: '2000', ...env });
    try {
      await waitFor(async () => {
        const row = await statusOf(t, submitted.body.id);
        return row.status === 'running' && row.worker_id ? row : undefined;
      });
    } finally {
      worker.kill('SIGKILL');
    }
    await new Promise((resolve) => worker.once('exit', resolve));
    expect((await statusOf(t, submitted.body.id)).status).toBe('running');
    return submitted.body.id;
  }

  it('ends in success after another worker takes the job over, spending the tokens once', async () => {
    const member = await t.member();
    const id = await killMidJob(member);
    const rescuer = await createTestApp(
      { WORKER_LEASE_SECONDS: '2', WORKER_POLL_SECONDS: '0.5', DEMO_STEP_DELAY_MS: '0' },
      { shareDatabaseOf: t, worker: true },
    );
    try {
      const row = await waitFor(async () => {
        const current = await statusOf(t, id);
        return current.status === 'succeeded' || current.status === 'failed' ? current : undefined;
      });
      expect(row.status).toBe('succeeded');
      expect(row.attempts).toBe(2);
      expect(row.outputs).toHaveLength(1);
      expect(await balanceOf(t, member)).toBe(400);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    } finally {
      await rescuer.close();
    }
  });

  it('ends canceled with one refund when canceled after its worker was killed, once the lease runs out', async () => {
    const member = await t.member();
    // A long lease: the killed worker still holds the job when the cancel arrives.
    const id = await killMidJob(member, { WORKER_LEASE_SECONDS: '6' });
    const cancel = await t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken });
    expect([cancel.status, cancel.body]).toEqual([200, { status: 'running' }]);
    const rescuer = await createTestApp(
      { WORKER_LEASE_SECONDS: '2', WORKER_POLL_SECONDS: '0.5', DEMO_STEP_DELAY_MS: '0' },
      { shareDatabaseOf: t, worker: true },
    );
    try {
      const row = await waitFor(async () => {
        const current = await statusOf(t, id);
        return ['succeeded', 'failed', 'canceled'].includes(current.status) ? current : undefined;
      }, 15_000);
      expect([row.status, row.error]).toEqual(['canceled', 'Generation canceled']);
      expect(await balanceOf(t, member)).toBe(500);
      const refunds = await t.db.owner
        .selectFrom('token_transactions')
        .select('amount')
        .where('user_id', '=', member.id)
        .where('transaction_type', '=', 'refund')
        .execute();
      expect(refunds).toEqual([{ amount: 100 }]);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    } finally {
      await rescuer.close();
    }
  });

  it('ends in a refund when the job has used its attempts', async () => {
    const member = await t.member();
    const id = await killMidJob(member);
    const rescuer = await createTestApp(
      { WORKER_LEASE_SECONDS: '2', WORKER_POLL_SECONDS: '0.5', WORKER_MAX_ATTEMPTS: '1' },
      { shareDatabaseOf: t, worker: true },
    );
    try {
      const row = await waitFor(async () => {
        const current = await statusOf(t, id);
        return current.status === 'failed' || current.status === 'succeeded' ? current : undefined;
      });
      expect(row.status).toBe('failed');
      expect(row.error).toBe('The generation was interrupted. Your tokens have been refunded.');
      expect(await balanceOf(t, member)).toBe(500);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    } finally {
      await rescuer.close();
    }
  });
});

describe('two servers with workers on one database', () => {
  const runs = new Map<string, number>();
  let tiny: Uint8Array;
  const counting = (): GenerationProvider => ({
    name: 'demo',
    label: 'Demo renderer (not AI)',
    supports: () => true,
    async run(task, context) {
      runs.set(taskPrompt(task), (runs.get(taskPrompt(task)) ?? 0) + 1);
      context.onProgress({ percent: 50 });
      return { outputs: [{ kind: 'image', bytes: tiny, contentType: 'image/png', width: 8, height: 8 }], label: 'demo render, not AI' };
    },
  });
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    tiny = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    const env = { FREE_LIMIT_PER_IP: '5', WORKER_POLL_SECONDS: '0.5' };
    a = await createTestApp(env, { worker: true, providers: [counting()] });
    b = await createTestApp(env, { worker: true, providers: [counting()], shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs 100 jobs submitted through both exactly once each', async () => {
    const submitted = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 ? a : b).call('POST', '/api/v1/generations', {
          headers: { 'x-client-id': clientId() },
          body: { tool: 'free-flux', params: { prompt: `Job number ${index}` } },
        }),
      ),
    );
    expect(submitted.map((reply) => reply.status)).toEqual(Array(100).fill(202));
    const ids = submitted.map((reply) => reply.body.id as string);
    await waitFor(async () => {
      const done = await a.db.owner
        .selectFrom('generations')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'succeeded')
        .execute();
      return done.length === 100;
    }, 60_000);
    expect(runs.size).toBe(100);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const workers = await a.db.owner.selectFrom('generations').select('worker_id').distinct().where('id', 'in', ids).execute();
    expect(workers.length).toBeGreaterThanOrEqual(2);
  });

  it('holds the per-IP free limit across the two servers when 30 submits arrive at once', async () => {
    const ip = '198.51.100.23';
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 ? a : b).call('POST', '/api/v1/generations', {
          ip,
          headers: { 'x-client-id': clientId() },
          body: { tool: 'free-flux', params: { prompt: 'Limit probe' } },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(25);
  });
});
