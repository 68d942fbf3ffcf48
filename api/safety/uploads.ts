import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config';
import { generationMessages } from '../contract/generation';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';
import { isSexualPrompt, POLICY_VERSION } from '../moderation/policy';

/**
 * At submit, before any token is spent or any provider called: an uploaded image whose youngest face
 * was estimated (when it was stored) under SAFETY_UPLOAD_MIN_FACE_AGE is refused with a sexual prompt.
 * Numbers only: the analysis ran at upload. The refusal is recorded (moderation event with rule
 * 'upload:minor-face' and audit entry 'upload.refused', record_upload_refusal) on the owner pool, in
 * its own transaction, before the request's transaction is opened. `faces` reads what the upload's
 * check found, only when the prompt is sexual, and only of the caller's upload (null for any other
 * id, which the submit's own check answers as missing).
 */
export async function refuseYoungFaceUpload(
  owner: Kysely<Database>,
  config: Config,
  logger: Logger,
  request: {
    userId: string | null;
    clientHash: string | null;
    ip: string;
    tool: string;
    prompt: string;
    negativePrompt?: string;
  },
  faces: () => Promise<{ id: string; youngestFaceAge: number | null; facesChecked: boolean } | null>,
): Promise<void> {
  if (!config.safety.enabled || !isSexualPrompt(request.prompt)) return;
  const upload = await faces();
  if (!upload?.facesChecked || upload.youngestFaceAge === null) return;
  if (upload.youngestFaceAge >= config.safety.uploadMinFaceAge) return;
  await sql`select public.record_upload_refusal(${request.userId}::uuid, ${request.userId ? null : request.clientHash},
    ${createHash('sha256').update(`ip:${request.ip}`).digest('hex')}, ${request.tool}, ${upload.id}::uuid,
    ${upload.youngestFaceAge}::real, ${request.prompt.slice(0, 4000)}, ${request.negativePrompt?.slice(0, 4000) ?? null}, ${POLICY_VERSION})`.execute(
    owner,
  );
  logger.warn('upload refused: face estimated under the minimum age with a sexual prompt', { tool: request.tool, upload: upload.id });
  throw new ApiError('content_policy', generationMessages.uploadMinorFace);
}
