import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionResponse } from '../contract/auth';
import type { Database } from '../db/schema';
import { inTransactionAs } from '../db/roles';
import { signAccessToken, type TokenKeys } from './jwt';
import { hashSecretToken, newSecretToken } from './secret-token';

/**
 * Sessions: an access token (JWT, ACCESS_TOKEN_TTL_SECONDS) for the API, and an opaque refresh token
 * for the httpOnly cookie, rotated on every use. The role in the access token is read from
 * user_profiles.is_admin each time one is issued, never taken from the client.
 */
export interface SessionSettings {
  keys: TokenKeys;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface IssuedSession {
  session: SessionResponse;
  refreshToken: string;
}

/**
 * A refresh token presented again this soon after its rotation answers with a new token of the same
 * session (like Supabase's reuse interval): concurrent refreshes from two tabs must not sign the
 * member out. Later than this, presenting a used token revokes the whole session.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

type RevokeReason = 'sign_out' | 'reuse' | 'password_reset' | 'admin';

async function issueRefreshToken(
  trx: Transaction<Database>,
  sessionId: string,
  parentId: string | null,
  settings: SessionSettings,
): Promise<string> {
  const token = newSecretToken();
  await trx
    .insertInto('auth.refresh_tokens')
    .values({
      token_hash: hashSecretToken(token),
      session_id: sessionId,
      parent_id: parentId,
      expires_at: sql<Date>`now() + make_interval(secs => ${settings.refreshTokenTtlSeconds})`,
    })
    .execute();
  return token;
}

async function accessFor(trx: Transaction<Database>, userId: string, settings: SessionSettings): Promise<SessionResponse> {
  const user = await trx
    .selectFrom('auth.users as u')
    .innerJoin('user_profiles as p', 'p.id', 'u.id')
    .select(['u.id', 'u.email', 'p.is_admin'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const role = user.is_admin ? 'admin' : 'member';
  const accessToken = await signAccessToken(settings.keys, { sub: user.id, email: user.email, role }, settings.accessTokenTtlSeconds);
  return {
    accessToken,
    expiresAt: Math.floor(Date.now() / 1000) + settings.accessTokenTtlSeconds,
    user: { id: user.id, email: user.email, role },
  };
}

/** Opens a new session (a new refresh-token family) for a user, inside the caller's auth_service transaction. */
export async function startSession(trx: Transaction<Database>, userId: string, settings: SessionSettings): Promise<IssuedSession> {
  const { id } = await trx.insertInto('auth.sessions').values({ user_id: userId }).returning('id').executeTakeFirstOrThrow();
  const refreshToken = await issueRefreshToken(trx, id, null, settings);
  return { refreshToken, session: await accessFor(trx, userId, settings) };
}

export type RefreshOutcome = { ok: true; issued: IssuedSession } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

/**
 * Trades a refresh token for a new one and a fresh access token. The session row is locked first, so
 * a rotation and a revocation of the same family never interleave. A token that was already used
 * revokes its whole session (whoever holds the newer token is signed out too), unless it was rotated
 * less than REFRESH_REUSE_INTERVAL_SECONDS ago.
 */
export async function refreshSession(db: Kysely<Database>, refreshToken: string, settings: SessionSettings): Promise<RefreshOutcome> {
  const hash = hashSecretToken(refreshToken);
  return inTransactionAs(db, 'auth_service', async (trx) => {
    const found = await trx.selectFrom('auth.refresh_tokens').select('session_id').where('token_hash', '=', hash).executeTakeFirst();
    if (!found) return { ok: false, reason: 'unknown' } as const;
    const session = await trx
      .selectFrom('auth.sessions')
      .select(['id', 'user_id', 'revoked_at'])
      .where('id', '=', found.session_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (session.revoked_at) return { ok: false, reason: 'revoked' } as const;
    // Read again under the lock: a concurrent refresh with the same token may just have used it.
    const token = await trx
      .selectFrom('auth.refresh_tokens')
      .select([
        'id',
        'used_at',
        sql<boolean>`expires_at <= now()`.as('expired'),
        sql<boolean>`used_at > now() - make_interval(secs => ${REFRESH_REUSE_INTERVAL_SECONDS})`.as('just_rotated'),
      ])
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    if (token.expired) return { ok: false, reason: 'expired' } as const;
    if (token.used_at) {
      if (!token.just_rotated) {
        await revokeSessions(trx, { sessionId: session.id }, 'reuse');
        return { ok: false, reason: 'reused' } as const;
      }
      // Two tabs (or a retry after a lost answer) sent the same token at once: within the reuse
      // interval the late one continues the session it was rotated into instead of ending it.
    } else {
      await trx.updateTable('auth.refresh_tokens').set({ used_at: sql`now()` }).where('id', '=', token.id).execute();
    }
    const next = await issueRefreshToken(trx, session.id, token.id, settings);
    return { ok: true, issued: { refreshToken: next, session: await accessFor(trx, session.user_id, settings) } } as const;
  });
}

/** Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored. */
export async function endSession(db: Kysely<Database>, refreshToken: string): Promise<void> {
  await inTransactionAs(db, 'auth_service', async (trx) => {
    const found = await trx
      .selectFrom('auth.refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', hashSecretToken(refreshToken))
      .executeTakeFirst();
    if (found) await revokeSessions(trx, { sessionId: found.session_id }, 'sign_out');
  });
}

export async function revokeSessions(
  trx: Transaction<Database>,
  which: { sessionId: string } | { userId: string },
  reason: RevokeReason,
): Promise<void> {
  await trx
    .updateTable('auth.sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where((eb) => ('sessionId' in which ? eb('id', '=', which.sessionId) : eb('user_id', '=', which.userId)))
    .where('revoked_at', 'is', null)
    .execute();
}
