import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The server's and the scripts' tests: under Node, each test file with a database of its own cloned
 * from the template the global setup makes in an embedded Postgres. The files of one worker share
 * their modules (isolate: false): every file builds its own app, database and servers, and none
 * mocks a module, while loading the content policy's vocabularies and model once per file cost
 * about 2.5 s each (the import phase fell from 244 s to 26 s summed over the files). A server test
 * that needs to mock a module, or to change a module's state for good, belongs in a project of its own.
 */
export const serverTests = {
  name: 'server',
  include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
  environment: 'node',
  isolate: false,
  globalSetup: ['api/test/global-setup.ts'],
};

/**
 * The PWA's unit tests: in a happy-dom window, with IndexedDB from fake-indexeddb; no database, so
 * they run without the embedded Postgres.
 */
export const pwaTests = {
  name: 'pwa',
  include: ['pwa/src/**/*.test.{ts,tsx}'],
  environment: 'happy-dom',
  setupFiles: ['pwa/test/setup.ts'],
};

export default defineConfig({
  test: {
    pool: 'forks',
    // One test file per core at least two at once: the files spend much of their time waiting on
    // Postgres, the fake providers and timers, and Vitest's default (cores - 1) runs them one at a time
    // on a 2-core machine (a CI run took 8 minutes instead of 5).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      { extends: true, test: serverTests },
      { extends: true, test: pwaTests },
    ],
  },
});
