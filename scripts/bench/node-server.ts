import { main } from '../../api/main';

/**
 * The site's server under Node: the same composition root as `npm start` (api/main.ts), whose
 * listen() uses @hono/node-server when there is no Bun. Node 20 cannot run TypeScript, so the
 * benchmark bundles this file with `bun build --target=node` (packages stay external, resolved from
 * node_modules) into bench-results/node/, two folders below the root like api/db/, so the paths the
 * code derives from import.meta.url (the migrations) still resolve.
 */
await main();
