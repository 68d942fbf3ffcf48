import { sql, type Kysely, type Transaction } from 'kysely';
import type { Config } from '../config';
import { CONFIRM_LINK_PATH, RESET_LINK_PATH, type SignUpResponse } from '../contract/auth';
import { authMessages } from '../contract/messages';
import type { Database, EmailTokenPurpose } from '../db/schema';
import { inTransactionAs } from '../db/roles';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { SIGNUP_GRANT_TOKENS } from '../contract/catalog';
import { grantSignupTokens } from '../tokens/service';
import type { TokenKeys } from './jwt';
import { adminNotificationMail, confirmationMail, passwordResetMail } from './mails';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { forgetSignInFailures, hitRateLimit, releaseSignInAttempt, reserveSignInAttempt } from './rate-limit';
import { hashSecretToken, newSecretToken } from './secret-token';
import { endSession, type IssuedSession, refreshSession, revokeSessions, type SessionSettings, startSession } from './session';

/**
 * The accounts rules: sign-up, e-mail confirmation, sign-in, sessions, password reset. Everything
 * here runs as the `auth_service` database role, which alone may read credentials; each change is
 * one transaction, and rate-limit hits are committed on their own so a failed request still counts.
 */
export interface AuthDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'auth' | 'publicUrl'>;
  keys: TokenKeys;
  logger: Logger;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, mailer, config, keys, logger }: AuthDeps) {
  const settings: SessionSettings = {
    keys,
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.auth.refreshTokenTtlSeconds,
  };
  const link = (path: string, token: string) => `${config.publicUrl.replace(/\/$/, '')}${path}${token}`;

  async function createEmailLink(trx: Transaction<Database>, userId: string, purpose: EmailTokenPurpose): Promise<string> {
    const token = newSecretToken();
    await trx
      .insertInto('auth.email_tokens')
      .values({
        token_hash: hashSecretToken(token),
        user_id: userId,
        purpose,
        expires_at: sql<Date>`now() + make_interval(secs => ${config.auth.emailLinkTtlSeconds})`,
      })
      .execute();
    return link(purpose === 'confirm_email' ? CONFIRM_LINK_PATH : RESET_LINK_PATH, token);
  }

  /** Uses up a mailed link: the user it was for, or undefined when it is unknown, used or expired. */
  async function consumeEmailLink(trx: Transaction<Database>, token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    const row = await trx
      .updateTable('auth.email_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', hashSecretToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where(sql<boolean>`expires_at > now()`)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Marks the address confirmed; the first time, the member gets the welcome tokens (once per account). */
  async function markEmailConfirmed(trx: Transaction<Database>, userId: string): Promise<void> {
    const row = await trx
      .updateTable('auth.users')
      .set({ email_confirmed_at: sql`now()` })
      .where('id', '=', userId)
      .where('email_confirmed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) await grantSignupTokens(trx, userId, SIGNUP_GRANT_TOKENS);
  }

  function findUser(trx: Transaction<Database>, email: string) {
    return trx
      .selectFrom('auth.users')
      .select(['id', 'email', 'password_hash', 'email_confirmed_at'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** Mails that must not hold up the answer (and whose timing must not tell whether an account exists). */
  function sendLater(message: MailMessage, what: string): void {
    mailer.send(message).catch((error: unknown) => logger.error('mail failed', { what, error }));
  }

  /**
   * Per IP, too many mail requests answer 429; per address, mails past the limit are silently not sent
   * (answering differently would tell whether the address has an account).
   */
  async function mayMail(email: string, ip: string): Promise<boolean> {
    const fromIp = await hitRateLimit(db, 'mail-ip', ip, config.auth.mailPerIp);
    if (!fromIp.allowed) throw new ApiError('rate_limited', authMessages.tooManyRequests, fromIp.retryAfterSeconds);
    const toAddress = await hitRateLimit(db, 'mail', email.toLowerCase(), config.auth.mailPerAddress);
    if (!toAddress.allowed) logger.warn('mail rate limit reached; not sending', { bucket: 'mail' });
    return toAddress.allowed;
  }

  async function notifyAdmins(userId: string, userEmail: string): Promise<void> {
    try {
      const admins = await inTransactionAs(db, 'auth_service', (trx) =>
        trx.selectFrom('user_profiles').select('email').where('is_admin', '=', true).execute(),
      );
      const timestamp = new Date().toISOString();
      await Promise.all(
        admins.map(({ email }) => mailer.send(adminNotificationMail(email, { type: 'new_signup', userEmail, userId, timestamp }))),
      );
    } catch (error) {
      logger.error('admin notification failed', { error });
    }
  }

  /** A reset link that is known, unused and unexpired (nothing is changed by looking). */
  async function resetLinkUsable(token: string): Promise<boolean> {
    const row = await inTransactionAs(db, 'auth_service', (trx) =>
      trx
        .selectFrom('auth.email_tokens')
        .select('id')
        .where('token_hash', '=', hashSecretToken(token))
        .where('purpose', '=', 'reset_password')
        .where('used_at', 'is', null)
        .where(sql<boolean>`expires_at > now()`)
        .executeTakeFirst(),
    );
    return row !== undefined;
  }

  return {
    async signUp(input: { email: string; password: string }, ip: string): Promise<{ body: SignUpResponse; refreshToken?: string }> {
      const limit = await hitRateLimit(db, 'sign-up', ip, config.auth.signUp);
      if (!limit.allowed) throw new ApiError('rate_limited', authMessages.signUpRateLimited, limit.retryAfterSeconds);
      const email = input.email;
      const passwordHash = await hashPassword(input.password, config.auth.passwordHashCost);
      const confirm = config.auth.emailConfirmation;

      const outcome = await inTransactionAs(db, 'auth_service', async (trx) => {
        const user = await trx
          .insertInto('auth.users')
          .values({
            email,
            password_hash: passwordHash,
            adult_confirmed_at: sql<Date>`now()`,
          })
          .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) throw new ApiError('conflict', authMessages.alreadyRegistered);
        await trx.insertInto('user_profiles').values({ id: user.id, email }).execute();
        if (!confirm) {
          await markEmailConfirmed(trx, user.id);
          return { userId: user.id, issued: await startSession(trx, user.id, settings), confirmLink: undefined };
        }
        return { userId: user.id, issued: undefined, confirmLink: await createEmailLink(trx, user.id, 'confirm_email') };
      });

      if (outcome.confirmLink) {
        await hitRateLimit(db, 'mail', email.toLowerCase(), config.auth.mailPerAddress);
        try {
          await mailer.send(confirmationMail(email, outcome.confirmLink));
        } catch (error) {
          // Without its mail the account could never be confirmed: remove it, so the user can simply
          // try again (no connection is held while the mail server takes its time).
          logger.error('confirmation mail failed', { error });
          await inTransactionAs(db, 'auth_service', (trx) => trx.deleteFrom('auth.users').where('id', '=', outcome.userId).execute());
          throw new ApiError('unavailable', authMessages.confirmationMailFailed);
        }
      }

      void notifyAdmins(outcome.userId, email);
      if (outcome.issued) {
        return {
          body: { status: 'signed_in', message: authMessages.signUpSignedIn, ...outcome.issued.session },
          refreshToken: outcome.issued.refreshToken,
        };
      }
      return {
        body: { status: 'confirmation_sent', message: authMessages.signUpConfirmEmail, note: authMessages.confirmationExpiryNote },
      };
    },

    async confirmEmail(token: string): Promise<IssuedSession> {
      return inTransactionAs(db, 'auth_service', async (trx) => {
        const userId = await consumeEmailLink(trx, token, 'confirm_email');
        if (!userId) throw new ApiError('bad_request', authMessages.confirmationLinkInvalid);
        await markEmailConfirmed(trx, userId);
        return startSession(trx, userId, settings);
      });
    },

    async resendConfirmation(email: string, ip: string): Promise<void> {
      if (!(await mayMail(email, ip))) return;
      const confirmLink = await inTransactionAs(db, 'auth_service', async (trx) => {
        const user = await findUser(trx, email);
        if (!user || user.email_confirmed_at) return undefined;
        return { to: user.email, href: await createEmailLink(trx, user.id, 'confirm_email') };
      });
      if (confirmLink) sendLater(confirmationMail(confirmLink.to, confirmLink.href), 'confirmation');
    },

    async signIn(input: { email: string; password: string }, ip: string): Promise<IssuedSession> {
      const wait = await reserveSignInAttempt(db, input.email, ip, config.auth.signIn);
      if (wait > 0) throw new ApiError('rate_limited', authMessages.signInRateLimited(wait), wait);
      const user = await inTransactionAs(db, 'auth_service', (trx) => findUser(trx, input.email));
      // An unknown address is checked against a decoy hash: the same work, the same answer.
      const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash(config.auth.passwordHashCost)));
      if (!user || !valid) throw new ApiError('unauthorized', authMessages.invalidCredentials);
      await releaseSignInAttempt(db, input.email, ip, config.auth.signIn);
      if (config.auth.emailConfirmation && !user.email_confirmed_at) {
        throw new ApiError('email_not_verified', authMessages.emailNotVerified);
      }
      return inTransactionAs(db, 'auth_service', (trx) => startSession(trx, user.id, settings));
    },

    async refresh(refreshToken: string): Promise<IssuedSession> {
      const outcome = await refreshSession(db, refreshToken, settings);
      if (!outcome.ok) {
        if (outcome.reason === 'reused') logger.warn('refresh token reused; session revoked');
        throw new ApiError('unauthorized', authMessages.sessionExpired);
      }
      return outcome.issued;
    },

    signOut: (refreshToken: string) => endSession(db, refreshToken),

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      if (!(await mayMail(email, ip))) return;
      const resetLink = await inTransactionAs(db, 'auth_service', async (trx) => {
        const user = await findUser(trx, email);
        if (!user) return undefined;
        return { to: user.email, href: await createEmailLink(trx, user.id, 'reset_password') };
      });
      if (resetLink) sendLater(passwordResetMail(resetLink.to, resetLink.href), 'password reset');
    },

    /** Whether a reset link can still be used, so the page says so before asking for a new password. */
    async checkResetLink(token: string): Promise<void> {
      if (!(await resetLinkUsable(token))) throw new ApiError('bad_request', authMessages.resetLinkInvalid);
    },

    /** Sets a new password from a reset link, ends every other session, and signs the user in. */
    async resetPassword(token: string, password: string): Promise<IssuedSession> {
      // A cheap look first, so a made-up token costs no password hashing.
      if (!(await resetLinkUsable(token))) throw new ApiError('bad_request', authMessages.resetLinkInvalid);
      const passwordHash = await hashPassword(password, config.auth.passwordHashCost);
      const { issued, email } = await inTransactionAs(db, 'auth_service', async (trx) => {
        const userId = await consumeEmailLink(trx, token, 'reset_password');
        if (!userId) throw new ApiError('bad_request', authMessages.resetLinkInvalid);
        const user = await trx
          .updateTable('auth.users')
          .set({ password_hash: passwordHash, password_changed_at: sql`now()` })
          .where('id', '=', userId)
          .returning('email')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('auth.email_tokens')
          .set({ used_at: sql`now()` })
          .where('user_id', '=', userId)
          .where('purpose', '=', 'reset_password')
          .where('used_at', 'is', null)
          .execute();
        // Following the link proved the mailbox is theirs.
        await markEmailConfirmed(trx, userId);
        await revokeSessions(trx, { userId }, 'password_reset');
        return { issued: await startSession(trx, userId, settings), email: user.email };
      });
      await forgetSignInFailures(db, email);
      return issued;
    },
  };
}
