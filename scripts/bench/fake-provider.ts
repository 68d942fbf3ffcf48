import { startFakeFal } from '../../api/generation/providers/fake-fal';

/**
 * The fake fal.ai server (api/generation/providers/fake-fal.ts) in a process of its own for the
 * pipeline benchmark, so its work (it renders a real PNG per job) is not the load generator's.
 * FAKE_QUEUE_STEPS and FAKE_PROGRESS_STEPS of FAKE_STEP_MS each: 0 and 0 answers COMPLETED at the first
 * status poll; 0, 1 and 2000 completes 2 s after the submit. Prints its URL and key as one JSON line.
 */
const stepMs = Number(process.env.FAKE_STEP_MS ?? 0);
const fake = await startFakeFal({
  key: 'bench-fal-key',
  queueSteps: Number(process.env.FAKE_QUEUE_STEPS ?? 0),
  progressSteps: Number(process.env.FAKE_PROGRESS_STEPS ?? 0),
  stepMs: stepMs > 0 ? stepMs : undefined,
});
console.log(JSON.stringify({ url: fake.url, key: fake.key }));

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
