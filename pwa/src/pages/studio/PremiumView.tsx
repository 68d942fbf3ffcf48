import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type Generation,
  type GenerationOutput,
  generationMessages,
  PREMIUM_ASPECTS,
  toolParams,
} from '../../../../api/contract/generation';
import { generationsApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { useToolPaused } from '../../components/generation/MaintenanceNotice';
import { ProgressBar } from '../../components/generation/ProgressBar';
import { PromptField } from '../../components/generation/PromptField';
import { reveal } from '../../components/reveal';
import { formatNumber } from '../../format';
import { GalleryManager } from './GalleryManager';
import { PREMIUM_DEFAULTS, PremiumSettings, type PremiumSettingsValue, premiumParams, premiumSettings } from './PremiumSettings';
import { StudioPage } from './StudioPage';
import { ImageGrid } from './ToolGallery';
import { useFormError } from './useFormError';
import { useShownProgress, useStudioJob } from './useStudioJob';
import { entriesOf, useToolItems } from './useToolItems';

const TOOL = 'premium-text-to-image';

/** Premium text to image (/apps/premium): FLUX.1 [dev] with style models, up to 4 images, free; the images stay in the member's gallery. */
export default function PremiumView() {
  const [prompt, setPrompt] = useState('');
  const [settings, setSettings] = useState<PremiumSettingsValue>(PREMIUM_DEFAULTS);
  const form = useFormError();
  const [submittedPrompt, setSubmittedPrompt] = useState('');

  /** A job opened from its link shows with the settings it was made with. */
  const showSettings = useCallback((job: Generation) => {
    const parsed = toolParams[TOOL].safeParse(job.params);
    if (!parsed.success) return;
    setPrompt(parsed.data.prompt);
    setSubmittedPrompt(parsed.data.prompt);
    setSettings(premiumSettings(parsed.data));
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
    if (blank) return form.setError(generationMessages.promptRequired);
    form.setError(null);
    const text = prompt.trim();
    setSubmittedPrompt(text);
    await start(TOOL, async () => premiumParams(text, settings));
  }

  const made = state.phase === 'succeeded' ? state.outputs.filter((output) => output.kind === 'image').length : 0;
  const quiet = !busy && state.phase === 'idle' && !form.error && !linkError;

  return (
    <StudioPage
      tool={TOOL}
      className="studio-view premium-view"
      header={{
        eyebrow: 'AI Studio · text to image',
        title: 'Premium Text to Image',
        badges: ['PREMIUM'],
        lead: 'FLUX.1 [dev] with style models: describe the picture, choose a format and up to four images at once, free of charge.',
        meta: (
          <div className="studio-counters" role="group" aria-label="Image counters">
            <span>
              <strong>{formatNumber(gallery.entries.length)}</strong> generated
            </span>
            <span>
              <strong>{formatNumber(gallery.entries.filter((entry) => entry.saved).length)}</strong> saved
            </span>
          </div>
        ),
      }}
      job={{ state, busy, paused }}
      form={{
        label: 'Premium image settings',
        onSubmit: generate,
        input: (
          <PromptField
            id="premium-prompt"
            value={prompt}
            rows={5}
            placeholder="A portrait of… in the style of…"
            invalid={form.error === generationMessages.promptRequired}
            onChange={form.clearing(setPrompt)}
          />
        ),
        settings: (
          <PremiumSettings value={settings} onChange={(change) => setSettings((current) => ({ ...current, ...change }))} disabled={busy} />
        ),
        error: form.error ?? linkError,
        generate: { label: 'Generate (FREE)', blocked: blank },
      }}
      result={{
        title: 'Generation',
        titleId: 'premium-output-title',
        body: (
          <>
            {made > 0 && (
              <FormAlert alert={{ kind: 'success', message: `${made} new image${made === 1 ? '' : 's'} added to your gallery below.` }} />
            )}
            {quiet && (
              <div className="output-placeholder studio-hint">
                <div className="placeholder-status">
                  <span>
                    {settings.imageNumber} image{settings.imageNumber === 1 ? '' : 's'} · {PREMIUM_ASPECTS[settings.aspect].label}{' '}
                    {settings.aspect}
                  </span>
                  <span className="muted small">Your images appear in the grid below, newest first.</span>
                </div>
              </div>
            )}
          </>
        ),
        progress: (busy || progress > 0) && (
          <ProgressBar value={progress} label="Generation progress" detail={busy ? 'Generating…' : 'Done'} />
        ),
        log: state.log,
      }}
      below={
        <section ref={grid} className="studio-gallery" aria-labelledby="premium-grid-title">
          <div className="studio-gallery-head">
            <h2 id="premium-grid-title">Your premium images</h2>
            <GalleryManager filePrefix="premium-gallery" gallery={gallery} />
          </div>
          <ImageGrid gallery={gallery} model="FLUX.1 [dev]" emptyText="No premium images yet: describe one above and press Generate." />
        </section>
      }
    />
  );
}
