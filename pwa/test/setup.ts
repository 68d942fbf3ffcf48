import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

// Every test starts on an empty browser: no IndexedDB databases, nothing in localStorage, and the
// PWA's modules loaded afresh (each test imports them after this, so no connection or state carries over).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
