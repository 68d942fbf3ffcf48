import { useStore } from 'jotai';
import { type CSSProperties, type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  downloadFileName,
  type Generation,
  type GenerationOutput,
  generationMessages,
  type ToolInput,
  TOOLS,
} from '../../../../api/contract/generation';
import { ApiError, generationsApi, myGalleryApi, NETWORK_ERROR_MESSAGE, uploadsApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { ConsentCheckbox } from '../../components/generation/ConsentCheckbox';
import { downloadFile, extensionOf } from '../../components/generation/download';
import { GenerateButton } from '../../components/generation/GenerateButton';
import { ImageUploadField } from '../../components/generation/ImageUploadField';
import { MaintenanceNotice, useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { ProgressLog } from '../../components/generation/ProgressLog';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import type { GenerationState } from '../../components/generation/useGeneration';
import { type ImageChoice, useImageChoice } from '../../components/generation/useImageChoice';
import { reveal } from '../../components/reveal';
import { formatNumber } from '../../format';
import { useCatalog } from '../../state/catalog';
import { CompareSlider } from './CompareSlider';
import {
  handedImageAtom,
  type ImageInput,
  type ImageSource,
  type ImageToolId,
  jobInput,
  outputSource,
  pixels,
  type Size,
  useImageSize,
} from './imageTool';
import { MyImagePicker } from './MyImagePicker';
import { StudioToolHeader } from './StudioToolHeader';
import { CostLine, InsufficientTokens, useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { useShownProgress, useStudioJob } from './useStudioJob';
import { studioPath } from './views';

/** What a view adds to the shared form: its options, its parameters, and why the image will not do (Generate disabled meanwhile). */
export interface ToolSettings<T extends ImageToolId> {
  node?: ReactNode;
  params: Omit<ToolInput<T>, 'uploadId' | 'outputId'>;
  blocked: string | null;
  /** A one-click way out of `blocked` (the smaller scale). */
  fix?: { label: string; apply: () => void } | null;
  /** The size the result will have, for the image of this size. */
  resultSize?: (input: Size) => Size;
}

/** The job shown, read back once it succeeded: its image output (with its gallery item id) and its input. */
interface Finished {
  jobId: string;
  output: GenerationOutput;
  inputUrl: string | null;
}

function statusText(state: GenerationState, working: string): string {
  if (state.phase === 'preparing') return 'Uploading your image…';
  if (state.phase === 'submitting') return 'Sending your request…';
  if (state.phase === 'queued')
    return state.queuePosition ? `In the queue: ${state.queuePosition} ahead of you` : 'Waiting for a free worker…';
  if (state.phase === 'succeeded') return 'Done!';
  return state.log.at(-1)?.text ?? working;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

const DownloadIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path
      d="M8 2v8m0 0L4.5 6.5M8 10l3.5-3.5M3 13h10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The Studio's image tools without a prompt (AI Upscale, Background Removal): one image in (a file of
 * the member's with their consent, or one of their own images), one image out, shown against its
 * input with a before/after divider, then downloaded, starred into My Gallery or handed to the other tool.
 */
export function ImageToolView<T extends ImageToolId>({
  tool,
  eyebrow,
  lead,
  settings: settingsFor,
  onLinkedJob,
  generateLabel,
  busyLabel,
  resultAlt,
  fileStem,
  transparent = false,
  crossLink,
  reusable = false,
  resultNote,
  pickerNote,
}: {
  tool: T;
  eyebrow: string;
  lead: string;
  settings: (input: Size | null, busy: boolean) => ToolSettings<T>;
  onLinkedJob?: (job: Generation) => void;
  generateLabel: string;
  busyLabel: string;
  resultAlt: string;
  /** The download's name before its timestamp ('upscaled x4'). */
  fileStem: string;
  transparent?: boolean;
  crossLink: { slug: string; label: string };
  /** "Use as input": the result can go through this tool again (a second upscale). */
  reusable?: boolean;
  /** What the result is, beside its size ('PNG', 'PNG with a transparent background'). */
  resultNote: string;
  pickerNote?: (size: Size) => string | null;
}) {
  const { catalog } = useCatalog();
  const info = (catalog?.tools ?? TOOLS)[tool];
  const cost = info.cost;
  const balance = useStudioBalance();
  const store = useStore();
  const [path, navigate] = useLocation();
  const ids = useId();

  const [formError, setFormError] = useState<string | null>(null);
  const image = useImageChoice(setFormError);
  /** One of the member's images, or a reopened job's input; a chosen file otherwise. */
  const [picked, setPicked] = useState<ImageSource | null>(() => store.get(handedImageAtom));
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [charged, setCharged] = useState<number | null>(null);
  /** The input as it was sent: the left of the comparison until the job's own copy is known. */
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [saved, setSaved] = useState<{ itemId: string; saved: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  const [resultBroken, setResultBroken] = useState<string | null>(null);
  /** The upload of the chosen file, kept so a second run of the same file does not upload it again. */
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const output = useRef<HTMLElement>(null);

  // An image handed over by the other tool is taken once.
  useEffect(() => {
    if (store.get(handedImageAtom)) store.set(handedImageAtom, null);
  }, [store]);

  /** A job opened from its address shows with its input and settings. */
  const showJob = useCallback(
    (job: Generation) => {
      const input = jobInput(job);
      if (job.inputUrl && input) setPicked({ kind: 'job', url: job.inputUrl, name: 'The image of this job', input, size: null });
      onLinkedJob?.(job);
    },
    [onLinkedJob],
  );
  const { state, busy, start, reset, linkError } = useStudioJob(tool, showJob);
  const paused = useToolPaused(tool, state.errorCode);
  const progress = useShownProgress(state, busy);
  useBalanceOnCharge(state, balance.refresh);

  const source: ImageSource | null =
    picked ??
    (image.file && image.preview ? { kind: 'file', url: image.preview, name: image.file.name, file: image.file, size: null } : null);
  const size = useImageSize(source?.url ?? null, source?.size ?? null);
  const settings = settingsFor(size, busy);

  // The job that succeeded is read back: its output there carries its gallery item id, and its input's address.
  const jobId = state.jobId;
  const succeeded = state.phase === 'succeeded';
  const outputs = state.outputs;
  useEffect(() => {
    if (!succeeded || !jobId) return;
    let live = true;
    const firstImage = (list: GenerationOutput[]) => list.find((candidate) => candidate.kind === 'image');
    const show = (found: GenerationOutput | undefined, inputUrl: string | null) => {
      if (!live || !found) return;
      setFinished({ jobId, output: found, inputUrl });
      requestAnimationFrame(() => reveal(output.current));
    };
    generationsApi.get(jobId).then(
      (job) => show(firstImage(job.outputs) ?? firstImage(outputs), job.inputUrl),
      () => show(firstImage(outputs), null),
    );
    return () => {
      live = false;
    };
  }, [succeeded, jobId, outputs]);

  const result = finished && finished.jobId === jobId && succeeded ? finished : null;
  const resultOutput = result?.output ?? null;
  const broken = result !== null && resultBroken === result.jobId;
  const isSaved = resultOutput ? (saved && saved.itemId === resultOutput.itemId ? saved.saved : resultOutput.saved) : false;

  /** A new input puts away the result shown (and the job in the address): the next Generate makes a new one. */
  function leaveResult() {
    if (busy) return;
    setActionError(null);
    if (state.phase !== 'idle') reset();
    setFinished(null);
    if (window.location.search.includes('job=')) navigate(path, { replace: true });
  }

  function pick(next: ImageSource | null) {
    leaveResult();
    setPicked(next);
    setFormError(null);
    if (next && image.file) image.clear();
  }

  const choice: ImageChoice = {
    ...image,
    choose: async (file) => {
      const accepted = await image.choose(file);
      if (accepted) {
        leaveResult();
        setPicked(null);
      }
      return accepted;
    },
    clear: () => {
      leaveResult();
      image.clear();
    },
  };

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (!source) {
      setFormError(generationMessages.imageRequired);
      return;
    }
    if (source.kind === 'file' && !consent) {
      setConsentMissing(true);
      setFormError(generationMessages.consentRequired);
      return;
    }
    if (settings.blocked) {
      setFormError(settings.blocked);
      return;
    }
    if (source.kind === 'file' && !navigator.onLine) {
      setFormError(generationMessages.uploadNeedsConnection);
      return;
    }
    setFormError(null);
    setActionError(null);
    setCharged(cost);
    setSentUrl(source.url);
    setFinished(null);
    setResultBroken(null);
    const { params } = settings;
    await start(tool, async (signal) => {
      let input: ImageInput;
      if (source.kind === 'file') {
        const known = uploaded.current?.file === source.file ? uploaded.current.id : null;
        const id = known ?? (await uploadsApi.upload(source.file, tool, true, signal)).id;
        uploaded.current = { file: source.file, id };
        input = { uploadId: id };
      } else if (source.kind === 'output') {
        input = { outputId: source.itemId };
      } else {
        input = source.input;
      }
      // The tool's own settings with the image: the input type of the tool this view is for.
      return { ...input, ...params } as ToolInput<T>;
    });
  }

  async function cancel() {
    if (!jobId) return;
    setCanceling(true);
    try {
      await generationsApi.cancel(jobId);
    } catch (error) {
      setActionError(messageOf(error));
    } finally {
      setCanceling(false);
    }
  }

  async function download() {
    if (!resultOutput) return;
    setDownloading(true);
    setActionError(null);
    try {
      await downloadFile(resultOutput.url, downloadFileName(fileStem, new Date(), extensionOf(resultOutput.contentType)));
    } catch {
      setActionError(generationMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  async function toggleSaved() {
    const itemId = resultOutput?.itemId;
    if (!itemId) return;
    const next = !isSaved;
    setSaving(true);
    setActionError(null);
    try {
      await myGalleryApi.setSaved(itemId, next);
      setSaved({ itemId, saved: next });
    } catch (error) {
      setActionError(messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  /** The result as this view's next input ("Use as input"), or handed to the other tool. */
  function resultSource(): ImageSource | null {
    if (!resultOutput?.itemId) return null;
    return outputSource({
      id: resultOutput.itemId,
      url: resultOutput.url,
      title: 'Your last result',
      width: resultOutput.width,
      height: resultOutput.height,
    });
  }

  function reuseResult() {
    const next = resultSource();
    if (!next) return;
    pick(next);
    requestAnimationFrame(() => reveal(document.getElementById(`${ids}-form`)));
  }

  function handOver() {
    const next = resultSource();
    if (!next) return;
    store.set(handedImageAtom, next);
    navigate(studioPath(crossLink.slug));
  }

  const insufficient = state.errorCode === 'insufficient_tokens';
  const error = formError ?? linkError ?? (insufficient ? null : state.error);
  const beforeUrl = result?.inputUrl ?? sentUrl ?? source?.url ?? null;
  const resultSize = resultOutput?.width && resultOutput.height ? { width: resultOutput.width, height: resultOutput.height } : null;
  const predicted = size && settings.resultSize ? settings.resultSize(size) : size;

  return (
    <div className="tool-page studio-view image-tool-view" data-tool={tool}>
      <StudioToolHeader eyebrow={eyebrow} title={info.name} badges={info.badges ?? []} lead={lead}>
        <span className="cost-badge" title={`${cost} tokens per image`}>
          {formatNumber(cost)} tokens
        </span>
        <span className="tool-model">{info.model} · runs on our servers</span>
      </StudioToolHeader>

      <SponsorBanner />
      {paused && <MaintenanceNotice tool={tool} studio />}

      <div className="tool-layout image-tool-layout">
        <form id={`${ids}-form`} className="card tool-form" aria-label={`${info.name} settings`} onSubmit={generate} noValidate>
          <div className="image-tool-source">
            {source && source.kind !== 'file' ? (
              <div className="field">
                <span className="field-title">Image</span>
                <div className="upload-preview image-tool-picked">
                  <img src={source.url} alt="The chosen image" />
                  <div className="upload-preview-info">
                    <span className="upload-name">{source.name}</span>
                    <span className="image-tool-pixels">{size ? `${pixels(size)} px` : 'Reading its size…'}</span>
                    <span className="muted small">{source.kind === 'output' ? 'From My Gallery' : 'The input of this job'}</span>
                    <div className="upload-preview-actions">
                      <button type="button" className="button ghost small" onClick={() => setPicking(true)} disabled={busy}>
                        Change
                      </button>
                      <button type="button" className="link-button small" onClick={() => pick(null)} disabled={busy}>
                        Remove
                      </button>
                    </div>
                  </div>
                </div>
              </div>
            ) : (
              <ImageUploadField
                choice={choice}
                previewAlt="The chosen image"
                hint="PNG, JPG, WebP or GIF, up to 10MB"
                disabled={busy}
                status={
                  image.file ? <span className="image-tool-pixels">{size ? `${pixels(size)} px` : 'Reading its size…'}</span> : undefined
                }
              />
            )}

            {!source && (
              <div className="image-tool-or" aria-hidden="true">
                <span>or</span>
              </div>
            )}
            {(!source || source.kind === 'file') && (
              <button type="button" className="button ghost block image-tool-pick" onClick={() => setPicking(true)} disabled={busy}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path
                    d="M4 5h16v14H4zM4 15l4.5-4.5L13 15m-2-2 2.5-2.5L20 17M15.5 8.5h.01"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                Choose from my images
              </button>
            )}
          </div>

          {(!source || source.kind === 'file') && (
            <ConsentCheckbox
              checked={consent}
              invalid={consentMissing}
              disabled={busy}
              onChange={(checked) => {
                setConsent(checked);
                if (checked && formError === generationMessages.consentRequired) setFormError(null);
              }}
            />
          )}

          {settings.node}

          {settings.blocked && (
            <div className="image-tool-limit" role="status">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M12 4 2.5 20h19zM12 10v4.5M12 17.2v.1"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <div>
                <p>{settings.blocked}</p>
                {settings.fix && (
                  <button type="button" className="link-button small" onClick={settings.fix.apply} disabled={busy}>
                    {settings.fix.label}
                  </button>
                )}
              </div>
            </div>
          )}

          <CostLine total={cost} detail="per image" balance={balance.tokens} />

          <FormAlert
            alert={
              error && error !== settings.blocked
                ? { kind: 'error', message: error, note: state.phase === 'held' ? generationMessages.heldNote : undefined }
                : null
            }
          />
          {insufficient && state.error && <InsufficientTokens message={state.error} needed={charged} balance={balance.tokens} />}

          <GenerateButton label={generateLabel} busy={busy} paused={paused} blocked={settings.blocked !== null} busyLabel={busyLabel} />
        </form>

        <section ref={output} className="card tool-output image-tool-output" aria-labelledby={`${ids}-result`}>
          <div className="output-head">
            <h2 id={`${ids}-result`}>Result</h2>
            {resultSize ? (
              <span className="image-tool-chip">{pixels(resultSize)} px</span>
            ) : (
              predicted && !settings.blocked && <span className="image-tool-chip muted">{pixels(predicted)} px</span>
            )}
          </div>

          {result && resultOutput && beforeUrl && !broken ? (
            <CompareSlider
              key={result.jobId}
              before={beforeUrl}
              after={resultOutput.url}
              width={resultOutput.width}
              height={resultOutput.height}
              beforeAlt="Before: your image"
              afterAlt={resultAlt}
              transparent={transparent}
              onAfterError={() => setResultBroken(result.jobId)}
            />
          ) : broken ? (
            <div className="output-placeholder image-tool-stage">
              <p className="placeholder-status">{generationMessages.failedLoad}</p>
            </div>
          ) : source ? (
            <div
              className={`image-tool-stage${busy ? ' busy' : ''}`}
              style={{ '--compare-ratio': size ? size.width / size.height : 1 } as CSSProperties}
            >
              <img src={source.url} alt="" />
              {!busy && (
                <span className="compare-label before" aria-hidden="true">
                  Your image
                </span>
              )}
              {busy && (
                <span className="image-tool-working">
                  <span className="spinner" aria-hidden="true" />
                  {busyLabel}
                </span>
              )}
            </div>
          ) : (
            <div className="output-placeholder image-tool-empty">
              <div className="placeholder-status">
                <span className="empty-icon" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="26" height="26">
                    <path
                      d="M12 4v16M4 5h16v14H4z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                <span>Your result appears here</span>
                <span className="muted small">Before and after side by side: drag the divider to compare.</span>
              </div>
            </div>
          )}

          {result && resultOutput && (
            <div className="image-tool-result">
              <p className="image-tool-sizes">
                {beforeUrl && resultSize && <BeforeSize url={beforeUrl} after={resultSize} />}
                {resultSize && <strong>{pixels(resultSize)} px</strong>}
                <span className="muted">{resultNote}</span>
              </p>
              <FormAlert alert={actionError ? { kind: 'error', message: actionError } : null} />
              <div className="image-tool-actions">
                <button type="button" className="button primary small" onClick={() => void download()} disabled={downloading}>
                  <DownloadIcon />
                  {downloading ? 'Downloading…' : 'Download'}
                </button>
                {resultOutput.itemId && (
                  <button
                    type="button"
                    className={`studio-star${isSaved ? ' saved' : ''}`}
                    aria-pressed={isSaved}
                    disabled={saving}
                    onClick={() => void toggleSaved()}
                  >
                    <StarIcon filled={isSaved} />
                    <span className="studio-star-text">{isSaved ? 'Saved to Gallery' : 'Save to My Gallery'}</span>
                  </button>
                )}
              </div>
              {isSaved && (
                <p className="image-tool-saved muted small" role="status">
                  In <Link href="/profile">Profile → My Gallery</Link> now.
                </p>
              )}
              {resultOutput.itemId && (
                <div className="image-tool-next">
                  {reusable && (
                    <button type="button" className="button ghost small" onClick={reuseResult} disabled={busy}>
                      Use as input
                    </button>
                  )}
                  <button type="button" className="button ghost small" onClick={handOver}>
                    {crossLink.label}
                  </button>
                </div>
              )}
            </div>
          )}

          {(busy || progress > 0) && (
            <div className="image-tool-progress">
              <ProgressBar value={progress} label={`${info.name} progress`} detail={busy ? statusText(state, busyLabel) : 'Done'} />
              {busy && jobId && (
                <button type="button" className="button ghost small" onClick={() => void cancel()} disabled={canceling}>
                  {canceling ? 'Canceling…' : 'Cancel'}
                </button>
              )}
            </div>
          )}
          <ProgressLog lines={state.log} busy={busy} />
        </section>
      </div>

      {picking && (
        <MyImagePicker
          onClose={() => setPicking(false)}
          note={
            pickerNote ? (item) => (item.width && item.height ? pickerNote({ width: item.width, height: item.height }) : null) : undefined
          }
          onPick={(item) => {
            setPicking(false);
            pick(outputSource(item));
          }}
        />
      )}
    </div>
  );
}

/** The input's size before the arrow of the result's, when they differ. */
function BeforeSize({ url, after }: { url: string; after: Size }) {
  const size = useImageSize(url, null);
  if (!size || (size.width === after.width && size.height === after.height)) return null;
  return (
    <>
      <span>{pixels(size)} px</span>
      <span aria-hidden="true">→</span>
      <span className="sr-only">became</span>
    </>
  );
}
