import { type Kysely, sql } from 'kysely';
import webpush from 'web-push';
import { type GenerationStatus } from '../contract/generation';
import { jobUrl, pushBody, type PushPayload, pushTitle } from '../contract/push';
import type { Database } from '../db/schema';
import { describeFetchError } from '../http/outbound';
import type { Logger } from '../log/logger';
import type { VapidKeys } from '../secrets';
import { endpointAllowed, endpointHost } from './hosts';

/**
 * Sends the one notification of an ended job that asked for it, to each of its member's browsers.
 * The "sent" mark is claimed first by one UPDATE (claim_generation_push), so however many callers
 * there are (the worker that ended the job, a completion retried, the sweep of any process) one sends.
 * Nothing here holds a database connection while a push service answers, and every call has a time
 * limit; a failure is logged (the endpoint's host only: the address itself is the browser's secret)
 * and never reaches the job, which has ended before this runs.
 *
 * The request is built by web-push (RFC 8291 aes128gcm encryption, the VAPID JWT of RFC 8292) and sent
 * with fetch rather than web-push's own sender, so that it follows no redirect (an endpoint we checked
 * must not send us elsewhere), reads no answer body, and keeps to the time limit as a whole.
 */

export interface PushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Sends the job's notification if it asked for one and none was sent; answers how many browsers took it. */
  jobEnded(jobId: string): Promise<number>;
  /** Sends the notifications still owed for jobs that ended within the hour (their ender died, or was the sweep). */
  sweep(): Promise<number>;
}

export interface PushSenderDeps {
  owner: Kysely<Database>;
  keys: VapidKeys;
  /** VAPID_SUBJECT: how the push services can reach the operator. */
  subject: string;
  /** PUSH_SERVICE_HOSTS. */
  hosts: readonly string[];
  logger: Logger;
  /** The longest wait for one push service's answer. */
  timeoutMs?: number;
}

/** How long a push service keeps a notification for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 3600;
const DEFAULT_TIMEOUT_MS = 10_000;

interface ClaimedPush {
  user_id: string;
  tool: string;
  status: GenerationStatus;
}

/** The notification: its words come from the tool and the status alone, never the prompt or the job's error. */
export function pushPayload(jobId: string, job: Pick<ClaimedPush, 'tool' | 'status'>): PushPayload {
  return {
    title: pushTitle(job.tool, job.status),
    body: pushBody(job.status),
    url: jobUrl(job.tool, jobId),
    jobId,
  };
}

export function createPushSender(deps: PushSenderDeps): PushSender {
  const { owner, keys, subject, hosts, logger } = deps;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One browser: true when its push service took the notification. A 404 or 410 (the subscription is gone) deletes it. */
  async function deliver(
    subscription: { id: string; endpoint: string; p256dh: string; auth: string },
    payload: string,
    jobId: string,
  ): Promise<boolean> {
    const host = endpointHost(subscription.endpoint);
    if (!endpointAllowed(subscription.endpoint, hosts)) {
      logger.warn('push endpoint not on PUSH_SERVICE_HOSTS: not sent', { host });
      return false;
    }
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          urgency: 'normal',
          // The job's id (32 hex digits): a push service holding an undelivered one replaces it, never two.
          topic: jobId.replace(/-/g, ''),
          contentEncoding: 'aes128gcm',
        },
      );
      // fetch sets the length itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404 || response.status === 410) {
        await owner.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
        logger.info('push subscription gone: deleted', { host, status: response.status });
        return false;
      }
      if (response.status < 200 || response.status >= 300) {
        logger.warn('push service refused the notification', { host, status: response.status, job: jobId });
        return false;
      }
      await owner.updateTable('push_subscriptions').set({ last_used_at: sql<Date>`now()` }).where('id', '=', subscription.id).execute();
      return true;
    } catch (error) {
      logger.warn('push notification not sent', { host, job: jobId, error: describeFetchError(error) });
      return false;
    }
  }

  async function jobEnded(jobId: string): Promise<number> {
    const { rows } = await sql<ClaimedPush>`select user_id, tool, status from public.claim_generation_push(${jobId}::uuid)`.execute(owner);
    const job = rows[0];
    if (!job) return 0;
    const subscriptions = await owner
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', job.user_id)
      .execute();
    const payload = JSON.stringify(pushPayload(jobId, job));
    const delivered = await Promise.all(subscriptions.map((subscription) => deliver(subscription, payload, jobId)));
    return delivered.filter(Boolean).length;
  }

  return {
    publicKey: keys.publicKey,
    jobEnded,
    async sweep() {
      const { rows: owed } = await sql<{ id: string }>`select id from public.owed_generation_pushes(100) as id`.execute(owner);
      let sent = 0;
      for (const job of owed) sent += await jobEnded(job.id);
      return sent;
    },
  };
}
