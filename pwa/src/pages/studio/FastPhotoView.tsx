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
import { useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { PromptField } from '../../components/generation/PromptField';
import { ResultImage } from '../../components/generation/ResultImage';
import { reveal } from '../../components/reveal';
import { ChipGroup, ChoiceGroup } from './StudioFields';
import { DownloadIcon } from './icons';
import { StudioPage } from './StudioPage';
import { useFormError } from './useFormError';
import { useShownProgress, useStudioJob } from './useStudioJob';

const TOOL = 'fast-photo';
/** The tool's defaults, as the server applies them (Studio Portrait, 1:1, one photo). */
const DEFAULTS = toolParams[TOOL].parse({ prompt: 'defaults' });
const STYLES = FAST_PHOTO_STYLES.map((preset) => ({ name: preset.name, title: preset.phrases.join(', ') }));

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
  const form = useFormError();
  const [submittedPrompt, setSubmittedPrompt] = useState('');

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
  const outputs = state.outputs.filter((output) => output.kind === 'image');
  const hasOutputs = outputs.length > 0;
  useEffect(() => {
    if (hasOutputs) reveal(results.current);
  }, [hasOutputs]);

  const blank = prompt.trim() === '';

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (blank) return form.setError(generationMessages.promptRequired);
    form.setError(null);
    const text = prompt.trim();
    setSubmittedPrompt(text);
    await start(TOOL, async () => ({ prompt: text, style, aspect, count }));
  }

  const frame = FAST_PHOTO_ASPECTS[aspect];

  return (
    <StudioPage
      tool={TOOL}
      className="studio-view fast-photo-view"
      header={{
        eyebrow: 'AI Studio · photos',
        title: 'Fast Photo Generator',
        badges: ['NEW', '100% FREE'],
        lead: 'Describe the photo, pick a photography style and a format: FLUX.1 [dev] shoots up to four at once.',
        meta: <CostBadge tool={TOOL} />,
      }}
      job={{ state, busy, paused }}
      form={{
        label: 'Photo settings',
        onSubmit: generate,
        input: (
          <PromptField
            id="fast-prompt"
            value={prompt}
            rows={4}
            placeholder="A woman in a linen shirt laughing on a sunlit balcony…"
            invalid={form.error === generationMessages.promptRequired}
            onChange={form.clearing(setPrompt)}
          />
        ),
        settings: (
          <>
            <ChipGroup legend="Style" chips={STYLES} pressed={(name) => name === style} onPress={setStyle} disabled={busy} />

            <ChoiceGroup
              legend="Aspect ratio"
              options={FAST_PHOTO_ASPECT_IDS}
              value={aspect}
              onChange={setAspect}
              disabled={busy}
              className="aspect-options fast-aspects"
              optionClassName="aspect-option"
              labelOf={(id) => id}
            >
              {(id) => (
                <>
                  <span className="aspect-shape" style={shapeOf(id)} aria-hidden="true" />
                  <span className="aspect-name" aria-hidden="true">
                    {id}
                  </span>
                </>
              )}
            </ChoiceGroup>

            <RangeField id="fast-count" label="Number of images" value={count} min={1} max={4} onChange={setCount} disabled={busy} />
          </>
        ),
        error: form.error ?? linkError,
        generate: { label: 'Generate', blocked: blank },
      }}
      resultRef={results}
      result={{
        title: 'Your photos',
        titleId: 'fast-output-title',
        body: hasOutputs ? (
          <Photos outputs={outputs} prompt={submittedPrompt} />
        ) : (
          <div className={`output-placeholder${busy ? ' busy' : ''}`} style={{ aspectRatio: `${frame.width} / ${frame.height}` }}>
            <div className="placeholder-status">
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              <span>{busy ? 'Developing your photos…' : `${count} photo${count === 1 ? '' : 's'} · ${aspect} · ${style}`}</span>
              {!busy && <span className="muted small">Your photos will appear here</span>}
            </div>
          </div>
        ),
        progress: (busy || progress > 0) && (
          <ProgressBar value={progress} label="Generation progress" detail={busy ? 'Generating…' : 'Done'} />
        ),
        log: state.log,
      }}
    />
  );
}

/** The photos of the job, each downloadable (named after the prompt). */
function Photos({ outputs, prompt }: { outputs: GenerationOutput[]; prompt: string }) {
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(output: GenerationOutput, index: number) {
    setDownloading(index);
    setError(null);
    try {
      await downloadFile(output.url, downloadFileName(prompt, new Date(), extensionOf(output.contentType)));
    } catch {
      setError(generationMessages.downloadFailed);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <FormAlert alert={error ? { kind: 'error', message: error } : null} />
      <ul className={`fast-results${outputs.length === 1 ? ' single' : ''}`} aria-label="Generated photos">
        {outputs.map((output, index) => (
          <li key={output.url}>
            <figure className="output-figure">
              <ResultImage output={output} alt={`Generated photo ${index + 1}: ${prompt}`} />
              <button
                type="button"
                className="button ghost small"
                onClick={() => void download(output, index)}
                disabled={downloading === index}
              >
                <DownloadIcon />
                Download
                <span className="sr-only"> photo {index + 1}</span>
              </button>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
