import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  type Generation,
  generationMessages,
  inputSizeProblem,
  type ToolId,
  type ToolInput,
  type ToolParams,
  TOOLS,
  toolCost,
} from '../../../../api/contract/generation';
import { uploadsApi } from '../../api/client';
import { useToolPaused } from '../../components/generation/MaintenanceNotice';
import { reveal } from '../../components/reveal';
import { formatNumber } from '../../format';
import { type ImageInput, type ImageToolId, outputSource, pixels, type Size } from './imageTool';
import { ImageResultActions, ImageStage, ImageToolProgress } from './ImageToolResult';
import { ImageSourceField, SizeLimit } from './ImageSourceField';
import { jobOf } from './jobOf';
import { MyImagePicker } from './MyImagePicker';
import { StudioPage } from './StudioPage';
import { useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { useConsent } from './useConsent';
import { useFormError } from './useFormError';
import { useFinishedImage, useResultActions } from './useImageResult';
import { useImageSource } from './useImageSource';
import { jobStatus, useShownProgress, useStudioJob } from './useStudioJob';

/** What a view adds to the shared page: its settings' fields, and the tool's parameters they make. */
export interface ToolSettings<T extends ImageToolId> {
  node: ReactNode;
  params: Omit<ToolParams<T>, 'uploadId' | 'outputId'>;
  /** A one-click way out of the size limit (the smaller scale), for an image of this size. */
  fix?: (input: Size) => { label: string; apply: () => void } | null;
  /** The size the result will have, for the image of this size (the input's own unless said). */
  resultSize?: (input: Size) => Size;
}

/**
 * The Studio's image tools without a prompt (AI Upscale, Background Removal): one image in (a file of
 * the member's with their consent, or one of their own images), one image out, shown against its
 * input with a before/after divider, then downloaded, starred into My Gallery or handed to the other
 * tool. The size limits are the contract's (inputSizeProblem): Generate waits for an image that fits.
 */
export function ImageToolView<T extends ImageToolId>({
  tool,
  lead,
  settings: settingsFor,
  onLinkedJob,
  generate: words,
  result: shown,
  handOver,
  reusable = false,
  tooLarge,
}: {
  tool: T;
  lead: string;
  settings: (input: Size | null, busy: boolean) => ToolSettings<T>;
  onLinkedJob?: (job: Generation) => void;
  generate: { label: string; busyLabel: string };
  /** The result's alternative text, its download's name before the time, what it is ('PNG'), whether it is transparent. */
  result: { alt: string; fileStem: string; note: string; transparent?: boolean };
  /** The other tool the result can be handed to, and its button's words. */
  handOver: { tool: ToolId; label: string };
  /** "Use as input": the result can go through this tool again (a second upscale). */
  reusable?: boolean;
  /** Said in the picker of one of the member's images too large for these settings. */
  tooLarge?: string;
}) {
  const info = TOOLS[tool];
  const balance = useStudioBalance();
  const [path, navigate] = useLocation();
  const ids = useId();
  const form = useFormError();
  const { setError: setFormError } = form;
  const consent = useConsent(form);
  const image = useImageSource(leaveResult, setFormError);
  const { showJobInput } = image;
  const [charged, setCharged] = useState<number | null>(null);
  /** The upload of the chosen file, kept so a second run of the same file does not upload it again. */
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  const showJob = useCallback(
    (job: Generation) => {
      showJobInput(job);
      onLinkedJob?.(job);
    },
    [showJobInput, onLinkedJob],
  );
  const { state, busy, start, reset, linkError } = useStudioJob(tool, showJob);
  const paused = useToolPaused(tool, state.errorCode);
  const progress = useShownProgress(state, busy);
  useBalanceOnCharge(state, balance.refresh);
  const finished = useFinishedImage(state);
  const { result } = finished;
  const actions = useResultActions(state.jobId, result?.output ?? null);

  const { source, size } = image;
  const settings = settingsFor(size, busy);
  const job = jobOf(tool, settings.params as ToolParams<T>);
  const cost = toolCost(job);
  const blocked = size ? inputSizeProblem(job, size.width, size.height) : null;
  const fix = blocked && size ? (settings.fix?.(size) ?? null) : null;

  /** A new input puts away the result shown (and the job in the address): the next Generate makes a new one. */
  function leaveResult() {
    if (busy) return;
    actions.clearError();
    if (state.phase !== 'idle') reset();
    finished.clear();
    if (window.location.search.includes('job=')) navigate(path, { replace: true });
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (!source) return setFormError(generationMessages.imageRequired);
    if (source.kind === 'file' && !consent.confirm()) return;
    if (blocked) return setFormError(blocked);
    if (source.kind === 'file' && !navigator.onLine) return setFormError(generationMessages.uploadNeedsConnection);
    setFormError(null);
    actions.clearError();
    setCharged(cost);
    finished.begin(source.url);
    const { params } = settings;
    await start(tool, async (signal) => {
      let input: ImageInput;
      if (source.kind === 'file') {
        const known = uploaded.current?.file === source.file ? uploaded.current.id : null;
        const id = known ?? (await uploadsApi.upload(source.file, tool, true, signal)).id;
        uploaded.current = { file: source.file, id };
        input = { uploadId: id };
      } else {
        input = source.kind === 'output' ? { outputId: source.itemId } : source.input;
      }
      // The tool's own settings with the image: the input type of the tool this view is for.
      return { ...input, ...params } as ToolInput<T>;
    });
  }

  const beforeUrl = result?.inputUrl ?? finished.sentUrl ?? source?.url ?? null;
  const output = result?.output;
  const resultSize = output?.width && output.height ? { width: output.width, height: output.height } : null;
  const predicted = size ? (settings.resultSize?.(size) ?? size) : null;
  const sizeChip = resultSize ?? (blocked ? null : predicted);

  return (
    <StudioPage
      tool={tool}
      className="studio-view image-tool-view"
      layout="image-tool-layout"
      header={{
        eyebrow: 'AI Studio · image tools',
        title: info.name,
        badges: info.badges,
        lead,
        meta: (
          <>
            <span className="cost-badge" title={`${cost} tokens per image`}>
              {formatNumber(cost)} tokens
            </span>
            <span className="tool-model">{info.model} · runs on our servers</span>
          </>
        ),
      }}
      job={{ state, busy, paused }}
      form={{
        label: `${info.name} settings`,
        id: `${ids}-form`,
        onSubmit: generate,
        input: <ImageSourceField image={image} consent={consent} busy={busy} />,
        settings: (
          <>
            {settings.node}
            {blocked && <SizeLimit reason={blocked} fix={fix} busy={busy} />}
          </>
        ),
        cost: { total: cost, detail: 'per image', balance: balance.tokens, charged },
        // The size limit is said beside the settings already.
        error: (form.error === blocked ? null : form.error) ?? linkError,
        generate: { label: words.label, busyLabel: words.busyLabel, blocked: blocked !== null },
      }}
      resultRef={finished.ref}
      result={{
        title: 'Result',
        titleId: `${ids}-result`,
        className: 'card tool-output image-tool-output',
        aside: sizeChip && <span className={`image-tool-chip${resultSize ? '' : ' muted'}`}>{pixels(sizeChip)} px</span>,
        body: (
          <>
            <ImageStage
              result={result}
              broken={finished.broken}
              beforeUrl={beforeUrl}
              source={source}
              size={size}
              busy={busy}
              busyLabel={words.busyLabel}
              alt={shown.alt}
              transparent={shown.transparent ?? false}
              onBroken={finished.markBroken}
            />
            {result && (
              <ImageResultActions
                result={result}
                beforeUrl={beforeUrl}
                note={shown.note}
                fileStem={shown.fileStem}
                actions={actions}
                onReuse={
                  reusable
                    ? (next) => {
                        image.pick(next);
                        requestAnimationFrame(() => reveal(document.getElementById(`${ids}-form`)));
                      }
                    : null
                }
                handOver={handOver}
              />
            )}
          </>
        ),
        progress: (busy || progress > 0) && (
          <ImageToolProgress
            value={progress}
            label={`${info.name} progress`}
            detail={busy ? jobStatus(state, words.busyLabel) : 'Done'}
            actions={busy && state.jobId ? actions : null}
          />
        ),
        log: state.log,
      }}
    >
      {image.picking && (
        <MyImagePicker
          onClose={() => image.setPicking(false)}
          note={(item) => (tooLarge && item.width && item.height && inputSizeProblem(job, item.width, item.height) ? tooLarge : null)}
          onPick={(item) => {
            image.setPicking(false);
            image.pick(outputSource(item));
          }}
        />
      )}
    </StudioPage>
  );
}
