import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransactionAs } from '../http/database';

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
  decaySeconds: number;
}

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Seconds the caller must still wait before another sign-in attempt for this e-mail or from this IP. */
export async function signInWaitSeconds(db: Kysely<Database>, email: string, ip: string): Promise<number> {
  return inTransactionAs(db, 'auth_service', async (trx) => {
    const { rows } = await sql<{ wait: number }>`select auth.sign_in_wait_seconds(${[emailKey(email), ipKey(ip)]}::text[]) as wait`.execute(trx);
    return rows[0]?.wait ?? 0;
  });
}

export async function recordSignInFailure(db: Kysely<Database>, email: string, ip: string, throttle: SignInThrottle): Promise<void> {
  await inTransactionAs(db, 'auth_service', async (trx) => {
    await sql`select auth.record_sign_in_failure(${emailKey(email)}, ${throttle.freeAttemptsPerEmail}, ${throttle.maxDelaySeconds}, ${throttle.decaySeconds}),
      auth.record_sign_in_failure(${ipKey(ip)}, ${throttle.freeAttemptsPerIp}, ${throttle.maxDelaySeconds}, ${throttle.decaySeconds})`.execute(trx);
  });
}

/** A right password clears the e-mail's count (the IP's decays by itself, so an attacker cannot reset it). */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await inTransactionAs(db, 'auth_service', async (trx) => {
    await sql`delete from auth.sign_in_failures where key = ${emailKey(email)}`.execute(trx);
  });
}
