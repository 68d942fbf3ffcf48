import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB } from 'idb';
import type { ToolId, ToolInput } from '../../../api/contract/generation';

/**
 * Generation requests made without a connection, kept in IndexedDB until they can be sent. Each is
 * keyed by the Idempotency-Key made when Generate was pressed: however often it is sent (a retry, two
 * tabs), the server answers the same job and charges once.
 *
 * Only tools whose request is complete without the network are queued: FREE FLUX (a prompt and its
 * settings). The remix needs its image uploaded first, which itself needs the network, and keeping
 * someone's photo in the browser for an unknown time, to be uploaded with a consent given earlier,
 * is not something to do behind their back: the remix page says that uploading needs a connection.
 */

export const QUEUEABLE_TOOLS = ['free-flux'] as const satisfies readonly ToolId[];
export type QueueableTool = (typeof QUEUEABLE_TOOLS)[number];

export function isQueueable(tool: ToolId): tool is QueueableTool {
  return (QUEUEABLE_TOOLS as readonly ToolId[]).includes(tool);
}

/**
 * queued: waiting for the network. sent: the server made the job (`jobId`), not yet shown to the
 * visitor through to its end. failed: the server refused it (`error`, e.g. the free limit).
 */
export type QueuedState = 'queued' | 'sent' | 'failed';

export interface QueuedGeneration<T extends QueueableTool = QueueableTool> {
  /** The Idempotency-Key of the request (a v4 UUID made when Generate was pressed). */
  id: string;
  tool: T;
  params: ToolInput<T>;
  /** The member who asked (user id), or null for this browser's anonymous visitor: sent only as them. */
  owner: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  state: QueuedState;
  jobId: string | null;
  error: string | null;
}

const DATABASE = 'studio18-offline';
const VERSION = 1;
const STORE = 'generation-queue';

interface OfflineSchema extends DBSchema {
  [STORE]: { key: string; value: QueuedGeneration };
}

type QueueStore<Mode extends IDBTransactionMode> = IDBPObjectStore<OfflineSchema, [typeof STORE], typeof STORE, Mode>;

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The database, opened once per page; its store is made the first time this browser opens it. */
function database(): Promise<IDBPDatabase<OfflineSchema>> {
  if (!opened) {
    const forget = () => {
      opened = null;
    };
    opened = openDB<OfflineSchema>(DATABASE, VERSION, {
      upgrade(db) {
        if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'id' });
      },
      // A newer version is being opened in another tab (after a deploy): let it upgrade, reopen next time.
      blocking() {
        void opened?.then((db) => db.close());
        forget();
      },
      // The browser closed the connection (storage cleared): reopen next time.
      terminated: forget,
    });
    opened.catch(forget);
  }
  return opened;
}

/**
 * Runs `work` in one transaction over the queue and resolves with its result once the transaction has
 * committed: everything `work` reads and writes is one atomic step, whatever other tabs do. `work` may
 * only await requests of this transaction (anything else lets it commit early).
 */
async function run<T, Mode extends IDBTransactionMode>(mode: Mode, work: (store: QueueStore<Mode>) => Promise<T>): Promise<T> {
  const transaction = (await database()).transaction(STORE, mode);
  // Rejects when the transaction aborts; awaited below, or observed here when `work` failed first.
  const committed = transaction.done;
  let result: T;
  try {
    result = await work(transaction.store);
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Already finished: the error below is the one to report.
    }
    await committed.catch(() => undefined);
    throw error;
  }
  await committed;
  return result;
}

const byAge = (a: QueuedGeneration, b: QueuedGeneration) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** Stores a request made offline. */
export async function queueGeneration<T extends QueueableTool>(request: {
  id: string;
  tool: T;
  params: ToolInput<T>;
  owner: string | null;
}): Promise<QueuedGeneration<T>> {
  const entry: QueuedGeneration<T> = { ...request, createdAt: Date.now(), state: 'queued', jobId: null, error: null };
  await run('readwrite', async (store) => store.put(entry));
  return entry;
}

/** Every stored request, oldest first. */
export async function queuedGenerations(): Promise<QueuedGeneration[]> {
  const all = await run('readonly', async (store) => store.getAll());
  return all.sort(byAge);
}

export async function readQueued(id: string): Promise<QueuedGeneration | undefined> {
  return run('readonly', async (store) => store.get(id));
}

/** The oldest request of `tool` asked by `owner` that no page has shown through to its end yet. */
export async function oldestQueued(tool: QueueableTool, owner: string | null): Promise<QueuedGeneration | undefined> {
  return (await queuedGenerations()).find((entry) => entry.tool === tool && entry.owner === owner);
}

/** Changes a stored request in one step; false when it is gone (withdrawn meanwhile). */
async function update(id: string, change: (entry: QueuedGeneration) => QueuedGeneration): Promise<boolean> {
  return run('readwrite', async (store) => {
    const entry = await store.get(id);
    if (!entry) return false;
    await store.put(change(entry));
    return true;
  });
}

/** The server made the job: false when the visitor withdrew the request meanwhile (the caller cancels the job). */
export function markSent(id: string, jobId: string): Promise<boolean> {
  return update(id, (entry) => ({ ...entry, state: 'sent', jobId, error: null }));
}

/** The server refused the request for good; the page shows why, once. */
export function markFailed(id: string, error: string): Promise<boolean> {
  return update(id, (entry) => ({ ...entry, state: 'failed', error }));
}

/**
 * Removes a request the visitor canceled. Answers the job id when it had been sent already, so the
 * caller can cancel that job too; null when it never left the browser (or was already gone).
 */
export async function withdrawQueued(id: string): Promise<string | null> {
  return run('readwrite', async (store) => {
    const entry = await store.get(id);
    if (!entry) return null;
    await store.delete(id);
    return entry.state === 'sent' ? entry.jobId : null;
  });
}

/** Forgets a request once its outcome has been shown. */
export async function forgetQueued(id: string): Promise<void> {
  await run('readwrite', async (store) => store.delete(id));
}

/**
 * Removes every request a member asked (signed out: none of theirs may wait on a shared device, nor be
 * sent later as someone else). The anonymous visitor's requests stay. Answers the ids removed.
 */
export async function forgetMembersRequests(): Promise<string[]> {
  return run('readwrite', async (store) => {
    const members = (await store.getAll()).filter((entry) => entry.owner !== null);
    for (const entry of members) await store.delete(entry.id);
    return members.map((entry) => entry.id);
  });
}
