import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { authMessages } from './messages';

/**
 * The administrator's user management (/api/v1/admin/users) as the API answers it and the Admin
 * Dashboard shows it: the messages word for word, the request schemas and the answers. Pure
 * TypeScript shared by both sides.
 */
export const adminMessages = {
  credentialsRequired: 'Email and password are required.',
  emailTaken: 'A user with this email already exists.',
  balanceInvalid: 'The balance must be a whole number of at least 0',
  balanceTooLarge: 'The balance must be at most 1,000,000,000 tokens',
  initialTokensInvalid: 'Initial tokens must be a whole number of at least 0',
  initialTokensTooLarge: 'Initial tokens must be at most 1,000,000,000',
  cannotDeleteSelf: 'You cannot delete your own account.',
  userNotFound: 'User not found',
  invalidUserId: 'Invalid user id',
  invalidCursor: 'Invalid page cursor',
  searchInvalid: 'The search must be text',
  searchTooLong: 'The search is too long',
  limitInvalid: 'The limit must be a whole number from 1 to 500',
  // What the dashboard says.
  loadFailed: 'Error loading admin data. Check console for details.',
  tokensFailed: 'Failed to update tokens',
  tokensNegative: 'Tokens cannot be negative',
  created: 'User created successfully',
  createFailed: (message: string) => `Failed to create user: ${message}`,
  deleteConfirm: (email: string) => `Are you sure you want to delete user ${email}? This cannot be undone.`,
  deleted: 'User deleted successfully',
  deleteFailed: (message: string) => `Failed to delete user: ${message}`,
  /** Why a delete failed when the administrator's session is gone. */
  noSession: 'No session',
} as const;

/** The most tokens an administrator can give an account at once, or set as its balance. */
export const ADMIN_TOKENS_MAX = 1_000_000_000;
/** Users per page of the list unless `limit` says otherwise, and the most one page holds. */
export const ADMIN_USERS_PAGE = 50;
export const ADMIN_USERS_MAX_PAGE = 500;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * POST /admin/users. A missing or blank e-mail or password is refused with one message before any
 * other rule; then the e-mail and the password follow the sign-up rules, and the first tokens are a
 * whole number from 0 (the default).
 */
export const createUserSchema = z
  .object(
    { email: z.unknown().optional(), password: z.unknown().optional(), tokens: z.unknown().optional() },
    { error: adminMessages.credentialsRequired },
  )
  .refine((body) => !blank(body.email) && !blank(body.password), adminMessages.credentialsRequired)
  .pipe(
    z.object({
      email: emailSchema,
      password: z
        .string({ error: adminMessages.credentialsRequired })
        .min(PASSWORD_MIN, authMessages.passwordHint)
        .max(PASSWORD_MAX, authMessages.passwordTooLong),
      tokens: z
        .number({ error: adminMessages.initialTokensInvalid })
        .int(adminMessages.initialTokensInvalid)
        .min(0, adminMessages.initialTokensInvalid)
        .max(ADMIN_TOKENS_MAX, adminMessages.initialTokensTooLarge)
        .optional()
        .default(0),
    }),
  );

/** PUT /admin/users/:id/tokens: the new balance. */
export const setTokensSchema = z.object(
  {
    tokens: z
      .number({ error: adminMessages.balanceInvalid })
      .int(adminMessages.balanceInvalid)
      .min(0, adminMessages.balanceInvalid)
      .max(ADMIN_TOKENS_MAX, adminMessages.balanceTooLarge),
  },
  { error: adminMessages.balanceInvalid },
);

export const userIdParam = z.object({ id: z.uuid({ error: adminMessages.invalidUserId }) });

export interface AdminUser {
  id: string;
  email: string;
  tokens: number;
  isAdmin: boolean;
  /** The e-mail address is confirmed (accounts the administrator creates are). */
  confirmed: boolean;
  createdAt: string;
}

export interface AdminUsersPage {
  users: AdminUser[];
  /** The `cursor` of the next page, or null on the last page. */
  nextCursor: string | null;
}

export interface SetTokensResponse {
  id: string;
  tokens: number;
}

export interface DeleteUserResponse {
  id: string;
  email: string;
  message: string;
}
