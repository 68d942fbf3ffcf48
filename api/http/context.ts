import type { ControlledTransaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from './logger';

/** The role a request acts as in the database; RLS policies are written for these three. */
export type DbRole = 'anon' | 'member' | 'admin';

/** The claims of a verified access token, as the database sees them in `request.jwt.claims`. */
export interface Claims {
  sub: string;
  email?: string;
  role: Exclude<DbRole, 'anon'>;
  exp?: number;
  iat?: number;
}

export type RequestTransaction = ControlledTransaction<Database>;

export interface AppVariables {
  requestId: string;
  logger: Logger;
  /** Verified claims of the bearer token, or null for an anonymous request. */
  claims: Claims | null;
  /**
   * The request's one database transaction, opened on first use with `SET LOCAL ROLE` and the claims,
   * committed when the handler succeeds and rolled back when it fails or answers an error.
   */
  db: () => Promise<RequestTransaction>;
}

export interface AppEnv {
  Variables: AppVariables;
}
