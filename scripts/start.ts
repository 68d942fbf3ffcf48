import { main } from '../api/main';
import { buildPwaIfStale } from './build-if-stale';

// `npm start`: build the client if needed, then run the whole site (see api/main.ts).
await buildPwaIfStale();
await main();
