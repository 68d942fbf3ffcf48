import { z } from 'zod';
import { authMessages } from './messages';

/**
 * Requests and answers of /api/v1/auth, shared with the PWA. The limits: a password of
 * at least 6 characters and at most 128, e-mail at most 254 as RFC 5321 allows).
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }));

export const newPasswordSchema = z
  .string({ error: authMessages.passwordHint })
  .min(PASSWORD_MIN, authMessages.passwordHint)
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

/** Sign-in takes any non-empty password up to the maximum: old rules must not lock anybody out. */
const existingPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX, authMessages.invalidCredentials);

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  /** The required "I confirm I am 18 or older" checkbox; recorded with the account. */
  adult: z.literal(true, { error: authMessages.adultRequired }),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema });

/** The secret of a mailed link: 32 random bytes in base64url. Anything else is a broken link. */
const linkTokenSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, message);

export const confirmEmailSchema = z.object({ token: linkTokenSchema(authMessages.confirmationLinkInvalid) });

export const resetLinkSchema = z.object({ token: linkTokenSchema(authMessages.resetLinkInvalid) });

export const passwordResetConfirmSchema = z.object({
  token: linkTokenSchema(authMessages.resetLinkInvalid),
  password: newPasswordSchema,
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;

export type Role = 'member' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** What sign-in, refresh, confirm and reset answer: the refresh token travels only in its httpOnly cookie. */
export interface SessionResponse {
  accessToken: string;
  /** Seconds since the epoch when the access token stops working. */
  expiresAt: number;
  user: SessionUser;
}

export type SignUpResponse =
  | { status: 'confirmation_sent'; message: string; note: string }
  | ({ status: 'signed_in'; message: string } & SessionResponse);

export interface MeResponse {
  user: SessionUser & { tokens: number; createdAt: string };
}

export interface MessageResponse {
  message: string;
}

/** Where the e-mailed links land in the PWA; the token rides in the fragment, never sent to a server log. */
export const CONFIRM_LINK_PATH = '/apps#confirm=';
export const RESET_LINK_PATH = '/pricing#reset=';
