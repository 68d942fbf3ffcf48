import type { ColumnType, Generated } from 'kysely';
import type { TransactionType } from '../contract/catalog';

/**
 * Table types for kysely, one interface per table the API reads or writes, kept beside the SQL in
 * db/migrations. Capabilities add their tables here as their migrations land.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A nullable column that may be left out of an insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

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

/** public.token_transactions (0003): the ledger; written only by the SQL functions of 0003. */
export interface TokenTransactionsTable {
  id: Generated<string>;
  user_id: string;
  amount: number;
  transaction_type: TransactionType;
  description: string;
  payment_order_id: string | null;
  reference: string | null;
  refund_of: string | null;
  created_at: Timestamp;
}

export type PaymentStatus = 'created' | 'completed' | 'rejected';

/** public.payments (0003): one row per order created at the payment provider. */
export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  order_id: string;
  capture_id: string | null;
  /** numeric(12,2): pg returns it as a string. */
  amount: string;
  currency: string;
  tokens: number;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  failure_reason: string | null;
  transaction_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: Timestamp;
}

/** public.uploads (0005): re-encoded input images in the private `images` bucket. */
export interface UploadsTable {
  id: Generated<string>;
  user_id: string | null;
  client_hash: string | null;
  object_key: string;
  sha256: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  width: number;
  height: number;
  size_bytes: number;
  tool: string;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
}

/** public.consent_records (0005): who confirmed consent for which file, tool and text version. */
export interface ConsentRecordsTable {
  id: Generated<string>;
  upload_id: string | null;
  sha256: string;
  user_id: string | null;
  client_hash: string | null;
  tool: string;
  consent_version: string;
  created_at: Timestamp;
}

/** One stored output of a job, as kept in generations.outputs. */
export interface StoredOutput {
  bucket: 'generations';
  key: string;
  kind: 'image' | 'video';
  contentType: string;
  width: number | null;
  height: number | null;
  label: string | null;
  /** The gallery thumbnail (WebP) beside it, for members' images (api/gallery/thumbnails.ts). */
  thumbKey?: string | null;
}

/** public.generations (0005): the jobs. */
export interface GenerationsTable {
  id: Generated<string>;
  seq: Generated<string>;
  user_id: string | null;
  client_hash: string | null;
  tool: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  prompt: string;
  upload_id: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  progress: Generated<number>;
  cost: Generated<number>;
  spend_transaction_id: string | null;
  provider: string;
  fallback_provider: string | null;
  provider_used: string | null;
  error: string | null;
  outputs: ColumnType<StoredOutput[], string | undefined, string>;
  idempotency_key: string | null;
  request_hash: string | null;
  attempts: Generated<number>;
  cancel_requested: Generated<boolean>;
  worker_id: string | null;
  lease_expires_at: NullableTimestamp;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  expires_at: NullableTimestamp;
}

export interface GenerationEventsTable {
  id: Generated<string>;
  generation_id: string;
  kind: 'status' | 'progress' | 'log' | 'result' | 'error';
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

/** Spec §3 gallery_items: a member's own outputs. */
export interface GalleryItemsTable {
  id: Generated<string>;
  user_id: string;
  generation_id: string | null;
  type: 'image' | 'video';
  bucket: Generated<string>;
  object_key: string;
  title: string;
  prompt: string;
  model: string;
  label: string | null;
  /** 0007: the file's size and its thumbnail, when known. */
  width: Optional<number>;
  height: Optional<number>;
  thumb_key: Optional<string>;
  created_at: Timestamp;
}

/** Spec §3 gallery_images (0007): the shared gallery; everyone reads, the administrator adds and removes. */
export interface GalleryImagesTable {
  id: Generated<string>;
  filename: string;
  title: string;
  description: Optional<string>;
  model: Generated<string>;
  display_order: Generated<number>;
  type: ColumnType<'image' | 'video', 'image' | 'video' | undefined, 'image' | 'video'>;
  content_type: string;
  width: Optional<number>;
  height: Optional<number>;
  thumb_key: Optional<string>;
  label: Optional<string>;
  created_at: Timestamp;
}

/** public.gallery_seed (0007): the one row saying the sample items were put in once. */
export interface GallerySeedTable {
  singleton: Generated<boolean>;
  items: number;
  seeded_at: Timestamp;
}

export interface ModerationEventsTable {
  id: Generated<string>;
  user_id: string | null;
  client_hash: string | null;
  ip_hash: string | null;
  tool: string;
  rule: string;
  matched: string;
  prompt: string;
  negative_prompt: string | null;
  policy_version: string;
  created_at: Timestamp;
}

export interface Database {
  'auth.users': AuthUsersTable;
  'auth.sessions': AuthSessionsTable;
  'auth.refresh_tokens': AuthRefreshTokensTable;
  'auth.email_tokens': AuthEmailTokensTable;
  user_profiles: UserProfilesTable;
  token_transactions: TokenTransactionsTable;
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  uploads: UploadsTable;
  consent_records: ConsentRecordsTable;
  generations: GenerationsTable;
  generation_events: GenerationEventsTable;
  gallery_items: GalleryItemsTable;
  gallery_images: GalleryImagesTable;
  gallery_seed: GallerySeedTable;
  moderation_events: ModerationEventsTable;
}
