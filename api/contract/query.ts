import { z } from 'zod';

/**
 * Numbers in query strings: plain decimal digits only (no sign, spaces, exponent, hex or fraction),
 * so '1e3', '0x10' or ' 7' are refused instead of being read as numbers.
 */
export function digits(message: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const BIGINT_MAX = 9223372036854775807n;

/** A page cursor: the id (a Postgres bigint) of the last row of the previous page, as digits. */
export const cursorSchema = z
  .string({ error: 'Invalid page cursor' })
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) <= BIGINT_MAX, 'Invalid page cursor');

/** `?limit=&before=` of the lists that page newest first. */
export function pageQuerySchema({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) {
  return z.object({
    limit: digits(`The limit must be a whole number from 1 to ${maxLimit}`, { min: 1, max: maxLimit }).default(defaultLimit),
    before: cursorSchema.optional(),
  });
}
