import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  downloadFileName,
  FLUX_ASPECTS,
  FLUX_EXAMPLE_PROMPT,
  FLUX_STYLE_PRESETS,
  type FluxAspect,
  generationMessages,
  toolParams,
  PROMPT_MAX,
} from '../../../api/contract/generation';
import { FormAlert } from '../components/FormAlert';
import { AdvancedSettings, RangeField } from '../components/generation/AdvancedSettings';
import { CostBadge } from '../components/generation/CostBadge';
import { downloadFile, extensionOf } from '../components/generation/download';
import { ProgressBar } from '../components/generation/ProgressBar';
import { ProgressLog } from '../components/generation/ProgressLog';
import { reveal } from '../components/reveal';
import { ResultImage } from '../components/generation/ResultImage';
import { MaintenanceNotice, useToolPaused } from '../components/generation/MaintenanceNotice';
import { SponsorBanner } from '../components/generation/SponsorBanner';
import { type GenerationPhase, useGeneration } from '../components/generation/useGeneration';
import { oldestQueued } from '../offline/queue';
import { carriedPrompt } from '../routing';
import { queueOwner } from '../offline/sender';
import { sessionAtom } from '../state/session';
import { PromptField } from '../components/generation/PromptField';
import { GenerateButton } from '../components/generation/GenerateButton';

/** The tool's defaults, as the server applies them (4 steps, guidance 3.5, the long negative prompt). */
const DEFAULTS = toolParams['free-flux'].parse({ prompt: 'defaults' });
const ASPECTS = Object.entries(FLUX_ASPECTS) as [FluxAspect, (typeof FLUX_ASPECTS)[FluxAspect]][];
const SEPARATOR = ', ';

const styleText = (phrases: readonly string[]) => phrases.join(SEPARATOR);

/** The prompt with a preset's phrases appended, or taken out again when they are already there. */
function toggleStyle(prompt: string, phrases: readonly string[]): string {
  const text = styleText(phrases);
  if (prompt.includes(text)) {
    return prompt
      .replace(`${SEPARATOR}${text}`, '')
      .replace(text, '')
      .replace(/^[\s,]+|[\s,]+$/g, '');
  }
  const base = prompt.trimEnd().replace(/,$/, '');
  return base ? `${base}${SEPARATOR}${text}` : text;
}

function statusText(phase: GenerationPhase, queuePosition: number | null, progress: number): string {
  if (phase === 'offline') return generationMessages.queued;
  if (phase === 'preparing' || phase === 'submitting') return 'Sending your prompt…';
  if (phase === 'queued')
    return queuePosition !== null && queuePosition > 0 ? `In the queue: ${queuePosition} ahead of you` : 'Waiting for a free renderer…';
  if (phase === 'running') return progress > 0 ? 'Generating…' : 'Starting…';
  return 'Done';
}

