import { type IDBPDatabase, openDB } from 'idb';
import type { GalleryPage } from '../../../api/contract/gallery';
import { forgetBalance } from '../state/lastBalance';
import { MEMBER_CACHES, RUNTIME_CACHES } from './caches';
import { forgetMembersRequests } from './queue';

/**
 * What a member leaves on this device, removed when they sign out (or their session ends): the site is
 * for adults and the device may be shared. Gone: the service worker's copies of their gallery pages
 * (their prompts, signed links) and of their files, the service worker's records of those entries
 * (their addresses name the member), their generation requests queued offline, and their last known
 * balance, and this browser's push subscription (their jobs' notifications) with the tab's notices of
 * their jobs. Stays: the app itself, the shared gallery
 * and its files, and the anonymous visitor's own queued requests.
 *
 * Each part is done even when another fails (no Cache Storage, no IndexedDB in a private window).
 */

const EXPIRATION_DB = 'workbox-expiration';
const EXPIRATION_STORE = 'cache-entries';

/** A kept gallery page that is not the shared gallery as a visitor sees it (a member's, kept before their pages had their own cache). */
async function isMembersPage(response: Response | undefined): Promise<boolean> {
  if (!response) return false;
  try {
    const page = (await response.json()) as Partial<GalleryPage>;
    return page.viewer !== null || !Array.isArray(page.items) || page.items.some((item) => item.source !== 'shared');
  } catch {
    // Not readable: it cannot be shown as the shared gallery either.
    return true;
  }
}

/** Empties the member's caches; answers the cache entries removed elsewhere, as `cacheName|url`. */
async function forgetCaches(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
  const removed: string[] = [];
  if (await caches.has(RUNTIME_CACHES.galleryPages)) {
    const shared = await caches.open(RUNTIME_CACHES.galleryPages);
    for (const request of await shared.keys()) {
      if (await isMembersPage(await shared.match(request))) {
        await shared.delete(request);
        removed.push(`${RUNTIME_CACHES.galleryPages}|${request.url}`);
      }
    }
  }
  return removed;
}

/**
 * Removes the service worker's expiration records (workbox-expiration: one per cached address, with
 * the signed link itself) of the member's caches and of `entries`. A database that does not exist is
 * not made (the service worker creates it with its own layout).
 */
async function forgetExpirationRecords(entries: string[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  let db: IDBPDatabase;
  try {
    db = await openDB(EXPIRATION_DB, undefined, {
      // No such database yet: opening it would make an empty one, so the opening is called off.
      upgrade(_db, _oldVersion, _newVersion, transaction) {
        transaction.done.catch(() => undefined);
        transaction.abort();
      },
    });
  } catch {
    return;
  }
  try {
    if (!db.objectStoreNames.contains(EXPIRATION_STORE)) return;
    const transaction = db.transaction(EXPIRATION_STORE, 'readwrite');
    const store = transaction.store;
    const forgetCache = async (cacheName: string) => {
      for (const key of await store.index('cacheName').getAllKeys(IDBKeyRange.only(cacheName))) await store.delete(key);
    };
    await Promise.all([...MEMBER_CACHES.map(forgetCache), ...entries.map((id) => store.delete(id)), transaction.done]);
  } finally {
    db.close();
  }
}

async function forgetCachedFiles(): Promise<void> {
  await forgetExpirationRecords(await forgetCaches());
}

/** What modules of higher floors keep of the member and forget themselves (notify.ts: the push subscription, the tab's notices). */
const forgetters = new Set<() => Promise<void>>();

/** Adds the forgetting of what a module keeps of the member to every sign-out; that module registers it when it loads. */
export function forgetAlso(forget: () => Promise<void>): void {
  forgetters.add(forget);
}

/** Removes everything of the signed-out member from this device (see above). */
export async function forgetMemberData(): Promise<void> {
  const results = await Promise.allSettled([
    forgetCachedFiles(),
    forgetMembersRequests(),
    (async () => forgetBalance())(),
    ...[...forgetters].map((forget) => forget()),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('some of the member data on this device could not be removed', result.reason);
  }
}
