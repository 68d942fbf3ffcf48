import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Parses a JSON body with a zod schema. A malformed body or a failed rule answers 400 with the first
 * issue's message, which the schemas set to the spec's wording.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('bad_request', 'Invalid JSON body');
  }
  return parseInput(schema, body);
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}