/** FREE FLUX (/free-txt2img): text to image, free for everyone. */
export default function FreeTxt2Img() {
  const [aspect, setAspect] = useState<FluxAspect>(DEFAULTS.aspect);
  // The enhanced prompt the Magic Prompter's 'Open FREE FLUX' brought along, else an empty box.
  const [prompt, setPrompt] = useState(() => carriedPrompt(history.state, PROMPT_MAX));
  const [steps, setSteps] = useState(DEFAULTS.steps);
  const [guidance, setGuidance] = useState(DEFAULTS.guidance);
  const [negativePrompt, setNegativePrompt] = useState(DEFAULTS.negativePrompt);
  const [formError, setFormError] = useState<string | null>(null);
  /** The generated image could not be shown: it is cleared and the user-facing message stays. */
  const [loadFailed, setLoadFailed] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [submittedPrompt, setSubmittedPrompt] = useState('');
  const [downloading, setDownloading] = useState(false);
  const { state, busy, start, resume, cancelQueued, reset } = useGeneration();
  const paused = useToolPaused('free-flux', state.errorCode);
  const owner = queueOwner(useAtomValue(sessionAtom));
  const phase = useRef(state.phase);
  useEffect(() => {
    phase.current = state.phase;
  }, [state.phase]);
  /** Whether this page has looked for a request queued earlier (before a reload, or in another tab). */
  const looked = useRef(false);

  // A request queued offline is shown again, with its settings, until it has run.
  useEffect(() => {
    if (owner === undefined || looked.current) return;
    let live = true;
    oldestQueued('free-flux', owner)
      .then((entry) => {
        if (!live) return;
        looked.current = true;
        if (!entry || phase.current !== 'idle') return;
        const parsed = toolParams['free-flux'].safeParse(entry.params);
        if (parsed.success) {
          setPrompt(entry.params.prompt);
          setAspect(parsed.data.aspect);
          setSteps(parsed.data.steps);
          setGuidance(parsed.data.guidance);
          setNegativePrompt(parsed.data.negativePrompt);
          setSubmittedPrompt(parsed.data.prompt);
        }
        void resume(entry);
      })
      .catch(() => {
        // No IndexedDB here: nothing can have been queued.
        looked.current = true;
      });
    return () => {
      live = false;
    };
  }, [owner, resume]);

  const output = loadFailed ? undefined : state.outputs.find((item) => item.kind === 'image');
  const outputSection = useRef<HTMLElement>(null);
  const outputFigure = useRef<HTMLElement>(null);
  const started = state.phase !== 'idle' && state.phase !== 'offline';
  // On a phone the output is below the form: Generate brings its progress into view, then the image.
  useEffect(() => {
    if (started) reveal(outputSection.current);
  }, [started]);
  const outputUrl = output?.url;
  useEffect(() => {
    if (outputUrl) reveal(outputFigure.current);
  }, [outputUrl]);
  const blank = prompt.trim() === '';
  const frame = FLUX_ASPECTS[aspect];
  const hasRun = state.phase !== 'idle';
  const waitingOffline = state.phase === 'offline';

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (blank) {
      setFormError(generationMessages.promptRequired);
      return;
    }
    setFormError(null);
    setLoadFailed(false);
    setDownloadError(null);
    const text = prompt.trim();
    setSubmittedPrompt(text);
    await start('free-flux', async () => ({ prompt: text, aspect, steps, guidance, negativePrompt }));
  }

  async function download() {
    if (!output) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFile(output.url, downloadFileName(submittedPrompt, new Date(), extensionOf(output.contentType)));
    } catch {
      setDownloadError(generationMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  function startOver() {
    reset();
    setLoadFailed(false);
    setDownloadError(null);
    setFormError(null);
  }

  const error = formError ?? state.error ?? (loadFailed ? generationMessages.failedLoad : downloadError);

  return (
    <section className="page tool-page">
      <header className="tool-header">
        <div className="tool-heading">
          <p className="eyebrow">Free · no account needed</p>
          <h1>
            FREE <span className="gradient-text">FLUX</span>
          </h1>
          <p className="lead">Describe a scene, pick a format and a style, and FLUX Schnell paints it in seconds.</p>
        </div>
        <div className="tool-meta">
          <CostBadge tool="free-flux" />
          <span className="tool-model">FLUX.1 Schnell</span>
        </div>
      </header>

      <SponsorBanner />

      {paused && <MaintenanceNotice tool="free-flux" />}

      <div className="tool-layout">
        <form className="card tool-form" aria-label="Image settings" onSubmit={generate} noValidate>
          <fieldset className="choice-group">
            <legend>Aspect ratio</legend>
            <div className="aspect-options">
              {ASPECTS.map(([id, option]) => (
                <label key={id} className="aspect-option">
                  <input type="radio" name="aspect" value={id} checked={aspect === id} onChange={() => setAspect(id)} disabled={busy} />
                  <span className={`aspect-shape ${id}`} aria-hidden="true" />
                  <span className="aspect-name">{option.label}</span>
                  <span className="aspect-size">
                    {option.width}×{option.height}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="choice-group">
            <legend>Style presets</legend>
            <p className="field-hint">Each adds its look to the end of your prompt; press again to take it out.</p>
            <div className="style-options">
              {FLUX_STYLE_PRESETS.map((style) => {
                const applied = prompt.includes(styleText(style.phrases));
                return (
                  <button
                    key={style.name}
                    type="button"
                    className="style-chip"
                    aria-pressed={applied}
                    title={styleText(style.phrases)}
                    disabled={busy}
                    onClick={() => setPrompt((current) => toggleStyle(current, style.phrases))}
                  >
                    {style.name}
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div className="field example-prompt">
            <label htmlFor="flux-example">Example prompt</label>
            <div className="example-box">
              <textarea id="flux-example" readOnly value={FLUX_EXAMPLE_PROMPT} rows={3} />
              <button type="button" className="button ghost small" onClick={() => setPrompt(FLUX_EXAMPLE_PROMPT)} disabled={busy}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path
                    d="M5.5 5.5V3h7.5v7.5h-2.5M3 5.5h7.5V13H3z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinejoin="round"
                  />
                </svg>
                Copy to Prompt
              </button>
            </div>
          </div>

          <PromptField
            id="flux-prompt"
            value={prompt}
            rows={5}
            placeholder="A portrait of… in the style of…"
            invalid={formError === generationMessages.promptRequired}
            onChange={(value) => {
              setPrompt(value);
              if (formError) setFormError(null);
            }}
          />

          <AdvancedSettings summary={`${steps} steps · guidance ${guidance}`}>
            <RangeField id="flux-steps" label="Steps" value={steps} min={1} max={8} onChange={setSteps} disabled={busy} />
            <RangeField
              id="flux-guidance"
              label="Guidance"
              value={guidance}
              min={1}
              max={10}
              step={0.5}
              onChange={setGuidance}
              disabled={busy}
            />
            <div className="field">
              <div className="field-label-row">
                <label htmlFor="flux-negative">Negative prompt</label>
                {negativePrompt !== DEFAULTS.negativePrompt && (
                  <button type="button" className="link-button small" onClick={() => setNegativePrompt(DEFAULTS.negativePrompt)}>
                    Restore default
                  </button>
                )}
              </div>
              <textarea
                id="flux-negative"
                value={negativePrompt}
                rows={4}
                maxLength={2000}
                onChange={(event) => setNegativePrompt(event.target.value)}
              />
            </div>
          </AdvancedSettings>

          <GenerateButton
            label="Generate Image"
            busy={busy}
            paused={paused}
            blocked={blank}
            waitingLabel={waitingOffline ? 'Waiting for a connection…' : null}
          />
        </form>

        <section ref={outputSection} className="card tool-output" aria-labelledby="flux-output-title">
          <div className="output-head">
            <h2 id="flux-output-title">Your image</h2>
            {hasRun && !busy && !output && (
              <button type="button" className="button ghost small" onClick={startOver}>
                New Image
              </button>
            )}
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

          {output ? (
            <figure ref={outputFigure} className="output-figure">
              <ResultImage output={output} alt={`Generated image: ${submittedPrompt}`} onError={() => setLoadFailed(true)} />
              <figcaption className="output-caption">{submittedPrompt}</figcaption>
              <div className="output-actions">
                <button type="button" className="button primary" onClick={download} disabled={downloading}>
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
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
                </button>
                <button type="button" className="button ghost" onClick={startOver}>
                  New Image
                </button>
              </div>
            </figure>
          ) : (
            <div
              className={`output-placeholder${waitingOffline ? ' waiting' : busy ? ' busy' : ''}`}
              style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
            >
              {waitingOffline ? (
                <div className="placeholder-status queued-offline" role="status">
                  <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
                    <path
                      d="M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span>{generationMessages.queued}</span>
                  <span className="muted small">Your prompt is kept in this browser and sent once, as soon as the connection returns.</span>
                  <button type="button" className="button ghost small" onClick={() => void cancelQueued()}>
                    Cancel queued request
                  </button>
                </div>
              ) : busy ? (
                <div className="placeholder-status">
                  <span className="spinner" aria-hidden="true" />
                  <span>{statusText(state.phase, state.queuePosition, state.progress)}</span>
                </div>
              ) : (
                <div className="placeholder-status">
                  <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
                    <path
                      d="M4 5h16v14H4zM4 15l4.5-4.5L13 15m-2-2 2.5-2.5L20 17M15.5 8.5h.01"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span>
                    {frame.width}×{frame.height}
                  </span>
                  <span className="muted small">Your image will appear here</span>
                </div>
              )}
            </div>
          )}

          {busy && !waitingOffline && (
            <ProgressBar
              value={state.progress}
              label="Generation progress"
              detail={statusText(state.phase, state.queuePosition, state.progress)}
            />
          )}
          <ProgressLog lines={state.log} busy={busy} />
        </section>
      </div>
    </section>
  );
}
