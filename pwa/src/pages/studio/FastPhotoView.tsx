import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  downloadFileName,
  FAST_PHOTO_ASPECT_IDS,
  FAST_PHOTO_ASPECTS,
  FAST_PHOTO_STYLES,
  type FastPhotoAspect,
  type FastPhotoStyle,
  type Generation,
  type GenerationOutput,
  generationMessages,
  toolParams,
} from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { RangeField } from '../../components/generation/AdvancedSettings';
import { CostBadge } from '../../components/generation/CostBadge';
import { downloadFile, extensionOf } from '../../components/generation/download';
import { MaintenanceNotice, useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { ProgressLog } from '../../components/generation/ProgressLog';
import { ResultImage } from '../../components/generation/ResultImage';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import { reveal } from '../../components/reveal';
import { StudioToolHeader } from './StudioToolHeader';
import { useShownProgress, useStudioJob } from './useStudioJob';
import { PromptField } from '../../components/generation/PromptField';
import { GenerateButton } from '../../components/generation/GenerateButton';

const TOOL = 'fast-photo';
/** The tool's defaults, as the server applies them (Studio Portrait, 1:1, one photo). */
const DEFAULTS = toolParams[TOOL].parse({ prompt: 'defaults' });

/** The small frame of an aspect button, its longer side 28 px. */
function shapeOf(aspect: FastPhotoAspect) {
  const { width, height } = FAST_PHOTO_ASPECTS[aspect];
  const scale = 28 / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The fast photo generator (/apps/fast-photo): twelve photography styles, six aspect ratios, up to four photos, free. */
export default function FastPhotoView() {
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<FastPhotoStyle>(DEFAULTS.style);
  const [aspect, setAspect] = useState<FastPhotoAspect>(DEFAULTS.aspect);
  const [count, setCount] = useState(DEFAULTS.count);
  const [formError, setFormError] = useState<string | null>(null);
  const [submittedPrompt, setSubmittedPrompt] = useState('');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const showSettings = useCallback((job: Generation) => {
    const parsed = toolParams[TOOL].safeParse(job.params);
    if (!parsed.success) return;
    setPrompt(parsed.data.prompt);
    setSubmittedPrompt(parsed.data.prompt);
    setStyle(parsed.data.style);
    setAspect(parsed.data.aspect);
    setCount(parsed.data.count);
  }, []);

  const { state, busy, start, linkError } = useStudioJob(TOOL, showSettings);
  const paused = useToolPaused(TOOL, state.errorCode);
  const progress = useShownProgress(state, busy, true);
  const results = useRef<HTMLElement>(null);
  const outputs: GenerationOutput[] = state.outputs.filter((output) => output.kind === 'image');
  const hasOutputs = outputs.length > 0;
  useEffect(() => {
    if (hasOutputs) reveal(results.current);
  }, [hasOutputs]);

  const blank = prompt.trim() === '';

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (blank) {
      setFormError(generationMessages.promptRequired);
      return;
    }
    setFormError(null);
    setDownloadError(null);
    const text = prompt.trim();
    setSubmittedPrompt(text);
    await start(TOOL, async () => ({ prompt: text, style, aspect, count }));
  }

  async function download(output: GenerationOutput, index: number) {
    setDownloading(index);
    setDownloadError(null);
    try {
      await downloadFile(output.url, downloadFileName(submittedPrompt, new Date(), extensionOf(output.contentType)));
    } catch {
      setDownloadError(generationMessages.downloadFailed);
    } finally {
      setDownloading(null);
    }
  }

  const error = formError ?? state.error ?? linkError ?? downloadError;
  const frame = FAST_PHOTO_ASPECTS[aspect];

  return (
    <div className="tool-page studio-view fast-photo-view">
      <StudioToolHeader
        eyebrow="AI Studio · photos"
        title="Fast Photo Generator"
        badges={['NEW', '100% FREE']}
        lead="Describe the photo, pick a photography style and a format: FLUX.1 [dev] shoots up to four at once."
      >
        <CostBadge tool={TOOL} />
      </StudioToolHeader>

      <SponsorBanner />
      {paused && <MaintenanceNotice tool={TOOL} />}

      <div className="tool-layout">
        <form className="card tool-form" aria-label="Photo settings" onSubmit={generate} noValidate>
          <PromptField
            id="fast-prompt"
            value={prompt}
            rows={4}
            placeholder="A woman in a linen shirt laughing on a sunlit balcony…"
            invalid={formError === generationMessages.promptRequired}
            onChange={(value) => {
              setPrompt(value);
              if (formError) setFormError(null);
            }}
          />

          <fieldset className="choice-group">
            <legend>Style</legend>
            <div className="style-options">
              {FAST_PHOTO_STYLES.map((preset) => (
                <button
                  key={preset.name}
                  type="button"
                  className="style-chip"
                  aria-pressed={style === preset.name}
                  title={preset.phrases.join(', ')}
                  disabled={busy}
                  onClick={() => setStyle(preset.name)}
                >
                  {preset.name}
                </button>
              ))}
            </div>
          </fieldset>

          <fieldset className="choice-group">
            <legend>Aspect ratio</legend>
            <div className="aspect-options fast-aspects">
              {FAST_PHOTO_ASPECT_IDS.map((id) => (
                <label key={id} className="aspect-option">
                  <input
                    type="radio"
                    name="fast-aspect"
                    value={id}
                    checked={aspect === id}
                    onChange={() => setAspect(id)}
                    disabled={busy}
                    aria-label={id}
                  />
                  <span className="aspect-shape" style={shapeOf(id)} aria-hidden="true" />
                  <span className="aspect-name" aria-hidden="true">
                    {id}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <RangeField id="fast-count" label="Number of images" value={count} min={1} max={4} onChange={setCount} disabled={busy} />

          <GenerateButton label="Generate" busy={busy} paused={paused} blocked={blank} />
        </form>

        <section ref={results} className="card tool-output" aria-labelledby="fast-output-title">
          <div className="output-head">
            <h2 id="fast-output-title">Your photos</h2>
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
          {hasOutputs ? (
            <ul className={`fast-results${outputs.length === 1 ? ' single' : ''}`} aria-label="Generated photos">
              {outputs.map((output, index) => (
                <li key={output.url}>
                  <figure className="output-figure">
                    <ResultImage output={output} alt={`Generated photo ${index + 1}: ${submittedPrompt}`} />
                    <button
                      type="button"
                      className="button ghost small"
                      onClick={() => void download(output, index)}
                      disabled={downloading === index}
                    >
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
                      Download
                      <span className="sr-only"> photo {index + 1}</span>
                    </button>
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            <div className={`output-placeholder${busy ? ' busy' : ''}`} style={{ aspectRatio: `${frame.width} / ${frame.height}` }}>
              <div className="placeholder-status">
                {busy ? <span className="spinner" aria-hidden="true" /> : null}
                <span>{busy ? 'Developing your photos…' : `${count} photo${count === 1 ? '' : 's'} · ${aspect} · ${style}`}</span>
                {!busy && <span className="muted small">Your photos will appear here</span>}
              </div>
            </div>
          )}
          {(busy || progress > 0) && <ProgressBar value={progress} label="Generation progress" detail={busy ? 'Generating…' : 'Done'} />}
          <ProgressLog lines={state.log} busy={busy} />
        </section>
      </div>
    </div>
  );
}
