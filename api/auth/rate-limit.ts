import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransactionAs } from '../db/roles';

/**
 * Rate limits kept in Postgres (auth.rate_limits, auth.sign_in_failures), so they hold across every
 * server process. Each hit is committed on its own, whatever the request it guards does next.
 */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one hit of `key` in `bucket` and says whether it is within the limit. */
export async function hitRateLimit(db: Kysely<Database>, bucket: string, key: string, limit: WindowLimit): Promise<LimitResult> {
  return inTransactionAs(db, 'auth_service', async (trx) => {
    const { rows } = await sql<{ allowed: boolean; retry_after_seconds: number }>`
      select allowed, retry_after_seconds from auth.hit_rate_limit(${bucket}, ${key}, ${limit.max}, ${limit.windowSeconds})`.execute(trx);
    return { allowed: rows[0]?.allowed ?? false, retryAfterSeconds: rows[0]?.retry_after_seconds ?? limit.windowSeconds };
  });
}

export interface SignInThrottle {
  freeAttemptsPerEmail: number;
  freeAttemptsPerIp: number;
  maxDelaySeconds: number;
  /** The first block past the free attempts; each further failure doubles it. */
  firstBlockSeconds: number;
  decaySeconds: number;
}

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Reserves one sign-in attempt before the password is checked: 0 when it may go ahead (it already
 * counts as a failure for the e-mail and the IP), else the seconds either must still wait. Parallel
 * attempts queue on the same rows, so a burst of guesses gets no more tries than a sequence.
 */
export async function reserveSignInAttempt(db: Kysely<Database>, email: string, ip: string, throttle: SignInThrottle): Promise<number> {
  return inTransactionAs(db, 'auth_service', async (trx) => {
    const { rows } = await sql<{ wait: number }>`
      select auth.reserve_sign_in_attempt(${emailKey(email)}, ${ipKey(ip)}, ${throttle.freeAttemptsPerEmail}, ${throttle.freeAttemptsPerIp},
        ${throttle.maxDelaySeconds}, ${throttle.decaySeconds}, ${throttle.firstBlockSeconds}) as wait`.execute(trx);
    return rows[0]?.wait ?? 0;
  });
}

/**
 * The password was right: the e-mail's failures are forgotten and the IP gets its reservation back
 * (the IP's earlier failures decay by themselves, so an attacker cannot reset them).
 */
export async function releaseSignInAttempt(db: Kysely<Database>, email: string, ip: string, throttle: SignInThrottle): Promise<void> {
  await inTransactionAs(db, 'auth_service', async (trx) => {
    await sql`select auth.release_sign_in_attempt(${emailKey(email)}, ${ipKey(ip)}, ${throttle.freeAttemptsPerIp})`.execute(trx);
  });
}

/** A new password (from a reset link) forgets the e-mail's failures; the IP's decay by themselves. */
export async function forgetSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await inTransactionAs(db, 'auth_service', async (trx) => {
    await sql`delete from auth.sign_in_failures where key = ${emailKey(email)}`.execute(trx);
  });
}
