import { workerMain } from '../api/worker-main';

// `npm run worker`: runs generation jobs only (api/worker-main.ts); `npm start` also runs one unless WORKER=off.
await workerMain();
