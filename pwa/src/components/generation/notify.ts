import { type GenerationStatus, isFinished } from '../../../../api/contract/generation';
import { jobUrl, outputNoun, pushTitle } from '../../../../api/contract/push';
import { ApiError, generationsApi, pushApi } from '../../api/client';
import { followGeneration } from '../../api/events';
import { forgetAlso } from '../../offline/forget';
import { pageTitle } from '../useDocumentTitle';

/**
 * Being told when a long job ends. With the browser's permission: a Web Push subscription through the
 * service worker (its push handler is public/push-sw.js), saved on the server with the job marked, so
 * the notification comes even with the site closed. Without it (permission refused, no push in this
 * browser, no service worker): this tab follows the job and, when it ends, changes its title and shows
 * a notice with a link to the job (tellInTab), for as long as the tab stays open.
 */

/** What asking for push came to: subscribed, refused by the member, impossible here, or the job ended already. */
export type PushOutcome = 'push' | 'denied' | 'unsupported' | 'ended';

/** How long to wait for the service worker (none registers in development, or with the site's storage blocked). */
const SERVICE_WORKER_WAIT_MS = 5000;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

/** The VAPID key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

function serviceWorkerReady(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS)),
  ]);
}

/** Jobs this tab asked push for, so the view shows it again after the button was remounted. */
const asked = new Set<string>();
export const pushAsked = (generationId: string) => asked.has(generationId);

/**
 * Asks for notification permission (the member just pressed the button), subscribes this browser with
 * the site's key (a subscription made with another key is replaced), saves the subscription and asks
 * to be told about the job. Rejects with an ApiError when the server refuses or cannot be reached.
 */
export async function askPush(generationId: string): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  // Refused before: the browser would not ask again anyway.
  if (Notification.permission === 'denied') return 'denied';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await pushApi.key();
  if (!publicKey) return 'unsupported';
  const registration = await serviceWorkerReady();
  if (!registration) return 'unsupported';
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => undefined);
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // No push service reachable (or the browser refused): the tab tells instead.
    return 'unsupported';
  }
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'unsupported';
  await pushApi.subscribe({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
  try {
    await pushApi.notify(generationId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'ended';
    throw error;
  }
  asked.add(generationId);
  return 'push';
}

/* ---- Telling in the tab ---- */

/** A job that ended while the tab watched it, shown as a notice with a link to it. */
export interface JobNotice {
  id: string;
  status: GenerationStatus;
  title: string;
  url: string;
}

let notices: readonly JobNotice[] = [];
const listeners = new Set<() => void>();
const publish = (next: readonly JobNotice[]) => {
  notices = next;
  for (const listener of listeners) listener();
};

/** The notices, for useSyncExternalStore (JobNotices). */
export const jobNotices = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly JobNotice[] => notices,
  dismiss(id: string): void {
    publish(notices.filter((notice) => notice.id !== id));
    if (notices.length === 0) restoreTitle();
  },
};

/** The title before the tab announced a job, and the one it shows; both null while it announces nothing. */
let titleBefore: string | null = null;
let titleShown: string | null = null;
let watchingVisibility = false;

function markTitle(label: string): void {
  if (titleShown === null || document.title !== titleShown) titleBefore = document.title;
  titleShown = pageTitle(label);
  document.title = titleShown;
  if (!watchingVisibility) {
    watchingVisibility = true;
    // Looked at again: the title is the page's own once more (the notice stays until dismissed).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') restoreTitle();
    });
  }
}

/** Puts the page's title back, unless the page has set another one meanwhile. */
export function restoreTitle(): void {
  if (titleShown !== null && titleBefore !== null && document.title === titleShown) document.title = titleBefore;
  titleShown = titleBefore = null;
}

/** The tab title's word for a job that ended: '✓ Video ready'. */
export function titleLabel(tool: string, status: GenerationStatus): string {
  const noun = outputNoun(tool) === 'video' ? 'Video' : 'Image';
  if (status === 'succeeded') return `✓ ${noun} ready`;
  if (status === 'held') return `${noun} held for review`;
  return `✕ ${noun} failed`;
}

/** Announces in this tab that the job ended: the title, and a notice (none for a job the member canceled). */
export function announceJobEnded(id: string, tool: string, status: GenerationStatus): void {
  if (status === 'canceled' || !isFinished(status)) return;
  markTitle(titleLabel(tool, status));
  const notice: JobNotice = { id, status, title: pushTitle(tool, status), url: jobUrl(tool, id) };
  publish([...notices.filter((existing) => existing.id !== id), notice]);
}

/** The jobs this tab follows, each with what stops following it. */
const watching = new Map<string, AbortController>();

/**
 * Follows the job in this tab and announces its end. Kept outside any component so that it goes on
 * when the view that started it is left; once per job however often it is asked. Resolves when the
 * job has ended (or could not be followed: nothing is announced then).
 */
export async function tellInTab(generationId: string): Promise<void> {
  if (watching.has(generationId)) return;
  const controller = new AbortController();
  watching.set(generationId, controller);
  try {
    const job = await generationsApi.get(generationId, controller.signal);
    const status = isFinished(job.status) ? job.status : await followGeneration(generationId, () => undefined, controller.signal);
    if (!controller.signal.aborted) announceJobEnded(generationId, job.tool, status);
  } catch {
    // Not followed to its end (signed out, the job gone, no network for long): the view says what it knows.
  } finally {
    watching.delete(generationId);
  }
}

/**
 * The member signed out (offline/forget.ts runs this, registered below): this browser stops getting
 * their notifications (its push subscription is ended at the push service, so the server's next push
 * to it is answered 410 and the server deletes it), and the tab stops following their jobs and drops
 * its notices.
 */
export async function forgetPush(): Promise<void> {
  asked.clear();
  for (const controller of watching.values()) controller.abort();
  watching.clear();
  publish([]);
  restoreTitle();
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

// This module is loaded with every page (App → JobNotices), so every sign-out forgets push as well.
forgetAlso(forgetPush);
