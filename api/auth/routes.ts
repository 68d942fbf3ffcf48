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
import { input } from '../http/validate';
import { readOwnProfile } from './profile';
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
    if (c.req.method !== 'GET' && origin && origin !== allowed && origin !== new URL(c.req.url).origin) {
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
  const sessionOf = (c: Context<AppEnv>, issued: IssuedSession): SessionResponse => {
    setRefreshCookie(c, issued.refreshToken);
    return issued.session;
  };
  const clearCookie = (c: Context<AppEnv>) =>
    deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure, httpOnly: true, sameSite: 'Strict' });

  return new Hono<AppEnv>()
    .use(sameOrigin(options.publicUrl))
    .post('/sign-up', input('json', signUpSchema), async (c) => {
      const { body, refreshToken } = await auth.signUp(c.req.valid('json'), ip(c));
      if (refreshToken) setRefreshCookie(c, refreshToken);
      return c.json(body, 201);
    })
    .post('/confirm', input('json', confirmEmailSchema), async (c) => {
      return c.json(sessionOf(c, await auth.confirmEmail(c.req.valid('json').token)), 200);
    })
    .post('/resend-confirmation', input('json', emailOnlySchema), async (c) => {
      await auth.resendConfirmation(c.req.valid('json').email, ip(c));
      return c.json({ message: authMessages.confirmationSent } satisfies MessageResponse, 202);
    })
    .post('/sign-in', input('json', signInSchema), async (c) => {
      return c.json(sessionOf(c, await auth.signIn(c.req.valid('json'), ip(c))), 200);
    })
    .post('/refresh', async (c) => {
      const token = getCookie(c, REFRESH_COOKIE);
      if (!token) throw new ApiError('unauthorized', authMessages.sessionExpired);
      try {
        return c.json(sessionOf(c, await auth.refresh(token)), 200);
      } catch (error) {
        clearCookie(c);
        throw error;
      }
    })
    .post('/sign-out', async (c) => {
      const token = getCookie(c, REFRESH_COOKIE);
      if (token) await auth.signOut(token);
      clearCookie(c);
      return c.body(null, 204);
    })
    .get('/me', requireUser, async (c) => {
      const user = await readOwnProfile(await c.var.db(), claimsOf(c).sub);
      if (!user) throw new ApiError('unauthorized', authMessages.sessionExpired);
      c.header('Cache-Control', 'no-store');
      return c.json({ user } satisfies MeResponse, 200);
    })
    .post('/password-reset', input('json', emailOnlySchema), async (c) => {
      await auth.requestPasswordReset(c.req.valid('json').email, ip(c));
      return c.json({ message: authMessages.resetRequested } satisfies MessageResponse, 202);
    })
    .post('/password-reset/check', input('json', resetLinkSchema), async (c) => {
      await auth.checkResetLink(c.req.valid('json').token);
      return c.json({ valid: true as const }, 200);
    })
    .post('/password-reset/confirm', input('json', passwordResetConfirmSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      return c.json(sessionOf(c, await auth.resetPassword(token, password)), 200);
    });
}
