import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generationMessages } from '../contract/generation';
import { createLogger } from '../log/logger';
import { createTestApp, type Member, type TestApp } from '../test/app';
import { asRole, ledgerMismatches } from '../test/ledger';
import { waitFor } from '../test/wait';
import { type GenerationProvider, type GenerationTask, taskPrompt } from './providers/provider';
import { createRegistry } from './registry';
import { type JobStep, ProcessKilled } from './runner';
import { CONTRACT_TOOLS, defineTool, type ToolTable } from './tool-table';
import { createWorker, type Worker } from './worker';

/**
 * The job runner against a real database: a process dying between any two steps of a job, two sweeps
 * and a late worker racing for one job, a tool added without touching the runner, stored parameters
 * that no longer parse, and the refusals of the SQL functions that claim and end jobs. Jobs are of
 * image-to-image (7 tokens), so a refund shows in the balance and the ledger.
 */

const COST = 7;
const START_BALANCE = 500;

describe('the job runner', () => {
  let t: TestApp;
  let png: Uint8Array;
  /** Provider runs per prompt. */
  const runs = new Map<string, number>();
  const tasks: GenerationTask[] = [];
  const counting: GenerationProvider = {
    name: 'demo',
    label: 'Demo renderer (not AI)',
    supports: () => true,
    async run(task) {
      runs.set(taskPrompt(task), (runs.get(taskPrompt(task)) ?? 0) + 1);
      tasks.push(task);
      return { outputs: [{ kind: 'image', bytes: png, contentType: 'image/png', width: 16, height: 16 }] };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ DEMO_STEP_DELAY_MS: '0' });
    png = new Uint8Array(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#446688' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A worker of its own on the test database (its pg-boss and event listener), not taking jobs from the queue: tests call execute and recover. */
  function workerWith(
    options: {
      leaseSeconds?: number;
      maxAttempts?: number;
      onStep?: (step: JobStep, id: string) => void | Promise<void>;
      tools?: ToolTable;
    } = {},
  ): Worker {
    const config = {
      ...t.config,
      generation: { ...t.config.generation, leaseSeconds: options.leaseSeconds ?? 1, maxAttempts: options.maxAttempts ?? 2 },
    };
    return createWorker({
      owner: t.db.owner,
      hub: t.generation.hub,
      boss: t.generation.boss,
      storage: t.storage,
      registry: createRegistry([counting], t.config.providers.choice),
      config,
      logger: createLogger('silent'),
      tools: options.tools,
      onStep: options.onStep,
    });
  }

  const killAt = (at: JobStep) => (step: JobStep) => {
    if (step === at) throw new ProcessKilled(`killed ${step}`);
  };

  const rowOf = (id: string) => t.db.owner.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const balanceOf = async (member: Member) =>
    (await t.db.owner.selectFrom('user_profiles').select('tokens').where('id', '=', member.id).executeTakeFirstOrThrow()).tokens;
  const ledgerOf = (member: Member) =>
    t.db.owner
      .selectFrom('token_transactions')
      .select(['amount', 'transaction_type'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
  const galleryOf = (id: string) => t.db.owner.selectFrom('gallery_items').selectAll().where('generation_id', '=', id).execute();

  /** A member's image-to-image job, queued and charged (nobody runs it until the test does). */
  async function submitPaidJob(prompt: string): Promise<{ member: Member; id: string }> {
    const member = await t.member();
    const form = new FormData();
    form.set('tool', 'image-to-image');
    form.set('consent', 'true');
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${t.url}/api/v1/uploads`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '10.9.8.7', authorization: `Bearer ${member.accessToken}` },
    });
    expect(uploaded.status).toBe(201);
    const { id: uploadId } = (await uploaded.json()) as { id: string };
    const submitted = await t.call('POST', '/api/v1/generations', {
      token: member.accessToken,
      body: { tool: 'image-to-image', params: { uploadId, prompt } },
    });
    expect([submitted.status, submitted.body.cost]).toEqual([202, COST]);
    expect(await balanceOf(member)).toBe(START_BALANCE - COST);
    return { member, id: submitted.body.id as string };
  }

  /** Runs the job in a worker that dies at `step`: the job stays running under that worker's lease, which then runs out. */
  async function killedAt(id: string, step: JobStep): Promise<void> {
    const doomed = workerWith({ onStep: killAt(step) });
    await expect(doomed.execute(id)).rejects.toBeInstanceOf(ProcessKilled);
    const row = await rowOf(id);
    expect([row.status, row.worker_id]).toEqual(['running', doomed.workerId]);
    expect(row.lease_expires_at).not.toBeNull();
    await waitFor(
      async () =>
        (await sql<{ stale: boolean }>`select lease_expires_at < now() as stale from generations where id = ${id}`.execute(t.db.owner))
          .rows[0]?.stale,
    );
  }

  async function expectSpentOnce(member: Member, id: string, prompt: string, attempts: number) {
    const row = await rowOf(id);
    expect([row.status, row.attempts, row.error]).toEqual(['succeeded', attempts, null]);
    expect(row.outputs).toHaveLength(1);
    expect(await galleryOf(id)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(START_BALANCE - COST);
    expect((await ledgerOf(member)).filter((entry) => entry.transaction_type !== 'signup_grant')).toEqual([
      { amount: -COST, transaction_type: 'deduction' },
    ]);
    expect(runs.get(prompt)).toBeGreaterThanOrEqual(1);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  }

  async function expectRefundedOnce(member: Member, id: string, message: string) {
    const row = await rowOf(id);
    expect([row.status, row.error]).toEqual(['failed', message]);
    expect(await galleryOf(id)).toHaveLength(0);
    expect(await balanceOf(member)).toBe(START_BALANCE);
    expect((await ledgerOf(member)).filter((entry) => entry.transaction_type !== 'signup_grant')).toEqual([
      { amount: -COST, transaction_type: 'deduction' },
      { amount: COST, transaction_type: 'refund' },
    ]);
    expect(await ledgerMismatches(t.db.owner)).toEqual([]);
  }

  describe('a process dying between two steps of a job', () => {
    const steps: JobStep[] = ['claimed', 'provider-answered', 'outputs-stored', 'completing'];

    for (const step of steps) {
      it(`killed at '${step}': the sweep queues it again and another worker finishes it, spending the tokens once with one gallery item`, async () => {
        const prompt = `Killed at ${step}, then rescued`;
        const { member, id } = await submitPaidJob(prompt);
        await killedAt(id, step);
        const rescuer = workerWith();
        expect(await rescuer.recover()).toMatchObject({ requeued: 1, refunded: 0, canceled: 0 });
        expect((await rowOf(id)).status).toBe('queued');
        await rescuer.execute(id);
        await expectSpentOnce(member, id, prompt, 2);
      });

      it(`killed at '${step}' with no attempt left: the sweep fails it with exactly one refund`, async () => {
        const { member, id } = await submitPaidJob(`Killed at ${step}, out of attempts`);
        await killedAt(id, step);
        const sweeper = workerWith({ maxAttempts: 1 });
        expect(await sweeper.recover()).toMatchObject({ requeued: 0, refunded: 1 });
        expect(await sweeper.recover()).toMatchObject({ requeued: 0, refunded: 0 });
        await sweeper.execute(id);
        await expectRefundedOnce(member, id, generationMessages.workerLost);
      });
    }

    it('two sweeps at once on one stale job: one requeues it, and the job then succeeds once', async () => {
      const prompt = 'Two sweepers, one requeue';
      const { member, id } = await submitPaidJob(prompt);
      await killedAt(id, 'provider-answered');
      const [a, b] = await Promise.all([workerWith().recover(), workerWith().recover()]);
      expect(a.requeued + b.requeued).toBe(1);
      await workerWith().execute(id);
      await expectSpentOnce(member, id, prompt, 2);
    });

    it('two sweeps at once on one stale job with no attempt left: exactly one refund', async () => {
      const { member, id } = await submitPaidJob('Two sweepers, one refund');
      await killedAt(id, 'outputs-stored');
      const [a, b] = await Promise.all([workerWith({ maxAttempts: 1 }).recover(), workerWith({ maxAttempts: 1 }).recover()]);
      expect(a.refunded + b.refunded).toBe(1);
      await expectRefundedOnce(member, id, generationMessages.workerLost);
    });

    it('a late worker whose job was swept while it stored the outputs changes nothing; the worker that took it over completes it once', async () => {
      const prompt = 'Late worker loses its job';
      const { member, id } = await submitPaidJob(prompt);
      const rescuer = workerWith();
      // A long lease that is never renewed during the test; the sweep happens while the late worker is about to complete.
      const late = workerWith({
        leaseSeconds: 60,
        onStep: async (step) => {
          if (step !== 'completing') return;
          await sql`update generations set lease_expires_at = now() - interval '1 second' where id = ${id}`.execute(t.db.owner);
          expect(await rescuer.recover()).toMatchObject({ requeued: 1 });
        },
      });
      await late.execute(id);
      const row = await rowOf(id);
      expect([row.status, row.worker_id]).toEqual(['queued', null]);
      expect(await galleryOf(id)).toHaveLength(0);
      await rescuer.execute(id);
      await expectSpentOnce(member, id, prompt, 2);
    });
  });

  describe('a cancel racing the end of a job', () => {
    const filesOf = async (member: Member) =>
      (await readdir(path.join(t.config.storage.dir, 'generations', member.id), { recursive: true }).catch(() => [] as string[])).filter(
        (name) => /\.\w+$/.test(name),
      );
    const cancel = (member: Member, id: string) => t.call('POST', `/api/v1/generations/${id}/cancel`, { token: member.accessToken });

    async function expectCanceledOnce(member: Member, id: string) {
      const row = await rowOf(id);
      expect([row.status, row.error, row.outputs]).toEqual(['canceled', 'Generation canceled', []]);
      expect(await galleryOf(id)).toHaveLength(0);
      expect(await filesOf(member)).toEqual([]);
      expect(await balanceOf(member)).toBe(START_BALANCE);
      expect((await ledgerOf(member)).filter((entry) => entry.transaction_type !== 'signup_grant')).toEqual([
        { amount: -COST, transaction_type: 'deduction' },
        { amount: COST, transaction_type: 'refund' },
      ]);
      const ends = await t.db.owner
        .selectFrom('generation_events')
        .select('data')
        .where('generation_id', '=', id)
        .where('kind', '=', 'status')
        .execute();
      expect(
        ends.map((event) => (event.data as { status: string }).status).filter((status) => status !== 'queued' && status !== 'running'),
      ).toEqual(['canceled']);
    }

    const lateSteps: JobStep[] = ['provider-answered', 'safety-checked', 'outputs-stored', 'completing'];
    for (const at of lateSteps) {
      it(`accepted at '${at}' (answered 200 'running'): the job ends canceled with one refund, no gallery item and no stored file`, async () => {
        const { member, id } = await submitPaidJob(`Canceled at ${at}`);
        const answers: Array<{ status: number; body: unknown }> = [];
        const worker = workerWith({
          onStep: async (step) => {
            if (step === at) answers.push(await cancel(member, id));
          },
        });
        await worker.execute(id);
        expect(answers.map((answer) => [answer.status, answer.body])).toEqual([[200, { status: 'running' }]]);
        await expectCanceledOnce(member, id);
        // Too late now: the job has ended.
        const again = await cancel(member, id);
        expect([again.status, again.body.error?.message]).toEqual([409, 'This generation has already finished and cannot be canceled.']);
      });
    }

    it('30 cancels racing the end of 30 jobs: every 200 ends canceled and refunded with nothing kept, every other answer is 409 and the job succeeded, the ledger holds', async () => {
      const jobs: Array<{ member: Member; id: string }> = [];
      for (let batch = 0; batch < 6; batch += 1) {
        jobs.push(...(await Promise.all(Array.from({ length: 5 }, (_, index) => submitPaidJob(`Racing cancel ${batch * 5 + index}`)))));
      }
      const byId = new Map(jobs.map((job) => [job.id, job]));
      const answers = new Map<string, Promise<{ status: number; body: { status?: string } }>>();
      const worker = workerWith({
        onStep: (step, id) => {
          // As the job is about to end, a cancel after a random wait: some land before the end, some after.
          if (step !== 'completing') return;
          const job = byId.get(id)!;
          answers.set(
            id,
            new Promise((resolve) => setTimeout(resolve, Math.random() * 8)).then(() => cancel(job.member, id)),
          );
        },
      });
      // Five jobs at a time end within milliseconds of their last step, as on a quiet worker.
      for (let batch = 0; batch < 6; batch += 1) {
        await Promise.all(jobs.slice(batch * 5, batch * 5 + 5).map((job) => worker.execute(job.id)));
        await Promise.all(jobs.slice(batch * 5, batch * 5 + 5).map((job) => answers.get(job.id)));
      }
      const outcomes = { canceled: 0, late: 0 };
      for (const { member, id } of jobs) {
        const answer = await answers.get(id)!;
        if (answer.status === 200) {
          expect(answer.body).toEqual({ status: 'running' });
          await expectCanceledOnce(member, id);
          outcomes.canceled += 1;
        } else {
          expect([answer.status, (answer.body as { error?: { message?: string } }).error?.message]).toEqual([
            409,
            'This generation has already finished and cannot be canceled.',
          ]);
          expect((await rowOf(id)).status).toBe('succeeded');
          expect(await galleryOf(id)).toHaveLength(1);
          expect(await balanceOf(member)).toBe(START_BALANCE - COST);
          outcomes.late += 1;
        }
      }
      expect(outcomes.canceled + outcomes.late).toBe(30);
      expect(await ledgerMismatches(t.db.owner)).toEqual([]);
    }, 60_000);
  });

  it("removes the files a job stored when its row is gone before it completes (its account was deleted meanwhile), and keeps a taken-over job's files", async () => {
    const memberFiles = async (member: Member) =>
      (await readdir(path.join(t.config.storage.dir, 'generations', member.id), { recursive: true }).catch(() => [] as string[])).filter(
        (name) => /\.\w+$/.test(name),
      );
    const { member, id } = await submitPaidJob('Deleted while it runs');
    let storedBeforeDeletion: string[] = [];
    const worker = workerWith({
      onStep: async (step) => {
        if (step !== 'completing') return;
        storedBeforeDeletion = await memberFiles(member);
        await sql`delete from generations where id = ${id}`.execute(t.db.owner);
      },
    });
    await worker.execute(id);
    expect(storedBeforeDeletion.length).toBeGreaterThanOrEqual(2); // the output and its thumbnail
    expect(await memberFiles(member)).toEqual([]);

    // Taken over by another worker (the row is still there): the files stay for the worker that completes it.
    const taken = await submitPaidJob('Taken over while it runs');
    const late = workerWith({
      leaseSeconds: 60,
      onStep: async (step) => {
        if (step === 'completing') await sql`update generations set worker_id = ${randomUUID()} where id = ${taken.id}`.execute(t.db.owner);
      },
    });
    await late.execute(taken.id);
    expect((await memberFiles(taken.member)).length).toBeGreaterThanOrEqual(2);
  });

  it('runs a tool added with its own entry and task, through the same runner, once the tool check allows it', async () => {
    // What a migration adding a tool does: widen the tool check.
    await sql`alter table public.generations drop constraint generations_tool_check`.execute(t.db.owner);
    await sql`alter table public.generations add constraint generations_tool_check
      check (tool in ('free-flux', 'free-remix', 'image-to-image', 'text-to-video', 'image-to-video', 'poster'))`.execute(t.db.owner);
    const poster = defineTool(
      { output: 'image', model: 'Poster maker', failureMessage: 'Failed to make the poster' },
      z.strictObject({ prompt: z.string().min(1), caption: z.string().max(40), seed: z.number().int().optional() }),
      (params) => ({
        kind: 'text-to-image',
        prompt: `${params.prompt}, captioned "${params.caption}"`,
        negativePrompt: '',
        width: 512,
        height: 768,
        steps: 4,
        guidance: 3.5,
        seed: params.seed ?? 0,
        numImages: 1,
        outputFormat: 'png',
      }),
    );
    const member = await t.member();
    const claims = { sub: member.id, role: 'member' };
    const [submitted] = await asRole<{ generation_id: string }>(
      t.db.owner,
      'member',
      claims,
      `select generation_id from public.submit_generation('poster', '{"prompt":"A jazz night","caption":"Friday 9 pm","seed":12}'::jsonb,
        'A jazz night', null, 3, 'demo', null, null, 'poster-request', null, null, null, null)`,
    );
    const id = submitted!.generation_id;
    expect(await balanceOf(member)).toBe(START_BALANCE - 3);

    await workerWith({ tools: { ...CONTRACT_TOOLS, poster } }).execute(id);

    const row = await rowOf(id);
    expect([row.status, row.provider_used]).toEqual(['succeeded', 'demo']);
    expect(tasks.at(-1)).toMatchObject({
      kind: 'text-to-image',
      prompt: 'A jazz night, captioned "Friday 9 pm"',
      width: 512,
      height: 768,
      seed: 12,
    });
    expect((await galleryOf(id)).map((item) => [item.model, item.title])).toEqual([['Poster maker', 'A jazz night']]);
    const logs = await t.db.owner
      .selectFrom('generation_events')
      .select('data')
      .where('generation_id', '=', id)
      .where('kind', '=', 'log')
      .orderBy('id')
      .execute();
    expect(logs.map((line) => (line.data as { message: string }).message)).toEqual([
      'Starting image generation...',
      'Generating with Demo renderer (not AI)...',
      'Image generated, creating preview...',
      'Image rendered by the demo renderer (demo render, not AI)',
    ]);
    expect(await balanceOf(member)).toBe(START_BALANCE - 3);
  });

  it('fails a job of a tool the runner does not know with a refund', async () => {
    const { member, id } = await submitPaidJob('A tool that went away');
    const { 'image-to-image': _gone, ...others } = CONTRACT_TOOLS;
    await workerWith({ tools: others }).execute(id);
    await expectRefundedOnce(member, id, generationMessages.unknownTool('image-to-image'));
  });

  it('fails a job whose stored parameters do not parse with its tool schema, refunding it, without calling a provider', async () => {
    const prompt = 'Stored settings out of range';
    const { member, id } = await submitPaidJob(prompt);
    await sql`update generations set params = jsonb_set(params, '{steps}', '5000') where id = ${id}`.execute(t.db.owner);
    await workerWith().execute(id);
    await expectRefundedOnce(member, id, generationMessages.invalidStoredSettings('Steps must be from 20 to 100'));
    expect(runs.get(prompt)).toBeUndefined();

    const second = await submitPaidJob('Stored settings with a field the tool does not have');
    await sql`update generations set params = params || '{"strength": 2}'::jsonb where id = ${second.id}`.execute(t.db.owner);
    await workerWith().execute(second.id);
    await expectRefundedOnce(second.member, second.id, generationMessages.invalidStoredSettings('Unknown setting: strength'));
  });

  describe('the SQL functions that claim and end jobs', () => {
    const outputs = JSON.stringify([
      {
        bucket: 'generations',
        key: 'x/job-0.png',
        kind: 'image',
        contentType: 'image/png',
        width: 16,
        height: 16,
        label: null,
        thumbKey: null,
      },
    ]);
    const lines = JSON.stringify({ preview: 'preview', done: 'done' });
    const claim = (id: string, worker: string) =>
      sql<{ id: string }>`select * from public.claim_generation(${id}::uuid, ${worker}, 60, '{}'::jsonb)`
        .execute(t.db.owner)
        .then((result) => result.rows);
    const complete = (id: string, worker: string) =>
      sql<{
        ended: string | null;
      }>`select public.complete_generation(${id}::uuid, ${worker}, 'demo', ${outputs}::jsonb, 'Model', ${lines}::jsonb) as ended`
        .execute(t.db.owner)
        .then((result) => result.rows[0]!.ended);
    const fail = (id: string, worker: string, status = 'failed') =>
      sql<{ done: boolean }>`select public.fail_generation(${id}::uuid, ${worker}, ${status}, 'It broke') as done`
        .execute(t.db.owner)
        .then((result) => result.rows[0]!.done);

    it('let only the claimant complete or fail a job, once; a second claim, complete or fail does nothing', async () => {
      const { member, id } = await submitPaidJob('Functions: only the claimant');
      expect(await claim(id, 'worker-a')).toHaveLength(1);
      expect(await claim(id, 'worker-b')).toHaveLength(0);
      expect(await complete(id, 'worker-b')).toBeNull();
      expect(await fail(id, 'worker-b')).toBe(false);
      expect((await rowOf(id)).status).toBe('running');
      expect(await complete(id, 'worker-a')).toBe('succeeded');
      expect(await complete(id, 'worker-a')).toBeNull();
      expect(await fail(id, 'worker-a')).toBe(false);
      expect((await rowOf(id)).status).toBe('succeeded');
      expect(await galleryOf(id)).toHaveLength(1);
      expect(await balanceOf(member)).toBe(START_BALANCE - COST);

      const other = await submitPaidJob('Functions: one refund');
      await claim(other.id, 'worker-a');
      expect(await fail(other.id, 'worker-a')).toBe(true);
      expect(await fail(other.id, 'worker-a')).toBe(false);
      expect(await complete(other.id, 'worker-a')).toBeNull();
      await expectRefundedOnce(other.member, other.id, 'It broke');
    });

    it('refuse to end a job with a status other than failed or canceled', async () => {
      const { id } = await submitPaidJob('Functions: bad status');
      await claim(id, 'worker-a');
      await expect(fail(id, 'worker-a', 'succeeded')).rejects.toMatchObject({ code: '22023' });
      expect((await rowOf(id)).status).toBe('running');
    });

    it('may be executed by the owner only: no request role nor service role may claim, end, sweep, write the events of a job or write gallery items', async () => {
      const { id } = await submitPaidJob('Functions: roles');
      const calls = [
        `select * from public.claim_generation('${id}', 'intruder', 60, '{}'::jsonb)`,
        `select public.renew_generation_lease('${id}', 'intruder', 60)`,
        `select public.complete_generation('${id}', 'intruder', 'demo', '[]'::jsonb, 'Model', '{}'::jsonb)`,
        `select public.fail_generation('${id}', 'intruder', 'failed', 'no')`,
        `select public.release_generation('${id}', 'intruder')`,
        `select * from public.recover_generations(1, 'canceled', 'lost')`,
        `select public.add_generation_to_gallery('${id}', 'Model', '[]'::jsonb)`,
        `select public.record_generation_failure('${id}', 'failed', 'no', null)`,
        `select public.append_generation_events('${id}', '[{"kind":"status","data":{"status":"succeeded"}}]'::jsonb)`,
      ];
      for (const role of ['anon', 'member', 'admin', 'auth_service', 'payment_service']) {
        for (const call of calls) {
          await expect(
            asRole(t.db.owner, role, { role, sub: '00000000-0000-0000-0000-000000000001' }, call),
            `${role}: ${call}`,
          ).rejects.toThrow(/permission denied for function/);
        }
      }
      expect((await rowOf(id)).status).toBe('queued');
    });
  });
});
