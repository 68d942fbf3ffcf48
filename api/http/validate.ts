import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** What a request's text may not hold: Postgres cannot store NUL, and no field of ours needs it. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

function assertNoNul(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new ApiError('bad_request', NUL_MESSAGE);
  } else if (value !== null && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      assertNoNul(key, depth + 1);
      assertNoNul(item, depth + 1);
    }
  }
}

/**
 * Declares a route's input (json, query, param, form, header) with its zod schema. The one hook of
 * the API turns a failure into the 400 error shape with the first issue's message (the schemas carry
 * the user-facing wording), and refuses NUL characters in whatever the schema let through. Handlers read
 * `c.req.valid(target)`.
 */
export function input<Target extends keyof ValidationTargets, T extends z.ZodType>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ApiError('bad_request', result.error.issues[0]?.message ?? 'Invalid input');
    assertNoNul(result.data);
  });
}
