import { main } from '../api/main';
import { buildPwaIfStale } from './build-if-stale';

// `npm start`: build the client if it is missing or stale, then run the whole site (api/main.ts).
// `--no-build` is for `npm run dev`, where Vite serves the client itself.
if (!process.argv.includes('--no-build')) await buildPwaIfStale();
await main();
