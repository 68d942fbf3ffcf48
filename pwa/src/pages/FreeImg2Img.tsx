import { atom, useAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { generationMessages, REMIX_IMAGE_SIZES, type RemixImageSize, remixDimensions, toolParams } from '../../../api/contract/generation';
import { uploadsApi } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { AdvancedSettings, RangeField } from '../components/generation/AdvancedSettings';
import { CostBadge } from '../components/generation/CostBadge';
import { ConsentCheckbox } from '../components/generation/ConsentCheckbox';
import { type ImagePair, ImagePairCard, PendingPairCard } from '../components/generation/ImagePairCard';
import { ImageUploadField } from '../components/generation/ImageUploadField';
import { useImageChoice } from '../components/generation/useImageChoice';
import { ProgressBar } from '../components/generation/ProgressBar';
import { reveal } from '../components/reveal';
import { MaintenanceNotice, useToolPaused } from '../components/generation/MaintenanceNotice';
import { SponsorBanner } from '../components/generation/SponsorBanner';
import { type GenerationState, useGeneration } from '../components/generation/useGeneration';
import { PromptField } from '../components/generation/PromptField';
import { GenerateButton } from '../components/generation/GenerateButton';

/** The tool's defaults, as the server applies them (30 steps, guidance 4, 1 image, 'blurry, ugly', png, regular). */
const DEFAULTS = toolParams['free-remix'].parse({ uploadId: '00000000-0000-4000-8000-000000000000', prompt: 'defaults' });

/** This visit's results, newest first, kept in the browser only while the visitor moves between pages. */
const remixResultsAtom = atom<ImagePair[]>([]);

const SIZE_LABELS: Record<RemixImageSize, string> = {
  square_hd: 'Square HD',
  square: 'Square',
  portrait_4_3: 'Portrait 4:3',
  portrait_16_9: 'Portrait 16:9',
  landscape_4_3: 'Landscape 4:3',
  landscape_16_9: 'Landscape 16:9',
};

/** 10 when submitting, 30 once the job runs (then the server's progress up to 90), 90 with the outputs, 100 done. */
function remixProgress(state: GenerationState): number {
  switch (state.phase) {
    case 'preparing':
    case 'submitting':
    case 'queued':
      return 10;
    case 'running':
      return state.outputs.length > 0 ? 90 : 30 + Math.round(state.progress * 0.6);
    case 'succeeded':
      return 100;
    default:
      return 0;
  }
}

function remixStatus(state: GenerationState): string {
  if (state.phase === 'preparing') return 'Uploading your image…';
  if (state.phase === 'submitting') return 'Sending your remix…';
  if (state.phase === 'queued') return 'Waiting for a free renderer…';
  if (state.phase === 'succeeded') return 'Done!';
  return state.log.at(-1)?.text ?? 'Remixing…';
}

/** AI Image Remix (/free-img2img): an uploaded image changed as described, free. */
export default function FreeImg2Img() {
  const [results, setResults] = useAtom(remixResultsAtom);
  const [formError, setFormError] = useState<string | null>(null);
  const image = useImageChoice(setFormError);
  const { file, preview } = image;
  const [prompt, setPrompt] = useState('');
  const [consent, setConsent] = useState(false);
  const [steps, setSteps] = useState(DEFAULTS.steps);
  const [guidance, setGuidance] = useState(DEFAULTS.guidance);
  const [numImages, setNumImages] = useState(DEFAULTS.numImages);
  const [negativePrompt, setNegativePrompt] = useState(DEFAULTS.negativePrompt);
  const [outputFormat, setOutputFormat] = useState(DEFAULTS.outputFormat);
  const [acceleration, setAcceleration] = useState(DEFAULTS.acceleration);
  const [imageSize, setImageSize] = useState<RemixImageSize>(DEFAULTS.imageSize);
  const [consentMissing, setConsentMissing] = useState(false);
  const { state, busy, start, reset } = useGeneration();
  const paused = useToolPaused('free-remix', state.errorCode);
  const resultGrid = useRef<HTMLDivElement>(null);
  const ids = useId();
  const newest = results[0]?.id;
  /** The newest remix when the page opened (kept for this visit): only one that arrives later is scrolled to. */
  const revealed = useRef(newest);

  // On a phone the results are below the form: a new remix is brought into view.
  useEffect(() => {
    if (!newest || newest === revealed.current) return;
    revealed.current = newest;
    reveal(resultGrid.current?.firstElementChild);
  }, [newest]);

  // After 100 % the bar goes back to 0 a second later.
  useEffect(() => {
    if (state.phase !== 'succeeded') return;
    const timer = setTimeout(reset, 1000);
    return () => clearTimeout(timer);
  }, [state.phase, reset]);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    const text = prompt.trim();
    if (!file || !text) {
      setFormError(generationMessages.remixMissing);
      return;
    }
    if (!consent) {
      setConsentMissing(true);
      setFormError(generationMessages.consentRequired);
      return;
    }
    if (!navigator.onLine) {
      // Not queued like FREE FLUX: the image must be uploaded (with its consent) before there is a request to keep.
      setFormError(generationMessages.uploadNeedsConnection);
      return;
    }
    setFormError(null);
    let originalUrl = preview ?? '';
    const outcome = await start('free-remix', async (signal) => {
      const upload = await uploadsApi.upload(file, 'free-remix', true, signal);
      originalUrl = upload.url;
      return { uploadId: upload.id, prompt: text, steps, guidance, numImages, negativePrompt, outputFormat, acceleration, imageSize };
    });
    if (outcome?.status !== 'succeeded') return;
    const timestamp = new Date().toISOString();
    const fresh = outcome.outputs
      .filter((output) => output.kind === 'image')
      .map((output, index) => ({ id: `${timestamp}-${index}`, output, originalUrl, prompt: text, timestamp }));
    setResults((current) => [...fresh, ...current]);
  }

  const progress = remixProgress(state);
  const error = formError ?? state.error;
  const dimensions = remixDimensions(imageSize);

  return (
    <section className="page tool-page">
      <header className="tool-header">
        <div className="tool-heading">
          <p className="eyebrow">Free · no account needed</p>
          <h1>
            AI Image <span className="gradient-text">Remix</span>
          </h1>
          <p className="lead">Upload an image, describe the changes, and get a remixed version in moments.</p>
        </div>
        <div className="tool-meta">
          <CostBadge tool="free-remix" />
          <span className="tool-count" aria-live="polite">
            <strong>{results.length}</strong> generated
          </span>
        </div>
      </header>

      <SponsorBanner />

      {paused && <MaintenanceNotice tool="free-remix" />}

      <div className="tool-layout">
        <form className="card tool-form" aria-label="Remix settings" onSubmit={generate} noValidate>
          <ImageUploadField choice={image} previewAlt="The image to remix" hint="PNG, JPG, WebP or GIF, up to 10MB" disabled={busy} />

          <PromptField
            id={`${ids}-prompt`}
            label="Describe the changes"
            value={prompt}
            rows={4}
            placeholder="Turn the scene into a neon-lit night, add light rain…"
            onChange={(value) => {
              setPrompt(value);
              if (formError === generationMessages.remixMissing) setFormError(null);
            }}
          />

          <ConsentCheckbox
            checked={consent}
            invalid={consentMissing}
            onChange={(checked) => {
              setConsent(checked);
              if (checked && formError === generationMessages.consentRequired) setFormError(null);
            }}
          />

          <AdvancedSettings summary={`${steps} steps · ${numImages} image${numImages === 1 ? '' : 's'} · ${outputFormat.toUpperCase()}`}>
            <RangeField id={`${ids}-steps`} label="Steps" value={steps} min={10} max={50} step={5} onChange={setSteps} disabled={busy} />
            <RangeField
              id={`${ids}-guidance`}
              label="Guidance"
              value={guidance}
              min={1}
              max={10}
              step={0.5}
              onChange={setGuidance}
              disabled={busy}
            />
            <RangeField id={`${ids}-images`} label="Images" value={numImages} min={1} max={4} onChange={setNumImages} disabled={busy} />
            <div className="field">
              <label htmlFor={`${ids}-negative`}>Negative prompt</label>
              <textarea
                id={`${ids}-negative`}
                value={negativePrompt}
                rows={2}
                maxLength={2000}
                onChange={(event) => setNegativePrompt(event.target.value)}
              />
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor={`${ids}-size`}>Image size</label>
                <select
                  id={`${ids}-size`}
                  value={imageSize}
                  onChange={(event) => setImageSize(event.target.value as RemixImageSize)}
                  disabled={busy}
                >
                  {REMIX_IMAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {SIZE_LABELS[size]}
                    </option>
                  ))}
                </select>
                <p className="field-hint">
                  Rendered at {dimensions.width}×{dimensions.height}
                </p>
              </div>
              <div className="field">
                <label htmlFor={`${ids}-format`}>Output format</label>
                <select
                  id={`${ids}-format`}
                  value={outputFormat}
                  onChange={(event) => setOutputFormat(event.target.value as typeof outputFormat)}
                  disabled={busy}
                >
                  <option value="png">PNG</option>
                  <option value="jpeg">JPEG</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${ids}-acceleration`}>Acceleration</label>
                <select
                  id={`${ids}-acceleration`}
                  value={acceleration}
                  onChange={(event) => setAcceleration(event.target.value as typeof acceleration)}
                  disabled={busy}
                >
                  <option value="none">None</option>
                  <option value="regular">Regular</option>
                  <option value="high">High</option>
                </select>
              </div>
            </div>
          </AdvancedSettings>

          <FormAlert
            alert={
              error
                ? {
                    kind: 'error',
                    message: error,
                    note: state.phase === 'held' ? generationMessages.heldNote : (state.warning ?? undefined),
                  }
                : null
            }
          />

          <GenerateButton label="Generate Free Remix" busy={busy} paused={paused} busyLabel="Remixing…" />
          {progress > 0 && <ProgressBar value={progress} label="Remix progress" detail={remixStatus(state)} />}
        </form>

        <section className="tool-results" aria-labelledby={`${ids}-results`}>
          <div className="output-head">
            <h2 id={`${ids}-results`}>Your remixes</h2>
            {results.length > 0 && <span className="muted small">Newest first · kept for this visit</span>}
          </div>
          {busy && preview && <PendingPairCard preview={preview} />}
          {results.length === 0 && !busy ? (
            <div className="empty-state remix-empty">
              <span className="empty-icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26">
                  <path
                    d="M12 3.5 13.8 8.2 18.5 10 13.8 11.8 12 16.5 10.2 11.8 5.5 10 10.2 8.2zM18.5 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <p className="empty-title">No remixes yet</p>
              <p className="muted">Your original and the remixed image will appear here side by side.</p>
            </div>
          ) : (
            <div ref={resultGrid} className="remix-grid">
              {results.map((result) => (
                <ImagePairCard
                  key={result.id}
                  pair={result}
                  label={`Remix: ${result.prompt}`}
                  generatedAlt={`Generated remix: ${result.prompt}`}
                  onDownloadError={setFormError}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </section>
  );
}
