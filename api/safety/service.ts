import { sql, type Transaction } from 'kysely';
import type { HeldDecision, HeldDecisionResponse, HeldOutput } from '../contract/safety';
import { generationMessages } from '../contract/generation';
import type { Database, StoredOutput } from '../db/schema';
import type { Logger } from '../log/logger';
import type { Storage } from '../storage/storage';
import type { SafetyFigures } from './rule';

/** How long the administrator's links to held outputs work. */
export const HELD_URL_TTL_SECONDS = 300;

/**
 * The administrator's queue of held outputs, oldest first, with the analyser's figures and
 * short-lived signed URLs. Runs as the database role `admin`, whose policy alone lets it read
 * held_outputs.
 */
export async function listHeld(trx: Transaction<Database>, storage: Storage, limit = 100): Promise<HeldOutput[]> {
  const rows = await trx
    .selectFrom('held_output_queue')
    .select(['id', 'generation_id', 'outputs', 'figures', 'created_at', 'tool', 'prompt', 'email'])
    .where('status', '=', 'held')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const figures = row.figures as unknown as SafetyFigures;
    const outputs = row.outputs as unknown as StoredOutput[];
    return {
      id: row.id,
      generationId: row.generation_id,
      tool: row.tool,
      prompt: row.prompt,
      owner: row.email,
      heldAt: row.created_at.toISOString(),
      reason: figures.reason ?? null,
      thresholds: figures.thresholds,
      images: figures.images ?? [],
      outputs: outputs.map((output) => ({
        kind: output.kind,
        url: storage.signedUrl(output.bucket, output.key, HELD_URL_TTL_SECONDS),
        contentType: output.contentType,
      })),
    };
  });
}

/**
 * The administrator's decision on one held output (admin_decide_held_output): once only, a second
 * (or racing) decision is a 409. Removed outputs' files (and thumbnails) are deleted once the
 * decision has committed (`afterCommit`), so a rolled-back decision never loses a file.
 */
export async function decideHeld(
  trx: Transaction<Database>,
  storage: Storage,
  logger: Logger,
  afterCommit: (work: () => Promise<void>) => void,
  id: string,
  decision: HeldDecision,
  note: string | undefined,
): Promise<HeldDecisionResponse> {
  const { rows } = await sql<{ result: { generation_id: string; outputs: StoredOutput[]; status: 'released' | 'removed' } }>`
    select public.admin_decide_held_output(${id}::uuid, ${decision}, ${note ?? null}, ${generationMessages.removedAfterReview}) as result`.execute(
    trx,
  );
  const result = rows[0]!.result;
  if (result.status === 'removed') {
    afterCommit(async () => {
      for (const output of result.outputs) {
        try {
          await storage.delete(output.bucket, output.key);
          if (output.thumbKey) await storage.delete(output.bucket, output.thumbKey);
        } catch (error) {
          logger.warn('deleting a removed output failed', { key: output.key, error });
        }
      }
    });
  }
  return { id, generationId: result.generation_id, status: result.status };
}
