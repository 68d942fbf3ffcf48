import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['api/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
