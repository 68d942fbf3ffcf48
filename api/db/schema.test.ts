import { readFile } from 'node:fs/promises';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { DiffChecker } from 'kysely-codegen';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { TransactionType } from '../contract/catalog';
import type { GenerationStatus, ToolId } from '../contract/generation';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { checkedValues, generateSchema, regenerateCommand, schemaFile } from './codegen';
import type { StoredOutput } from './json-types';
import type { Database } from './schema';

describe('api/db/schema.ts', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('is what the migrations generate', async () => {
    const [committed, fresh] = await Promise.all([readFile(schemaFile, 'utf8'), generateSchema(db.url)]);
    const diff = new DiffChecker().diff(committed, fresh);
    if (diff) {
      expect.fail(
        `api/db/schema.ts does not match the tables and views the migrations and capability files make; run \`${regenerateCommand}\` and commit the result.\n` +
          `Committed (-) against generated (+):\n${diff}`,
      );
    }
  });
});

// Type assertions: `npm run typecheck` fails when one no longer holds.
describe('the generated types', () => {
  it('read jsonb columns in their shapes and take JSON text on insert', () => {
    expectTypeOf<Selectable<Database['generations']>['outputs']>().toEqualTypeOf<StoredOutput[]>();
    expectTypeOf<Selectable<Database['generation_events']>['data']>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<Insertable<Database['generations']>['params']>().toEqualTypeOf<string>();
  });

  it('agree with the contract on the values the CHECK constraints allow', () => {
    expectTypeOf<Selectable<Database['generations']>['tool']>().toEqualTypeOf<ToolId>();
    expectTypeOf<Selectable<Database['generations']>['status']>().toEqualTypeOf<GenerationStatus>();
    expectTypeOf<Selectable<Database['token_transactions']>['transaction_type']>().toEqualTypeOf<TransactionType>();
  });

  it('let no query write a balance: only the SQL functions move it', () => {
    expectTypeOf<Updateable<Database['user_profiles']>>().not.toHaveProperty('tokens');
    expectTypeOf<Insertable<Database['user_profiles']>>().not.toHaveProperty('tokens');
  });
});

describe('CHECK (column in (...)) constraints as unions', () => {
  it('reads the values of a list, a single value, and quotes inside values', () => {
    expect(checkedValues('status', "CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text])))")).toEqual(['queued', 'running']);
    expect(checkedValues('kind', "CHECK ((kind = 'image'::text))")).toEqual(['image']);
    expect(checkedValues('label', "CHECK ((label = ANY (ARRAY['it''s'::text, 'a, b'::text])))")).toEqual(["it's", 'a, b']);
  });

  it('leaves other checks alone: ranges, patterns, other columns, several columns', () => {
    expect(checkedValues('progress', 'CHECK (((progress >= 0) AND (progress <= 100)))')).toBeNull();
    expect(checkedValues('sha256', "CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text))")).toBeNull();
    expect(checkedValues('status', "CHECK ((kind = ANY (ARRAY['a'::text])))")).toBeNull();
    expect(checkedValues('status', "CHECK (((status = ANY (ARRAY['a'::text])) OR (kind = 'b'::text)))")).toBeNull();
  });
});
