import { type Kysely, sql } from 'kysely';
import type { Database, StoredOutput } from '../db/schema';

/**
 * The job row's changes, each one call of its SQL function (api/generation/jobs.sql): the row is the truth, and each function changes it only
 * when the caller still holds the job, so a job is claimed once and ends once (canceled, when a cancel
 * was accepted before its end), and a failure's refund commits with its status. Called as the
 * database owner, the only role allowed to execute them.
 */

/** A job as its claim answers it: what the runner needs to run it. */
export interface ClaimedJob {
  id: string;
  user_id: string | null;
  client_hash: string | null;
  tool: string;
  /** As stored at submit; parsed again with the tool's schema before use. */
  params: unknown;
  prompt: string;
  upload_id: string | null;
  provider: string;
  fallback_provider: string | null;
  spend_transaction_id: string | null;
  attempts: number;
}

/** Takes a queued job for `workerId`; null when it is not queued any more (taken or canceled). */
export async function claimJob(
  owner: Kysely<Database>,
  id: string,
  workerId: string,
  leaseSeconds: number,
  firstLines: Record<string, string>,
): Promise<ClaimedJob | null> {
  const { rows } = await sql<ClaimedJob>`
    select * from public.claim_generation(${id}::uuid, ${workerId}, ${leaseSeconds}::int, ${JSON.stringify(firstLines)}::jsonb)`.execute(
    owner,
  );
  return rows[0] ?? null;
}

/** Renews the lease; answers whether a cancel was asked for, or null when the job is not this worker's any more. */
export async function renewLease(owner: Kysely<Database>, id: string, workerId: string, leaseSeconds: number): Promise<boolean | null> {
  const { rows } = await sql<{ canceled: boolean | null }>`
    select public.renew_generation_lease(${id}::uuid, ${workerId}, ${leaseSeconds}::int) as canceled`.execute(owner);
  return rows[0]?.canceled ?? null;
}

/** Whether a cancel was asked for the job. */
export async function cancelAsked(owner: Kysely<Database>, id: string): Promise<boolean> {
  const row = await owner.selectFrom('generations').select('cancel_requested').where('id', '=', id).executeTakeFirst();
  return row?.cancel_requested ?? false;
}

export interface Completion {
  providerUsed: string;
  outputs: StoredOutput[];
  /** The model the gallery items name. */
  model: string;
  /** The log lines before and after the result. */
  lines: { preview: string; done: string };
}

/**
 * Marks the job succeeded (with its gallery items and last events): 'succeeded'; 'canceled' when a
 * cancel was accepted before it (the job is canceled and refunded instead, its outputs are not
 * delivered); null when it is not this worker's running job.
 */
export async function completeJob(
  owner: Kysely<Database>,
  id: string,
  workerId: string,
  completion: Completion,
): Promise<'succeeded' | 'canceled' | null> {
  const { rows } = await sql<{ ended: 'succeeded' | 'canceled' | null }>`
    select public.complete_generation(${id}::uuid, ${workerId}, ${completion.providerUsed}, ${JSON.stringify(completion.outputs)}::jsonb,
      ${completion.model}, ${JSON.stringify(completion.lines)}::jsonb) as ended`.execute(owner);
  return rows[0]?.ended ?? null;
}

/**
 * Marks the job failed or canceled and refunds it (canceled whatever `status` says when a cancel was
 * accepted meanwhile); false when it is not this worker's running job.
 */
export async function failJob(
  owner: Kysely<Database>,
  id: string,
  workerId: string,
  status: 'failed' | 'canceled',
  message: string,
): Promise<boolean> {
  const { rows } = await sql<{ done: boolean }>`
    select public.fail_generation(${id}::uuid, ${workerId}, ${status}, ${message}) as done`.execute(owner);
  return rows[0]?.done ?? false;
}

/**
 * Holds the job for review (the output safety check): status 'held' with `message`, its tokens
 * refunded, the outputs kept in held_outputs instead of on the job, the audit entry (hold_generation,
 * api/safety/safety.sql); false when it is not this worker's running job.
 */
export async function holdJob(
  owner: Kysely<Database>,
  id: string,
  workerId: string,
  hold: { outputs: StoredOutput[]; model: string; figures: object; message: string },
): Promise<boolean> {
  const { rows } = await sql<{ done: boolean }>`
    select public.hold_generation(${id}::uuid, ${workerId}, ${JSON.stringify(hold.outputs)}::jsonb, ${hold.model},
      ${JSON.stringify(hold.figures)}::jsonb, ${hold.message}) as done`.execute(owner);
  return rows[0]?.done ?? false;
}

/** Gives the job back to the queue; false when a cancel was asked for (or it is not this worker's). */
export async function releaseJob(owner: Kysely<Database>, id: string, workerId: string): Promise<boolean> {
  const { rows } = await sql<{ done: boolean }>`select public.release_generation(${id}::uuid, ${workerId}) as done`.execute(owner);
  return rows[0]?.done ?? false;
}

export interface Recovered {
  generation_id: string;
  queue_provider: string;
  outcome: 'requeued' | 'canceled' | 'failed';
}

/** The sweep of jobs whose worker died (see recover_generations). */
export async function recoverJobs(
  owner: Kysely<Database>,
  maxAttempts: number,
  messages: { canceled: string; lost: string },
): Promise<Recovered[]> {
  const { rows } = await sql<Recovered>`
    select * from public.recover_generations(${maxAttempts}::int, ${messages.canceled}, ${messages.lost})`.execute(owner);
  return rows;
}
