import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type Generation,
  type GenerationOutput,
  generationMessages,
  PREMIUM_ASPECTS,
  PREMIUM_PERFORMANCE,
  PREMIUM_PERFORMANCE_IDS,
  PREMIUM_PROVIDERS,
  PREMIUM_STYLE_MODELS,
  type PremiumAspect,
  type PremiumPerformance,
  type PremiumProvider,
  type PremiumStyleModel,
  PROVIDER_LABELS,
  toolParams,
  PROMPT_MAX,
} from '../../../../api/contract/generation';
import { generationsApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { AdvancedSettings, RangeField } from '../../components/generation/AdvancedSettings';
import { MaintenanceNotice, useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { ProgressLog } from '../../components/generation/ProgressLog';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import { reveal } from '../../components/reveal';
import { formatNumber } from '../../format';
import { ImageGrid, entriesOf, GalleryManager, useToolItems } from './ToolGallery';
import { useShownProgress, useStudioJob } from './useStudioJob';
import { StudioToolHeader } from './StudioToolHeader';
import { PromptField } from '../../components/generation/PromptField';
import { GenerateButton } from '../../components/generation/GenerateButton';

const TOOL = 'premium-text-to-image';
/** The tool's defaults, as the server applies them (portrait, 2 images, Quality, FLUX.1-dev, fal). */
const DEFAULTS = toolParams[TOOL].parse({ prompt: 'defaults' });
const ASPECTS = Object.entries(PREMIUM_ASPECTS) as [PremiumAspect, (typeof PREMIUM_ASPECTS)[PremiumAspect]][];
/** Where the steps slider starts when a member sets the steps themselves. */
const CUSTOM_STEPS_START = 50;
const IMAGE_NUMBERS = [1, 2, 3, 4] as const;

/** The small frame of an aspect option, its longer side 30 px. */
function shapeOf(width: number, height: number) {
  const scale = 30 / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Premium text to image (/apps/premium): FLUX.1 [dev] with style models, up to 4 images, free; the images stay in the member's gallery. */
export default function PremiumView() {
  const [prompt, setPrompt] = useState('');
  const [negativePrompt, setNegativePrompt] = useState(DEFAULTS.negativePrompt);
  const [customSteps, setCustomSteps] = useState(false);
  const [steps, setSteps] = useState(CUSTOM_STEPS_START);
  const [guidance, setGuidance] = useState(DEFAULTS.guidance);
  const [styles, setStyles] = useState<PremiumStyleModel[]>([...DEFAULTS.styles]);
  const [imageNumber, setImageNumber] = useState(DEFAULTS.imageNumber);
  const [aspect, setAspect] = useState<PremiumAspect>(DEFAULTS.aspect);
  const [performance, setPerformance] = useState<PremiumPerformance>(DEFAULTS.performance);
  const [provider, setProvider] = useState<PremiumProvider>(DEFAULTS.apiProvider);
  const [formError, setFormError] = useState<string | null>(null);
  const [submittedPrompt, setSubmittedPrompt] = useState('');

  /** A job opened from its link shows with the settings it was made with. */
  const showSettings = useCallback((job: Generation) => {
    const parsed = toolParams[TOOL].safeParse(job.params);
    if (!parsed.success) return;
    const params = parsed.data;
    setPrompt(params.prompt);
    setSubmittedPrompt(params.prompt);
    setNegativePrompt(params.negativePrompt);
    setCustomSteps(params.steps !== undefined);
    if (params.steps !== undefined) setSteps(params.steps);
    setGuidance(params.guidance);
    setStyles([...params.styles]);
    setImageNumber(params.imageNumber);
    setAspect(params.aspect);
    setPerformance(params.performance);
    setProvider(params.apiProvider);
  }, []);

  const { state, busy, start, linkError } = useStudioJob(TOOL, showSettings);
  const paused = useToolPaused(TOOL, state.errorCode);
  const progress = useShownProgress(state, busy);
  const gallery = useToolItems(TOOL);
  const { addFresh } = gallery;
  const grid = useRef<HTMLElement>(null);

  // The images of a job that succeeded join the grid at once (the server's list is read again too).
  // The job is read back first: its outputs there carry their gallery item ids, so they can be
  // starred and are not shown twice once the gallery list has them.
  const outputs = state.phase === 'succeeded' ? state.outputs : null;
  const jobId = state.jobId;
  useEffect(() => {
    if (!outputs || !jobId) return;
    let live = true;
    const show = (shown: GenerationOutput[]) => {
      if (!live) return;
      addFresh(
        entriesOf(
          shown.filter((output) => output.kind === 'image'),
          submittedPrompt,
          TOOL,
          jobId,
        ),
      );
      reveal(grid.current);
    };
    generationsApi.get(jobId).then(
      (job) => show(job.outputs.length ? job.outputs : outputs),
      () => show(outputs),
    );
    return () => {
      live = false;
    };
  }, [outputs, jobId, submittedPrompt, addFresh]);

  const blank = prompt.trim() === '';

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (blank) {
      setFormError(generationMessages.promptRequired);
      return;
    }
    setFormError(null);
    const text = prompt.trim();
    setSubmittedPrompt(text);
    await start(TOOL, async () => ({
      prompt: text,
      negativePrompt,
      guidance,
      styles,
      imageNumber,
      aspect,
      performance,
      apiProvider: provider,
      ...(customSteps ? { steps } : {}),
    }));
  }

  const toggleStyle = (name: PremiumStyleModel) =>
    setStyles((current) => (current.includes(name) ? current.filter((style) => style !== name) : [...current, name]));

  const error = formError ?? state.error ?? linkError;
  const stepsText = customSteps ? `${steps} steps` : `${performance} (${PREMIUM_PERFORMANCE[performance]} steps)`;
  const made = state.phase === 'succeeded' ? state.outputs.filter((output) => output.kind === 'image').length : 0;

  return (
    <div className="tool-page studio-view premium-view">
      <StudioToolHeader
        eyebrow="AI Studio · text to image"
        title="Premium Text to Image"
        badges={['PREMIUM']}
        lead="FLUX.1 [dev] with style models: describe the picture, choose a format and up to four images at once, free of charge."
      >
        <div className="studio-counters" role="group" aria-label="Image counters">
          <span>
            <strong>{formatNumber(gallery.entries.length)}</strong> generated
          </span>
          <span>
            <strong>{formatNumber(gallery.entries.filter((entry) => entry.saved).length)}</strong> saved
          </span>
        </div>
      </StudioToolHeader>

      <SponsorBanner />
      {paused && <MaintenanceNotice tool={TOOL} />}

      <div className="tool-layout">
        <form className="card tool-form" aria-label="Premium image settings" onSubmit={generate} noValidate>
          <PromptField
            id="premium-prompt"
            value={prompt}
            rows={5}
            placeholder="A portrait of… in the style of…"
            invalid={formError === generationMessages.promptRequired}
            onChange={(value) => {
              setPrompt(value);
              if (formError) setFormError(null);
            }}
          />

          <fieldset className="choice-group">
            <legend>Aspect ratio</legend>
            <div className="aspect-options studio-aspects">
              {ASPECTS.map(([id, option]) => {
                const shape = shapeOf(option.width, option.height);
                return (
                  <label key={id} className="aspect-option">
                    <input
                      type="radio"
                      name="premium-aspect"
                      value={id}
                      checked={aspect === id}
                      onChange={() => setAspect(id)}
                      disabled={busy}
                    />
                    <span className="aspect-shape" style={shape} aria-hidden="true" />
                    <span className="aspect-name">{option.label}</span>
                    <span className="aspect-size">{id}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="choice-group">
            <legend>Number of images</legend>
            <div className="segmented">
              {IMAGE_NUMBERS.map((count) => (
                <label key={count} className="segment">
                  <input
                    type="radio"
                    name="premium-count"
                    value={count}
                    checked={imageNumber === count}
                    onChange={() => setImageNumber(count)}
                    disabled={busy}
                  />
                  <span>{count}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <AdvancedSettings summary={`${stepsText} · guidance ${guidance}`}>
            <fieldset className="choice-group">
              <legend>Style models</legend>
              <p className="field-hint">Each adds its look to your prompt; choose any number.</p>
              <div className="style-options">
                {PREMIUM_STYLE_MODELS.map((style) => (
                  <button
                    key={style.name}
                    type="button"
                    className="style-chip"
                    aria-pressed={styles.includes(style.name)}
                    title={style.phrase}
                    disabled={busy}
                    onClick={() => toggleStyle(style.name)}
                  >
                    {style.name}
                  </button>
                ))}
              </div>
            </fieldset>

            <fieldset className="choice-group">
              <legend>Performance</legend>
              <div className="segmented wide">
                {PREMIUM_PERFORMANCE_IDS.map((id) => (
                  <label key={id} className={`segment${customSteps ? ' overridden' : ''}`}>
                    <input
                      type="radio"
                      name="premium-performance"
                      value={id}
                      checked={performance === id}
                      onChange={() => setPerformance(id)}
                      disabled={busy}
                    />
                    <span>
                      {id}
                      <small>{PREMIUM_PERFORMANCE[id]} steps</small>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="field">
              <label className="checkbox compact">
                <input type="checkbox" checked={customSteps} onChange={(event) => setCustomSteps(event.target.checked)} disabled={busy} />
                Set the steps myself (overrides the performance preset)
              </label>
              {customSteps && (
                <RangeField id="premium-steps" label="Steps" value={steps} min={20} max={100} onChange={setSteps} disabled={busy} />
              )}
            </div>

            <RangeField
              id="premium-guidance"
              label="Guidance"
              value={guidance}
              min={1}
              max={20}
              step={0.5}
              onChange={setGuidance}
              disabled={busy}
            />

            <div className="field">
              <label htmlFor="premium-negative">Negative prompt</label>
              <textarea
                id="premium-negative"
                value={negativePrompt}
                rows={3}
                maxLength={PROMPT_MAX}
                placeholder="What the picture should not have: blurry, extra fingers…"
                onChange={(event) => setNegativePrompt(event.target.value)}
              />
            </div>

            <div className="field">
              <label htmlFor="premium-provider">Provider</label>
              <select
                id="premium-provider"
                value={provider}
                onChange={(event) => setProvider(event.target.value as PremiumProvider)}
                disabled={busy}
              >
                {PREMIUM_PROVIDERS.map((id) => (
                  <option key={id} value={id}>
                    {PROVIDER_LABELS[id] ?? id}
                  </option>
                ))}
              </select>
              <p className="field-hint">The other provider takes over when the chosen one fails.</p>
            </div>
          </AdvancedSettings>

          <GenerateButton label="Generate (FREE)" busy={busy} paused={paused} blocked={blank} />
        </form>

        <section className="card tool-output" aria-labelledby="premium-output-title">
          <div className="output-head">
            <h2 id="premium-output-title">Generation</h2>
          </div>
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
          {made > 0 && (
            <FormAlert alert={{ kind: 'success', message: `${made} new image${made === 1 ? '' : 's'} added to your gallery below.` }} />
          )}
          {!busy && state.phase === 'idle' && !error && (
            <div className="output-placeholder studio-hint">
              <div className="placeholder-status">
                <span>
                  {imageNumber} image{imageNumber === 1 ? '' : 's'} · {PREMIUM_ASPECTS[aspect].label} {aspect}
                </span>
                <span className="muted small">Your images appear in the grid below, newest first.</span>
              </div>
            </div>
          )}
          {(busy || progress > 0) && <ProgressBar value={progress} label="Generation progress" detail={busy ? 'Generating…' : 'Done'} />}
          <ProgressLog lines={state.log} busy={busy} />
        </section>
      </div>

      <section ref={grid} className="studio-gallery" aria-labelledby="premium-grid-title">
        <div className="studio-gallery-head">
          <h2 id="premium-grid-title">Your premium images</h2>
          <GalleryManager filePrefix="premium-gallery" gallery={gallery} />
        </div>
        <ImageGrid gallery={gallery} model="FLUX.1 [dev]" emptyText="No premium images yet: describe one above and press Generate." />
      </section>
    </div>
  );
}
