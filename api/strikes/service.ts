import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type FlaggedAccount, type SiteSettings, strikeMessages } from '../contract/settings';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';

/**
 * Strikes: refused prompts counted per account (user id) or anonymous browser (client hash) over a
 * rolling window. Above the warning threshold a refusal carries a warning, above the flag threshold
 * the account is listed in the review queue, above the suspension threshold generation is suspended
 * for it until the administrator lifts it. The counting and the suspension happen in the SQL
 * function record_refusal, in the transaction that records the refusal.
 */

export type StrikeThresholds = SiteSettings['strikes'];

/** Who submitted: a member (their id) or an anonymous browser (its client hash). */
export interface StrikeSubject {
  userId: string | null;
  clientHash: string | null;
  ip: string;
}

/** 'suspended': this refusal suspended generation; 'still_suspended': it was suspended before. */
export type StrikeState = 'refused' | 'warned' | 'flagged' | 'suspended' | 'still_suspended';

export interface RefusalOutcome {
  refusals: number;
  state: StrikeState;
}

export interface StrikeServiceDeps {
  /** The owner pool: a refusal is kept although the request that caused it is rolled back. */
  owner: Kysely<Database>;
  logger: Logger;
}

export const suspendedMessage = (subject: Pick<StrikeSubject, 'userId'>) =>
  subject.userId ? strikeMessages.suspendedAccount : strikeMessages.suspendedBrowser;

/** What the refused submit answers besides its message: the warning, or that generation is now suspended. */
export function refusalWarning(outcome: RefusalOutcome | null, subject: Pick<StrikeSubject, 'userId'>): string | undefined {
  if (!outcome || outcome.state === 'refused') return undefined;
  return outcome.state === 'suspended' || outcome.state === 'still_suspended' ? suspendedMessage(subject) : strikeMessages.warning;
}

export function createStrikeService(deps: StrikeServiceDeps) {
  const { owner, logger } = deps;

  return {
    /**
     * Records a refused prompt and counts it (record_refusal). Null when it could not be recorded
     * (logged): the refusal itself stands either way.
     */
    async recordRefusal(
      subject: StrikeSubject,
      thresholds: StrikeThresholds,
      refusal: { tool: string; prompt: string; negative: string | undefined; rule: string; matched: string; policyVersion: string },
    ): Promise<RefusalOutcome | null> {
      try {
        const { rows } = await sql<RefusalOutcome>`select refusals, state from public.record_refusal(
          ${subject.userId}::uuid, ${subject.userId ? null : subject.clientHash}, ${createHash('sha256').update(`ip:${subject.ip}`).digest('hex')},
          ${refusal.tool}, ${refusal.rule}, ${refusal.matched}, ${refusal.prompt}, ${refusal.negative ?? null}, ${refusal.policyVersion},
          ${thresholds.warnAbove}::integer, ${thresholds.flagAbove}::integer, ${thresholds.suspendAbove}::integer, ${thresholds.windowHours}::integer)`.execute(
          owner,
        );
        return rows[0] ?? null;
      } catch (error) {
        logger.error('could not record a moderation event', { error });
        return null;
      }
    },

    /** Refuses (403) an account or browser whose generation is suspended; checked before anything is spent. */
    async assertNotSuspended(subject: Pick<StrikeSubject, 'userId' | 'clientHash'>): Promise<void> {
      let query = owner.selectFrom('generation_suspensions').select('id').where('lifted_at', 'is', null).limit(1);
      if (subject.userId) query = query.where('user_id', '=', subject.userId);
      else if (subject.clientHash) query = query.where('client_hash', '=', subject.clientHash);
      else return;
      if (await query.executeTakeFirst()) throw new ApiError('forbidden', suspendedMessage(subject));
    },

    /** The review queue's flagged and suspended accounts, read as the request's role (admin only). */
    async flagged(trx: Transaction<Database>, thresholds: StrikeThresholds): Promise<FlaggedAccount[]> {
      const { rows } = await sql<{ accounts: FlaggedAccount[] }>`
        select public.admin_flagged_accounts(${thresholds.flagAbove}::integer, ${thresholds.windowHours}::integer) as accounts`.execute(
        trx,
      );
      return rows[0]!.accounts;
    },

    /** Lifts the active suspension of one account or browser; false when there was none. */
    async lift(trx: Transaction<Database>, target: { userId?: string; clientHash?: string }): Promise<boolean> {
      const { rows } = await sql<{ lifted: boolean }>`
        select public.admin_lift_suspension(${target.userId ?? null}::uuid, ${target.clientHash ?? null}) as lifted`.execute(trx);
      return rows[0]!.lifted;
    },
  };
}

export type StrikeService = ReturnType<typeof createStrikeService>;
