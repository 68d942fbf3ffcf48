import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  confirmEmailSchema,
  emailOnlySchema,
  type MeResponse,
  type MessageResponse,
  passwordResetConfirmSchema,
  resetLinkSchema,
  type SessionResponse,
  signInSchema,
  signUpSchema,
} from '../contract/auth';
import { authMessages } from '../contract/messages';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { claimsOf, requireUser } from '../http/guards';
import { readJson } from '../http/validate';
import type { IssuedSession } from './session';
import type { AuthService } from './service';

/** The refresh token's cookie: httpOnly, SameSite=Strict, sent only to the auth routes. */
export const REFRESH_COOKIE = 'studio18_refresh';
const COOKIE_PATH = '/api/v1/auth';

export interface AuthRouteOptions {
  publicUrl: string;
  trustProxy: boolean;
  refreshTokenTtlSeconds: number;
}

/**
 * The cookie-carrying routes refuse a browser request from another site (its Origin header names a
 * different origin): SameSite already keeps the cookie from it, this is the second lock.
 */
function sameOrigin(publicUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== allowed && origin !== new URL(c.req.url).origin) {
      throw new ApiError('forbidden', authMessages.crossOrigin);
    }
    return next();
  };
}

export function authRoutes(auth: AuthService, options: AuthRouteOptions) {
  const secure = options.publicUrl.startsWith('https:');
  const ip = (c: Context) => clientIp(c, options.trustProxy);

  const setRefreshCookie = (c: Context<AppEnv>, refreshToken: string) => {
    setCookie(c, REFRESH_COOKIE, refreshToken, {
      httpOnly: true,
      secure,
      sameSite: 'Strict',
      path: COOKIE_PATH,
      maxAge: options.refreshTokenTtlSeconds,
    });
    c.header('Cache-Control', 'no-store');
  };
  const answerSession = (c: Context<AppEnv>, issued: IssuedSession) => {
    setRefreshCookie(c, issued.refreshToken);
    return c.json<SessionResponse>(issued.session);
  };
  const clearCookie = (c: Context<AppEnv>) => deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure, httpOnly: true, sameSite: 'Strict' });

  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => {
    if (c.req.method !== 'GET') return sameOrigin(options.publicUrl)(c, next);
    return next();
  });

  routes.post('/sign-up', async (c) => {
    const input = await readJson(c, signUpSchema);
    const { body, refreshToken } = await auth.signUp(input, ip(c));
    if (refreshToken) setRefreshCookie(c, refreshToken);
    return c.json(body, 201);
  });

  routes.post('/confirm', async (c) => {
    const { token } = await readJson(c, confirmEmailSchema);
    return answerSession(c, await auth.confirmEmail(token));
  });

  routes.post('/resend-confirmation', async (c) => {
    const { email } = await readJson(c, emailOnlySchema);
    await auth.resendConfirmation(email, ip(c));
    return c.json<MessageResponse>({ message: authMessages.confirmationSent }, 202);
  });

  routes.post('/sign-in', async (c) => {
    const input = await readJson(c, signInSchema);
    return answerSession(c, await auth.signIn(input, ip(c)));
  });

  routes.post('/refresh', async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) throw new ApiError('unauthorized', authMessages.sessionExpired);
    try {
      return answerSession(c, await auth.refresh(token));
    } catch (error) {
      clearCookie(c);
      throw error;
    }
  });

  routes.post('/sign-out', async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (token) await auth.signOut(token);
    clearCookie(c);
    return c.body(null, 204);
  });

  routes.get('/me', requireUser, async (c) => {
    const { sub } = claimsOf(c);
    const trx = await c.var.db();
    // As the member: row-level security returns this user's row and nobody else's.
    const profile = await trx
      .selectFrom('user_profiles')
      .select(['id', 'email', 'tokens', 'is_admin', 'created_at'])
      .where('id', '=', sub)
      .executeTakeFirst();
    if (!profile) throw new ApiError('unauthorized', authMessages.sessionExpired);
    c.header('Cache-Control', 'no-store');
    return c.json<MeResponse>({
      user: {
        id: profile.id,
        email: profile.email,
        role: profile.is_admin ? 'admin' : 'member',
        tokens: profile.tokens,
        createdAt: profile.created_at.toISOString(),
      },
    });
  });

  routes.post('/password-reset', async (c) => {
    const { email } = await readJson(c, emailOnlySchema);
    await auth.requestPasswordReset(email, ip(c));
    return c.json<MessageResponse>({ message: authMessages.resetRequested }, 202);
  });

  routes.post('/password-reset/check', async (c) => {
    const { token } = await readJson(c, resetLinkSchema);
    await auth.checkResetLink(token);
    return c.json({ valid: true as const });
  });

  routes.post('/password-reset/confirm', async (c) => {
    const { token, password } = await readJson(c, passwordResetConfirmSchema);
    return answerSession(c, await auth.resetPassword(token, password));
  });

  return routes;
}
