import { sql } from 'kysely';
import { type GenerationStatus, isFinished } from '../contract/generation';
import { MAX_SUBSCRIPTIONS_PER_MEMBER, pushMessages, type SubscriptionInput } from '../contract/push';
import type { RequestTransaction } from '../http/context';
import { ApiError } from '../http/errors';
import { endpointAllowed } from './hosts';

/**
 * The member's side of Web Push, each in the request's transaction as the member (RLS): saving and
 * removing their browsers' subscriptions, and asking to be told when one of their jobs ends. The
 * notifications themselves are sent by the worker (sender.ts).
 */

export interface PushServiceDeps {
  /** The VAPID public key, or null when push is off (production without VAPID keys). */
  publicKey: string | null;
  /** PUSH_SERVICE_HOSTS. */
  hosts: readonly string[];
}

export function createPushService(deps: PushServiceDeps) {
  return {
    publicKey: deps.publicKey,

    /** Saves the subscription for the member: created, updated, or moved from another account (save_push_subscription). */
    async subscribe(trx: RequestTransaction, subscription: SubscriptionInput): Promise<'created' | 'updated' | 'moved'> {
      if (!deps.publicKey) throw new ApiError('unavailable', pushMessages.unavailable);
      if (!endpointAllowed(subscription.endpoint, deps.hosts)) throw new ApiError('bad_request', pushMessages.endpointNotAllowed);
      const { rows } = await sql<{ outcome: 'created' | 'updated' | 'moved' }>`
        select public.save_push_subscription(${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth},
          ${MAX_SUBSCRIPTIONS_PER_MEMBER}::integer) as outcome`.execute(trx);
      return rows[0]!.outcome;
    },

    /** Removes the member's subscription of that endpoint; nothing when they have none (another's is not theirs to remove). */
    async unsubscribe(trx: RequestTransaction, userId: string, endpoint: string): Promise<void> {
      await trx.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute();
    },

    /** Marks the member's running or queued job to be told about; 404 when it is not theirs, 409 when it has ended. */
    async requestNotify(trx: RequestTransaction, generationId: string): Promise<void> {
      const { rows } = await sql<{
        status: GenerationStatus;
      }>`select public.request_generation_push(${generationId}::uuid) as status`.execute(trx);
      const status = rows[0]!.status;
      if (isFinished(status)) throw new ApiError('conflict', pushMessages.alreadyEnded);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
