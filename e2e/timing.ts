/**
 * How long a browser test waits for a generation's result. Every browser test shares the site's two
 * demo workers and the machine: an upload's safety check and a render may wait their turn behind
 * other tests' jobs, so a result can take many seconds on a busy two-core machine.
 */
export const JOB_MS = 30_000;

/** A test that waits for two or three results in turn: enough for each to take JOB_MS. */
export const JOBS_TEST_MS = 120_000;
