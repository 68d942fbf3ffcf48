import type { createStore } from 'jotai';
import { ApiError, generationsApi } from '../api/client';
import { type SessionState, sessionAtom } from '../state/session';
import { isQueueable, markFailed, markSent, queuedGenerations, readQueued } from './queue';

/**
 * Sends the requests queued offline (queue.ts) when the connection returns: on the `online` event,
 * at start-up, when the tab is looked at again, when the session is confirmed, and every 30 s while
 * one is waiting (a browser can say it is online while the server is unreachable).
 *
 * Each is sent once, even with several tabs open: the tabs take turns through a Web Lock, and the one
 * holding it marks a request sent in IndexedDB before letting go, so the next tab finds nothing left
 * to send. Should two sends still happen (a browser without Web Locks, a tab closed mid-send), the
 * request's Idempotency-Key makes the server answer the same job. Every tab learns what became of a
 * request through a BroadcastChannel; the page that shows it then follows the job like any other.
 */

const LOCK_NAME = 'studio18-generation-queue';
const CHANNEL_NAME = 'studio18-generation-queue';
const RETRY_MS = 30_000;
/** A send that hangs must not hold the lock (and so every tab's sending) for ever. */
const SUBMIT_TIMEOUT_MS = 30_000;
/**
 * An answer saying the server is briefly unavailable (503 with Retry-After) waits like a lost network.
 * Other server errors (a 500, a 503 with no time to come back) are tried again, but not for ever:
 * after this many answers for one request in this page, it is given up and the page shows the
 * server's message, so the visitor can decide to try again.
 */
const MAX_SERVER_ERRORS = 5;
const serverErrors = new Map<string, number>();

export type QueueChange =
  | { type: 'queued'; id: string }
  | { type: 'sent'; id: string; jobId: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'withdrawn'; id: string };

const listeners = new Set<(change: QueueChange) => void>();
let channel: BroadcastChannel | null | undefined;

function deliver(change: QueueChange): void {
  for (const listener of listeners) listener(change);
}

function queueChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    if (channel) channel.onmessage = (event: MessageEvent<QueueChange>) => deliver(event.data);
  }
  return channel;
}

/** Calls `listener` for every change of the queue, made in this tab or another. */
export function onQueueChange(listener: (change: QueueChange) => void): () => void {
  queueChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this tab and the others that a request changed. */
export function announceQueueChange(change: QueueChange): void {
  deliver(change);
  queueChannel()?.postMessage(change);
}

/** Whose queued requests the page shows: the signed-in member's (even if only remembered offline), else the anonymous visitor's; undefined while the session is loading. */
export function queueOwner(session: SessionState): string | null | undefined {
  if (session.status === 'loading') return undefined;
  return session.status === 'signed-in' ? session.user.id : null;
}

/** Whose requests may be sent now: a member's only once the server has confirmed the session (else they would go out anonymous). */
function senderIdentity(session: SessionState): string | null | undefined {
  if (session.status === 'signed-in' && session.accessToken === null) return undefined;
  return queueOwner(session);
}

/** Runs `task` while holding the queue's lock, so one tab at a time sends. */
async function withQueueLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK_NAME, task);
  // No Web Locks (an old browser): the Idempotency-Key still makes a second send answer the same job.
  return task();
}

/** Sends `owner`'s waiting requests, oldest first. Answers whether some are still waiting for the network. */
async function sendWaiting(owner: string | null): Promise<boolean> {
  const waiting = (await queuedGenerations()).filter(
    (entry) => entry.state === 'queued' && entry.owner === owner && isQueueable(entry.tool),
  );
  for (const { id } of waiting) {
    // Read again: another tab may have withdrawn it while the previous one was being sent.
    const entry = await readQueued(id);
    if (entry?.state !== 'queued') continue;
    let jobId: string;
    try {
      const submitted = await generationsApi.submit(
        { tool: entry.tool, params: entry.params },
        entry.id,
        AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      );
      jobId = submitted.id;
    } catch (error) {
      // Briefly unavailable (503 with Retry-After: its database restarting) is waited out like no network.
      const answered = error instanceof ApiError && !error.isNetworkError && !error.isComeBackLater;
      const tries = answered && error.status >= 500 ? (serverErrors.get(entry.id) ?? 0) + 1 : 0;
      if (tries > 0) serverErrors.set(entry.id, tries);
      if (answered && (error.status < 500 || tries >= MAX_SERVER_ERRORS)) {
        // Refused for good (the free limit, the content policy), or the server kept failing: the page says why.
        serverErrors.delete(entry.id);
        // A strike warning is kept with the refusal, so the page shows both.
        const shown = error.warning ? `${error.message} ${error.warning}` : error.message;
        if (await markFailed(entry.id, shown)) announceQueueChange({ type: 'failed', id: entry.id, error: shown });
        continue;
      }
      // No network, a timeout or a server error not yet given up on: everything waits for the next try.
      return true;
    }
    serverErrors.delete(entry.id);
    if (await markSent(entry.id, jobId)) {
      announceQueueChange({ type: 'sent', id: entry.id, jobId });
    } else {
      // Withdrawn while it was on its way: the visitor asked for it not to run.
      await generationsApi.cancel(jobId).catch(() => undefined);
    }
  }
  return false;
}

let readSession: (() => SessionState) | null = null;
let sending: Promise<void> | null = null;
let sendAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function retryLater(): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    sendQueuedGenerations();
  }, RETRY_MS);
}

async function sendOnce(): Promise<void> {
  if (!readSession) return;
  const owner = senderIdentity(readSession());
  // The session is not settled yet: its change starts the next try.
  if (owner === undefined) return;
  try {
    if (await withQueueLock(() => sendWaiting(owner))) retryLater();
  } catch (error) {
    // IndexedDB unavailable or a lock refused: nothing was queued here that could be sent.
    console.warn('queued generations could not be sent', error);
  }
}

/** Sends the waiting requests now; calls while a send runs are folded into one more round after it. */
export function sendQueuedGenerations(): void {
  if (sending) {
    sendAgain = true;
    return;
  }
  sending = (async () => {
    do {
      sendAgain = false;
      await sendOnce();
    } while (sendAgain);
  })().finally(() => {
    sending = null;
  });
}

/** Starts sending queued requests whenever the connection may be back. Called once from main.tsx. */
export function startGenerationQueue(store: ReturnType<typeof createStore>): void {
  if (readSession) return;
  readSession = () => store.get(sessionAtom);
  let identity = senderIdentity(readSession());
  store.sub(sessionAtom, () => {
    const next = senderIdentity(store.get(sessionAtom));
    if (next === identity) return;
    identity = next;
    sendQueuedGenerations();
  });
  window.addEventListener('online', sendQueuedGenerations);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sendQueuedGenerations();
  });
  onQueueChange((change) => {
    // Queued after the network failed while the browser still said it was online: no `online` event will come.
    if (change.type === 'queued') retryLater();
  });
  sendQueuedGenerations();
}
