import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECLARATIVE_FILES } from '../db/declarative';
import { DATABASE_ERRORS, databaseError } from './errors';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The SQLSTATEs the capability files raise (`using errcode = 'XX000'`). */
function raisedCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of DECLARATIVE_FILES) {
    for (const match of readFileSync(path.join(apiDir, file), 'utf8').matchAll(/errcode\s*=\s*'([0-9A-Z]{5})'/g)) codes.add(match[1]!);
  }
  return codes;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the table of database errors', () => {
  it('answers every SQLSTATE a SQL function raises, and holds no code none raises', () => {
    const raised = raisedCodes();
    expect([...raised].filter((code) => !(code in DATABASE_ERRORS)).sort()).toEqual([]);
    expect(Object.keys(DATABASE_ERRORS).filter((code) => !raised.has(code) && code !== '42501')).toEqual([]);
  });

  it('is the only server file that names one of those codes: no service translates them itself', () => {
    const codes = Object.keys(DATABASE_ERRORS);
    const naming = serverFiles(apiDir)
      .filter((file) => !file.endsWith(path.join('http', 'errors.ts')))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return codes
          .filter((code) => text.includes(`'${code}'`) || text.includes(`"${code}"`))
          .map((code) => `${path.relative(apiDir, file)}: ${code}`);
      });
    expect(naming).toEqual([]);
  });

  it("reads the values an answer needs from the error's detail, never from its message", () => {
    const limit = databaseError(Object.assign(new Error('Free limit reached'), { code: 'GN429', detail: '137' }));
    expect([limit?.status, limit?.message, limit?.retryAfterSeconds]).toEqual([
      429,
      'You have reached the free generation limit. Please wait 3 minutes before trying again.',
      137,
    ]);
    const held = databaseError(Object.assign(new Error('This output was already whatever'), { code: 'SF409', detail: 'released' }));
    expect([held?.status, held?.message]).toEqual([409, 'This output was already released.']);
    const setting = databaseError(Object.assign(new Error('anything'), { code: 'STV01', detail: 'maintenance.x' }));
    expect([setting?.status, setting?.message]).toEqual([400, 'Unknown setting: maintenance.x']);
  });

  it('finds a code on an error that wraps the database error, and leaves other errors alone', () => {
    const wrapped = new Error('the transaction failed', { cause: Object.assign(new Error('x'), { code: 'TK402' }) });
    expect([databaseError(wrapped)?.status, databaseError(wrapped)?.message]).toEqual([402, 'Insufficient tokens']);
    expect(databaseError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeUndefined();
    expect(databaseError(new Error('plain'))).toBeUndefined();
  });
});
