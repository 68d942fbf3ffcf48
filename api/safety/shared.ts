import { type Analyser, createModelAnalyser } from './analyser';

/**
 * The process's one model analyser, shared by the job runner and the upload route so the models are
 * loaded once per process (in one worker thread), on first use.
 */
let shared: Analyser | undefined;

export function sharedAnalyser(): Analyser {
  shared ??= createModelAnalyser();
  return shared;
}
