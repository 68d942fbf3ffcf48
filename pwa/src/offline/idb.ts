/**
 * A tiny promise face over the raw IndexedDB API, enough for the offline stores: open a database
 * (creating its object stores on first use) and run one transaction, resolving when it has committed.
 */

/** Resolves with a request's result (or rejects with its error). */
export function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

const opened = new Map<string, Promise<IDBDatabase>>();

/** The database, opened once per page; `upgrade` creates its stores when the version is new. */
export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  let pending = opened.get(name);
  if (!pending) {
    pending = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(new Error('IndexedDB is not available'));
        return;
      }
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => {
        const db = request.result;
        // A newer version opened in another tab (after a deploy): let it upgrade, reopen next time.
        db.onversionchange = () => {
          db.close();
          opened.delete(name);
        };
        resolve(db);
      };
      // 'blocked' needs nothing: the other tabs close their connection on 'versionchange' (above), then this one opens.
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    });
    opened.set(name, pending);
    pending.catch(() => opened.delete(name));
  }
  return pending;
}

/**
 * Runs `work` in one transaction over `storeName` and resolves with its result once the transaction
 * has committed: everything `work` reads and writes is one atomic step, whatever other tabs do.
 * `work` may only await requests of this transaction (anything else lets it commit early).
 */
export async function inTransaction<T>(
  db: IDBDatabase,
  storeName: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const transaction = db.transaction(storeName, mode);
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
  let result: T;
  try {
    result = await work(transaction.objectStore(storeName));
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Already finished: the error below is the one to report.
    }
    await done.catch(() => undefined);
    throw error;
  }
  await done;
  return result;
}
