import { sql, type Transaction } from 'kysely';
import type { HeldDecision, HeldDecisionResponse, HeldOutput } from '../contract/safety';
import { generationMessages } from '../contract/generation';
import { safetyMessages } from '../contract/safety';
import type { Database, StoredOutput } from '../db/schema';
import { ApiError } from '../http/errors';
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
    .selectFrom('held_outputs as h')
    .innerJoin('generations as g', 'g.id', 'h.generation_id')
    .leftJoin('user_profiles as u', 'u.id', 'g.user_id')
    .select(['h.id', 'h.generation_id', 'h.outputs', 'h.figures', 'h.created_at', 'g.tool', 'g.prompt', 'u.email'])
    .where('h.status', '=', 'held')
    .orderBy('h.created_at')
    .orderBy('h.id')
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
  let result: { generation_id: string; outputs: StoredOutput[]; status: 'released' | 'removed' };
  try {
    const { rows } = await sql<{ result: typeof result }>`
      select public.admin_decide_held_output(${id}::uuid, ${decision}, ${note ?? null}, ${generationMessages.removedAfterReview}) as result`.execute(
      trx,
    );
    result = rows[0]!.result;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === 'SF404') throw new ApiError('not_found', safetyMessages.notFound);
    if (code === 'SF409')
      throw new ApiError('conflict', safetyMessages.alreadyDecided(message?.replace('This output was already ', '') ?? 'decided'));
    throw error;
  }
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
