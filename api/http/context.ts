import type { ControlledTransaction } from 'kysely';
import type { Claims } from '../db/roles';
import type { Database } from '../db/schema';
import type { ReadQuery } from './database';
import type { Logger } from '../log/logger';

export type { Claims, DbRole } from '../db/roles';

export type RequestTransaction = ControlledTransaction<Database>;

export interface AppVariables {
  requestId: string;
  logger: Logger;
  /** Verified claims of the bearer token, or null for an anonymous request. */
  claims: Claims | null;
  /** The socket's peer address, read before anything replaced the request (http/client-ip.ts). */
  peerAddress?: string;
  /** SHA-256 of an anonymous browser's X-Client-Id (http/client-id.ts), or null. */
  clientHash: string | null;
  /** Work to run once the request's transaction has committed (e.g. waking the generation workers). */
  afterCommit: (work: () => void | Promise<void>) => void;
  /**
   * The request's one database transaction, opened on first use with `SET LOCAL ROLE` and the claims,
   * committed when the handler succeeds and rolled back when it fails or answers an error.
   */
  db: () => Promise<RequestTransaction>;
  /**
   * Runs one select as the request's role and claims and answers its rows. An anonymous request that
   * has not opened its transaction sends it in one message with the role statement, as a transaction
   * of its own (one round trip); any other request runs it in its transaction (`db`). For a route
   * whose whole answer is reads that need not see each other's snapshot.
   */
  read: <R>(query: ReadQuery<R>) => Promise<R[]>;
  /**
   * Ends the request's transaction, opened only for the token check, and gives its connection back
   * before the handler has used it (releaseRequestConnection in http/database.ts).
   */
  releaseDb: () => Promise<void>;
}

export interface AppEnv {
  Variables: AppVariables;
}
