/**
 * The one thing the PWA takes from the server besides api/contract: the type of /api/v1, for its
 * `hc<AppType>` client. A type only; nothing of the server reaches the bundle.
 */
export type { AppType } from './app';
