/**
 * Web Locks as a browser grants them between the tabs of one origin (happy-dom has none): exclusive
 * locks by name, granted one at a time in the order they were asked for, held until the callback's
 * promise settles. Enough for `navigator.locks.request(name, callback)`.
 */
export class TestLockManager {
  private readonly held = new Map<string, Promise<void>>();
  /** How many callbacks ran while another held the same lock: must stay 0. */
  overlaps = 0;
  private readonly running = new Map<string, number>();

  request<T>(name: string, callback: (lock: { name: string; mode: 'exclusive' }) => Promise<T> | T): Promise<T> {
    const before = this.held.get(name) ?? Promise.resolve();
    const granted = before.then(async () => {
      const count = (this.running.get(name) ?? 0) + 1;
      this.running.set(name, count);
      if (count > 1) this.overlaps += 1;
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        this.running.set(name, (this.running.get(name) ?? 1) - 1);
      }
    });
    this.held.set(
      name,
      granted.then(
        () => undefined,
        () => undefined,
      ),
    );
    return granted;
  }
}

/** Gives this window's navigator the lock manager (shared by every "tab" of the test, as in a browser). */
export function installWebLocks(): TestLockManager {
  const locks = new TestLockManager();
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return locks;
}

/** Back to happy-dom's navigator without Web Locks. */
export function removeWebLocks(): void {
  Reflect.deleteProperty(navigator, 'locks');
}
