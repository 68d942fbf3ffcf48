import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for kysely, one interface per table the API reads or writes, kept beside the SQL in
 * db/migrations. Capabilities add their tables here as their migrations land.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** auth.users (0002): credentials; readable by the auth_service role only. */
export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: NullableTimestamp;
  adult_confirmed_at: ColumnType<Date, Date | string, Date | string>;
  password_changed_at: Timestamp;
  created_at: Timestamp;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: 'sign_out' | 'reuse' | 'password_reset' | 'admin' | null;
}

export interface AuthRefreshTokensTable {
  id: Generated<string>;
  token_hash: Buffer;
  session_id: string;
  parent_id: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

export type EmailTokenPurpose = 'confirm_email' | 'reset_password';

export interface AuthEmailTokensTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string;
  purpose: EmailTokenPurpose;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

/** public.user_profiles (0002, spec §3). `tokens` is never updated directly: SQL functions move it. */
export interface UserProfilesTable {
  id: string;
  email: string;
  tokens: ColumnType<number, never, never>;
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface Database {
  'auth.users': AuthUsersTable;
  'auth.sessions': AuthSessionsTable;
  'auth.refresh_tokens': AuthRefreshTokensTable;
  'auth.email_tokens': AuthEmailTokensTable;
  user_profiles: UserProfilesTable;
}
