import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { generationMessages, toolCost, toolParams } from '../../../../api/contract/generation';
import { uploadsApi } from '../../api/client';
import { AdvancedSettings, RangeField } from '../../components/generation/AdvancedSettings';
import { ConsentCheckbox } from '../../components/generation/ConsentCheckbox';
import { type ImagePair, ImagePairCard, PendingPairCard } from '../../components/generation/ImagePairCard';
import { ImageUploadField } from '../../components/generation/ImageUploadField';
import { useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { PromptField } from '../../components/generation/PromptField';
import { useGeneration } from '../../components/generation/useGeneration';
import { useImageChoice } from '../../components/generation/useImageChoice';
import { reveal } from '../../components/reveal';
import { ChoiceGroup } from './StudioFields';
import { LineIcon, PICTURE } from './icons';
import { jobOf } from './jobOf';
import { StudioPage } from './StudioPage';
import { useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { useConsent } from './useConsent';
import { useFormError } from './useFormError';
import { jobStatus } from './useStudioJob';

const TOOL = 'image-to-image';
/** The tool's defaults, as the server applies them (50 steps, guidance 7.5, 1 image, no negative prompt). */
const DEFAULTS = toolParams[TOOL].parse({ uploadId: '00000000-0000-4000-8000-000000000000', prompt: 'defaults' });
const IMAGE_COUNTS = [1, 2, 3, 4] as const;
/** The guidance slider: the API takes 1 to 20 in half steps. */
const GUIDANCE = { min: 1, max: 20, step: 0.5 };
/** What a job costs for this many images: the contract's figure, the same the server charges. */
const costOf = (numImages: number) => toolCost(jobOf(TOOL, { ...DEFAULTS, numImages }));
const PER_IMAGE = costOf(1);

/** Image to Image (/apps/image-to-image): a member's image changed as described, up to 4 results, charged per image. */
export default function ImageToImageView() {
  const balance = useStudioBalance();
  const form = useFormError();
  const image = useImageChoice(form.setError);
  const { file, preview } = image;
  const consent = useConsent(form);
  const [prompt, setPrompt] = useState('');
  const [numImages, setNumImages] = useState(DEFAULTS.numImages);
  const [steps, setSteps] = useState(DEFAULTS.steps);
  const [guidance, setGuidance] = useState(DEFAULTS.guidance);
  const [negativePrompt, setNegativePrompt] = useState(DEFAULTS.negativePrompt);
  const [results, setResults] = useState<ImagePair[]>([]);
  /** What the refused or running job costs (the figure the insufficient-tokens note names). */
  const [charged, setCharged] = useState<number | null>(null);
  const { state, busy, start } = useGeneration();
  const paused = useToolPaused(TOOL, state.errorCode);
  const resultGrid = useRef<HTMLDivElement>(null);
  const ids = useId();
  const total = costOf(numImages);
  useBalanceOnCharge(state, balance.refresh);

  const newest = results[0]?.id;
  useEffect(() => {
    if (newest) reveal(resultGrid.current?.firstElementChild);
  }, [newest]);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    const text = prompt.trim();
    if (!file || !text) return form.setError(generationMessages.remixMissing);
    if (!consent.confirm()) return;
    if (!navigator.onLine) return form.setError(generationMessages.uploadNeedsConnection);
    form.setError(null);
    setCharged(total);
    let originalUrl = preview ?? '';
    const outcome = await start(TOOL, async (signal) => {
      const upload = await uploadsApi.upload(file, TOOL, true, signal);
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

  return (
    <StudioPage
      tool={TOOL}
      className="studio-tool"
      header={{
        eyebrow: `AI Studio · ${PER_IMAGE} tokens per generated image`,
        title: 'Image to',
        accent: 'Image',
        lead: 'Upload your image, describe the changes, and get up to four new versions at once.',
        meta: (
          <>
            <span className="cost-badge" title={`${PER_IMAGE} tokens per generated image`}>
              {PER_IMAGE} tokens / image
            </span>
            <span className="tool-count" aria-live="polite">
              <strong>{results.length}</strong> generated
            </span>
          </>
        ),
      }}
      job={{ state, busy, paused }}
      form={{
        label: 'Image to Image settings',
        onSubmit: generate,
        input: (
          <>
            <ImageUploadField choice={image} previewAlt="The image to transform" hint="PNG, JPG, WebP or GIF, up to 10MB" disabled={busy} />
            <PromptField
              label="Describe the changes"
              value={prompt}
              rows={4}
              placeholder="Turn the scene into a neon-lit night, add light rain…"
              onChange={form.clearing(setPrompt, generationMessages.remixMissing)}
            />
            <ConsentCheckbox {...consent.checkbox} disabled={busy} />
          </>
        ),
        settings: (
          <>
            <ChoiceGroup
              legend="Number of images"
              options={IMAGE_COUNTS}
              value={numImages}
              onChange={setNumImages}
              disabled={busy}
              className="count-options"
              optionClassName="count-option"
            >
              {(count) => (
                <>
                  <span>{count}</span>
                  <span className="sr-only"> image{count === 1 ? '' : 's'}</span>
                </>
              )}
            </ChoiceGroup>

            <AdvancedSettings summary={`${steps} steps · guidance ${guidance}`}>
              <RangeField id={`${ids}-steps`} label="Steps" value={steps} min={20} max={100} onChange={setSteps} disabled={busy} />
              <RangeField id={`${ids}-guidance`} label="Guidance" value={guidance} {...GUIDANCE} onChange={setGuidance} disabled={busy} />
              <PromptField
                label="Negative prompt"
                counted={false}
                value={negativePrompt}
                onChange={setNegativePrompt}
                rows={2}
                placeholder="What to keep out: blurry, low quality…"
              />
            </AdvancedSettings>
          </>
        ),
        cost: { total, detail: `${PER_IMAGE} tokens per generated image`, balance: balance.tokens, charged },
        error: form.error,
        generate: { label: `Generate ${numImages === 1 ? 'Image' : `${numImages} Images`}` },
      }}
      result={{
        title: 'Your images',
        titleId: `${ids}-results`,
        className: 'tool-results',
        aside: results.length > 0 && <span className="muted small">Newest first</span>,
        body: (
          <>
            {busy && preview && <PendingPairCard preview={preview} />}
            {results.length === 0 && !busy ? (
              <EmptyResults />
            ) : (
              <div ref={resultGrid} className="remix-grid">
                {results.map((result, index) => (
                  <ImagePairCard
                    key={result.id}
                    pair={result}
                    label={`Result ${index + 1}: ${result.prompt}`}
                    generatedAlt={`Generated image: ${result.prompt}`}
                    onDownloadError={form.setError}
                  />
                ))}
              </div>
            )}
          </>
        ),
        progress: (busy || state.phase === 'succeeded') && (
          <ProgressBar
            value={state.phase === 'succeeded' ? 100 : state.progress}
            label="Generation progress"
            detail={jobStatus(state, 'Generating…', { waiting: 'Waiting for a free renderer…' })}
          />
        ),
        log: state.log,
      }}
    />
  );
}

function EmptyResults() {
  return (
    <div className="empty-state remix-empty">
      <span className="empty-icon" aria-hidden="true">
        <LineIcon d={PICTURE} size={26} weight={1.5} />
      </span>
      <p className="empty-title">No images yet</p>
      <p className="muted">Your original and each generated image will appear here side by side, also in your gallery.</p>
    </div>
  );
}
