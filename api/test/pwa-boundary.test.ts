import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps the PWA to api/contract and the app type (eslint.config.js), run on sample files. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problemsOf(code: string, file = 'pwa/src/components/Sample.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the PWA reaches the server only through hc<AppType>', () => {
  it.each([
    ["import { createPaymentsService } from '../../../api/payments/service';"],
    ["import type { PurchaseResult } from '../../../api/payments/service';"],
    ["import { createApp } from '../../../api/app';"],
    ["export { ApiError } from '../../../api/http/errors';"],
    ["const load = () => import('../../../api/db/database');"],
    ["import pg from 'pg';"],
    ["import { Hono } from 'hono';"],
    ["import { readFile } from 'node:fs/promises';"],
  ])('refuses %s', async (line) => {
    const problems = await problemsOf(`${line}\nexport {};\n`);
    expect(problems.some((problem) => /studio18\/pwa-boundary|no-restricted-imports/.test(problem))).toBe(true);
  });

  it('allows the contract, the app type and the client of hono', async () => {
    const problems = await problemsOf(
      [
        "import { authMessages } from '../../../api/contract/messages';",
        "import type { AppType } from '../../../api/app-type';",
        "import { hc } from 'hono/client';",
        "import { ApiError } from '../api/client';",
        'export const used = [authMessages, hc, ApiError];',
        'export type Used = AppType;',
      ].join('\n'),
    );
    expect(problems.filter((problem) => /pwa-boundary|no-restricted-imports/.test(problem))).toEqual([]);
  });
});
