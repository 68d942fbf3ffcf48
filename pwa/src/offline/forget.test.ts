import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { MEMBER_CACHES } from './caches';

const EXPIRATION_DB = 'workbox-expiration';

/** The service worker's expiration records as workbox-expiration lays them out. */
async function seedExpirationRecords(records: { id: string; cacheName: string; url: string }[]): Promise<void> {
  const db = await openDB(EXPIRATION_DB, 1, {
    upgrade(database) {
      const store = database.createObjectStore('cache-entries', { keyPath: 'id' });
      store.createIndex('cacheName', 'cacheName', { unique: false });
    },
  });
  for (const record of records) await db.put('cache-entries', { ...record, timestamp: 1 });
  db.close();
}

describe("forgetting a signed-out member's data", () => {
  it("removes the member's queued requests, last balance and file records, and keeps the visitor's", async () => {
    const queue = await import('./queue');
    await queue.queueGeneration({ id: 'visitor', tool: 'free-flux', params: { prompt: 'x' }, owner: null });
    await queue.queueGeneration({ id: 'member', tool: 'free-flux', params: { prompt: 'y' }, owner: 'user-1' });
    localStorage.setItem('studio18.lastBalance', JSON.stringify({ userId: 'user-1', tokens: 40, at: 1 }));
    const memberCache = MEMBER_CACHES[0]!;
    await seedExpirationRecords([
      { id: `${memberCache}|https://site/api/v1/files/mine?sig=1`, cacheName: memberCache, url: 'https://site/api/v1/files/mine?sig=1' },
      { id: 'shared-files|https://site/shared.jpg', cacheName: 'shared-files', url: 'https://site/shared.jpg' },
    ]);

    const { forgetMemberData } = await import('./forget');
    await forgetMemberData();

    expect((await queue.queuedGenerations()).map((entry) => entry.id)).toEqual(['visitor']);
    expect(localStorage.getItem('studio18.lastBalance')).toBeNull();
    const db = await openDB(EXPIRATION_DB);
    expect(await db.getAllKeys('cache-entries')).toEqual(['shared-files|https://site/shared.jpg']);
    db.close();
  });

  it('does not make the service worker database when it does not exist', async () => {
    const { forgetMemberData } = await import('./forget');
    await forgetMemberData();
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(EXPIRATION_DB);
  });
});
