import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { generationMessages, toolParams, TOOLS } from '../../../../api/contract/generation';
import { uploadsApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { AdvancedSettings, RangeField } from '../../components/generation/AdvancedSettings';
import { ConsentCheckbox } from '../../components/generation/ConsentCheckbox';
import { type ImagePair, ImagePairCard, PendingPairCard } from '../../components/generation/ImagePairCard';
import { ImageUploadField } from '../../components/generation/ImageUploadField';
import { MaintenanceNotice, useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { ProgressLog } from '../../components/generation/ProgressLog';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import { type GenerationState, useGeneration } from '../../components/generation/useGeneration';
import { useImageChoice } from '../../components/generation/useImageChoice';
import { reveal } from '../../components/reveal';
import { useCatalog } from '../../state/catalog';
import { CostLine, InsufficientTokens, useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { PromptField } from '../../components/generation/PromptField';
import { GenerateButton } from '../../components/generation/GenerateButton';

/** The tool's defaults, as the server applies them (50 steps, guidance 7.5, 1 image, no negative prompt). */
const DEFAULTS = toolParams['image-to-image'].parse({ uploadId: '00000000-0000-4000-8000-000000000000', prompt: 'defaults' });
const IMAGE_COUNTS = [1, 2, 3, 4] as const;

function statusText(state: GenerationState): string {
  if (state.phase === 'preparing') return 'Uploading your image…';
  if (state.phase === 'submitting') return 'Sending your request…';
  if (state.phase === 'queued')
    return state.queuePosition ? `In the queue: ${state.queuePosition} ahead of you` : 'Waiting for a free renderer…';
  if (state.phase === 'succeeded') return 'Done!';
  return state.log.at(-1)?.text ?? 'Generating…';
}

/** Image to Image (/apps/image-to-image): a member's image changed as described, up to 4 results, charged per image. */
export default function ImageToImageView() {
  const { catalog } = useCatalog();
  const balance = useStudioBalance();
  const [formError, setFormError] = useState<string | null>(null);
  const image = useImageChoice(setFormError);
  const { file, preview } = image;
  const [prompt, setPrompt] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [numImages, setNumImages] = useState(DEFAULTS.numImages);
  const [steps, setSteps] = useState(DEFAULTS.steps);
  const [guidance, setGuidance] = useState(DEFAULTS.guidance);
  const [negativePrompt, setNegativePrompt] = useState(DEFAULTS.negativePrompt);
  const [results, setResults] = useState<ImagePair[]>([]);
  /** What the refused or running job costs (the figure the insufficient-tokens note names). */
  const [charged, setCharged] = useState<number | null>(null);
  const { state, busy, start } = useGeneration();
  const paused = useToolPaused('image-to-image', state.errorCode);
  const resultGrid = useRef<HTMLDivElement>(null);
  const ids = useId();

  // The catalog's figure once loaded; the contract's (the same the server charges) until then.
  const perImage = (catalog?.tools ?? TOOLS)['image-to-image'].cost;
  const total = perImage * numImages;

  useBalanceOnCharge(state, balance.refresh);

  const newest = results[0]?.id;
  useEffect(() => {
    if (newest) reveal(resultGrid.current?.firstElementChild);
  }, [newest]);

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
      setFormError(generationMessages.uploadNeedsConnection);
      return;
    }
    setFormError(null);
    setCharged(total);
    let originalUrl = preview ?? '';
    const outcome = await start('image-to-image', async (signal) => {
      const upload = await uploadsApi.upload(file, 'image-to-image', true, signal);
      originalUrl = upload.url;
      return { uploadId: upload.id, prompt: text, numImages, steps, guidance, negativePrompt };
    });
    if (outcome?.status !== 'succeeded') return;
    const timestamp = new Date().toISOString();
    const fresh = outcome.outputs
      .filter((output) => output.kind === 'image')
      .map((output, index) => ({ id: `${timestamp}-${index}`, output, originalUrl, prompt: text, timestamp }));
    setResults((current) => [...fresh, ...current]);
  }

  const insufficient = state.errorCode === 'insufficient_tokens';
  const error = formError ?? (insufficient ? null : state.error);
  const showProgress = busy || state.phase === 'succeeded';

  return (
    <div className="tool-page studio-tool">
      <header className="tool-header">
        <div className="tool-heading">
          <p className="eyebrow">AI Studio · {perImage} tokens per generated image</p>
          <h1>
            Image to <span className="gradient-text">Image</span>
          </h1>
          <p className="lead">Upload your image, describe the changes, and get up to four new versions at once.</p>
        </div>
        <div className="tool-meta">
          <span className="cost-badge" title={`${perImage} tokens per generated image`}>
            {perImage} tokens / image
          </span>
          <span className="tool-count" aria-live="polite">
            <strong>{results.length}</strong> generated
          </span>
        </div>
      </header>

      <SponsorBanner />

      {paused && <MaintenanceNotice tool="image-to-image" studio />}

      <div className="tool-layout">
        <form className="card tool-form" aria-label="Image to Image settings" onSubmit={generate} noValidate>
          <ImageUploadField choice={image} previewAlt="The image to transform" hint="PNG, JPG, WebP or GIF, up to 10MB" disabled={busy} />

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
            disabled={busy}
            onChange={(checked) => {
              setConsent(checked);
              if (checked && formError === generationMessages.consentRequired) setFormError(null);
            }}
          />

          <fieldset className="choice-group">
            <legend>Number of images</legend>
            <div className="count-options">
              {IMAGE_COUNTS.map((count) => (
                <label key={count} className="count-option">
                  <input
                    type="radio"
                    name={`${ids}-count`}
                    value={count}
                    checked={numImages === count}
                    onChange={() => setNumImages(count)}
                    disabled={busy}
                  />
                  <span>{count}</span>
                  <span className="sr-only"> image{count === 1 ? '' : 's'}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <AdvancedSettings summary={`${steps} steps · guidance ${guidance}`}>
            <RangeField id={`${ids}-steps`} label="Steps" value={steps} min={20} max={100} onChange={setSteps} disabled={busy} />
            <RangeField
              id={`${ids}-guidance`}
              label="Guidance"
              value={guidance}
              min={1}
              max={20}
              step={0.5}
              onChange={setGuidance}
              disabled={busy}
            />
            <div className="field">
              <label htmlFor={`${ids}-negative`}>Negative prompt</label>
              <textarea
                id={`${ids}-negative`}
                value={negativePrompt}
                rows={2}
                maxLength={2000}
                placeholder="What to keep out: blurry, low quality…"
                onChange={(event) => setNegativePrompt(event.target.value)}
              />
            </div>
          </AdvancedSettings>

          <CostLine total={total} detail={`${perImage} tokens per generated image`} balance={balance.tokens} />

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
          {insufficient && state.error && <InsufficientTokens message={state.error} needed={charged} balance={balance.tokens} />}

          <GenerateButton label={`Generate ${numImages === 1 ? 'Image' : `${numImages} Images`}`} busy={busy} paused={paused} />
          {showProgress && (
            <ProgressBar
              value={state.phase === 'succeeded' ? 100 : state.progress}
              label="Generation progress"
              detail={statusText(state)}
            />
          )}
          <ProgressLog lines={state.log} busy={busy} />
        </form>

        <section className="tool-results" aria-labelledby={`${ids}-results`}>
          <div className="output-head">
            <h2 id={`${ids}-results`}>Your images</h2>
            {results.length > 0 && <span className="muted small">Newest first</span>}
          </div>
          {busy && preview && <PendingPairCard preview={preview} />}
          {results.length === 0 && !busy ? (
            <div className="empty-state remix-empty">
              <span className="empty-icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26">
                  <path
                    d="M4 5h16v14H4zM4 15l4.5-4.5L13 15m-2-2 2.5-2.5L20 17M15.5 8.5h.01"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <p className="empty-title">No images yet</p>
              <p className="muted">Your original and each generated image will appear here side by side, also in your gallery.</p>
            </div>
          ) : (
            <div ref={resultGrid} className="remix-grid">
              {results.map((result, index) => (
                <ImagePairCard
                  key={result.id}
                  pair={result}
                  label={`Result ${index + 1}: ${result.prompt}`}
                  generatedAlt={`Generated image: ${result.prompt}`}
                  onDownloadError={setFormError}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
