import { type Generation, type GenerationOutput, generationMessages, isFinished } from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { NotifyWhenDone } from '../../components/generation/NotifyWhenDone';
import { ProgressBar } from '../../components/generation/ProgressBar';
import type { GenerationState, LogLine } from '../../components/generation/useGeneration';
import type { StudioResult } from './StudioPage';
import { jobStatus } from './useStudioJob';
import { VideoResult } from './VideoResult';

const status = (state: GenerationState) =>
  jobStatus(state, 'Rendering your video…', { preparing: 'Preparing your request…', waiting: 'Waiting for a free renderer…' });

/**
 * The result of a video view: the job's progress and log while it runs (with the offer to be
 * notified when it is done), then its video; or an earlier job opened from the history.
 */
export function videoResult({
  titleId,
  state,
  busy,
  shown,
  prompt,
  extraLog = [],
  onError,
  aspect,
}: {
  titleId: string;
  state: GenerationState;
  busy: boolean;
  /** The job as the server answered it (opened, or read again once it ended). */
  shown: Generation | null;
  prompt: string;
  /** Lines of this page before the job (the upload's). */
  extraLog?: LogLine[];
  onError: (message: string) => void;
  aspect: '16:9' | '9:16';
}): StudioResult {
  const live = state.phase !== 'idle';
  const job = shown && (!live || shown.id === state.jobId) ? shown : null;
  return {
    title: 'Your video',
    titleId,
    aside: job && <span className="muted small">{new Date(job.createdAt).toLocaleString()}</span>,
    body: <VideoOutput job={job} state={state} busy={busy} prompt={prompt} onError={onError} aspect={aspect} />,
    progress: busy && <ProgressBar value={state.progress} label="Video progress" detail={status(state)} />,
    log: [...extraLog, ...state.log],
  };
}

function VideoOutput({
  job,
  state,
  busy,
  prompt,
  onError,
  aspect,
}: {
  job: Generation | null;
  state: GenerationState;
  busy: boolean;
  prompt: string;
  onError: (message: string) => void;
  aspect: '16:9' | '9:16';
}) {
  const live = state.phase !== 'idle';
  const outputs: GenerationOutput[] = job && isFinished(job.status) ? job.outputs : state.outputs;
  const video = outputs.find((output) => output.kind === 'video');
  const message = live ? null : (job?.error ?? null);
  const held = (live ? state.phase : job?.status) === 'held';
  const shownPrompt = job?.prompt ?? prompt;
  const running = busy && state.jobId !== null;
  const waiting = job && !live && !isFinished(job.status);

  return (
    <>
      <FormAlert
        alert={message ? { kind: 'error', message, note: held ? generationMessages.heldNote : (state.warning ?? undefined) } : null}
      />
      {running && state.jobId && <NotifyWhenDone generationId={state.jobId} />}
      {video ? (
        <VideoResult output={video} prompt={shownPrompt} onError={onError} />
      ) : (
        <div
          className={`output-placeholder${busy || waiting ? ' busy' : ''}`}
          style={{ aspectRatio: aspect === '16:9' ? '16 / 9' : '9 / 16' }}
        >
          <div className="placeholder-status">
            {busy || waiting ? (
              <>
                <span className="spinner" aria-hidden="true" />
                <span>{busy ? status(state) : 'Rendering your video…'}</span>
              </>
            ) : (
              <>
                <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
                  <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
                </svg>
                <span className="muted small">{held ? generationMessages.heldForReview : 'Your video will appear here'}</span>
              </>
            )}
          </div>
        </div>
      )}
      {job?.inputUrl && (
        <figure className="video-source">
          <img src={job.inputUrl} alt={`The image this video was made from: ${shownPrompt}`} decoding="async" />
          <figcaption className="muted small">The image it was made from</figcaption>
        </figure>
      )}
    </>
  );
}
