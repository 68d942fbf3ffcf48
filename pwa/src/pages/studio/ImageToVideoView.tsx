import { type FormEvent, useId, useRef, useState } from 'react';
import { generationMessages, toolParams, TOOLS, type UploadResponse } from '../../../../api/contract/generation';
import { ApiError, NETWORK_ERROR_MESSAGE, uploadsApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { ConsentCheckbox } from '../../components/generation/ConsentCheckbox';
import { ImageUploadField } from '../../components/generation/ImageUploadField';
import { MaintenanceNotice, useToolPaused } from '../../components/generation/MaintenanceNotice';
import { SponsorBanner } from '../../components/generation/SponsorBanner';
import type { LogLine } from '../../components/generation/useGeneration';
import { type ImageChoice, useImageChoice } from '../../components/generation/useImageChoice';
import { useCatalog } from '../../state/catalog';
import { JobHistory } from './JobHistory';
import { CostLine, InsufficientTokens, useBalanceOnCharge, useStudioBalance } from './TokenCost';
import { VIDEO_DEFAULTS, VideoOptions, type VideoSettings, videoParams } from './VideoOptions';
import { VideoOutput } from './VideoOutput';
import { useVideoJob } from './useVideoJob';
import { checkVideoParams } from './videoCheck';
import { PromptField } from '../../components/generation/PromptField';
import { GenerateButton } from '../../components/generation/GenerateButton';

const UPLOADED = 'Image uploaded successfully';
const READY = 'Image ready for generation';

/** The upload of the chosen image: it starts once the image is chosen and consent is given. */
type Upload =
  | { status: 'uploading'; file: File; pending: Promise<UploadResponse> }
  | { status: 'ready'; file: File; answer: UploadResponse }
  | { status: 'failed'; file: File; error: string };

const TIPS = [
  'Start from a sharp, well-lit image: the video keeps its composition and colours.',
  'Describe the motion, not the picture: "she turns toward the camera and smiles, hair moving in the wind".',
  'Camera words help: slow zoom in, pan left, handheld, dolly shot.',
  'Match the aspect ratio to the image: 9:16 for portrait photos, 16:9 for landscapes.',
  'Only use images you have the right to use; a real person needs to have given you explicit consent.',
];

let nextLineId = -1;

/** Image to Video (/apps/image-to-video): a member's still image brought to life with an animation prompt. */
export default function ImageToVideoView() {
  const { catalog } = useCatalog();
  const balance = useStudioBalance();
  const { generation, shown, loadError, history, historyError, selected, select, beginNew } = useVideoJob('image-to-video');
  const { state, busy, start } = generation;
  const paused = useToolPaused('image-to-video', state.errorCode);
  const [formError, setFormError] = useState<string | null>(null);
  const image = useImageChoice(setFormError);
  const { file } = image;
  const [prompt, setPrompt] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [settings, setSettings] = useState<VideoSettings>(VIDEO_DEFAULTS);
  const [invalidLora, setInvalidLora] = useState<number | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadLog, setUploadLog] = useState<LogLine[]>([]);
  const [submitted, setSubmitted] = useState<{ prompt: string; cost: number | null }>({ prompt: '', cost: null });
  /** The upload of the image chosen last: an answer for an image chosen earlier is not kept. */
  const latest = useRef<File | null>(null);
  const ids = useId();
  useBalanceOnCharge(state, balance.refresh);

  // The catalog's figures once loaded; the contract's (the same the server charges) until then.
  const info = (catalog?.tools ?? TOOLS)['image-to-video'];
  const cost = info.cost;
  const current = upload && upload.file === file ? upload : null;

  const log = (text: string, tone: LogLine['tone']) => setUploadLog((lines) => [...lines, { id: nextLineId--, text, tone }]);

  function uploadImage(picked: File): Promise<UploadResponse> {
    latest.current = picked;
    log('Uploading image...', 'info');
    const pending = uploadsApi.upload(picked, 'image-to-video', true);
    setUpload({ status: 'uploading', file: picked, pending });
    pending.then(
      (answer) => {
        if (latest.current !== picked) return;
        setUpload({ status: 'ready', file: picked, answer });
        log(UPLOADED, 'success');
      },
      (error: unknown) => {
        if (latest.current !== picked) return;
        const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
        setUpload({ status: 'failed', file: picked, error: message });
        setFormError(message);
        log(`Error: ${message}`, 'error');
      },
    );
    return pending;
  }

  /** The chosen image's upload: the one done or under way, else a new one. */
  function ensureUploaded(picked: File): Promise<UploadResponse> {
    if (current?.status === 'ready') return Promise.resolve(current.answer);
    if (current?.status === 'uploading') return current.pending;
    return uploadImage(picked);
  }

  // The image is uploaded (with the consent recorded) as soon as both are there.
  const choice: ImageChoice = {
    ...image,
    choose: async (picked) => {
      const accepted = await image.choose(picked);
      if (accepted && picked) {
        setUpload(null);
        if (consent) void uploadImage(picked).catch(() => undefined);
      }
      return accepted;
    },
    clear: () => {
      latest.current = null;
      setUpload(null);
      image.clear();
    },
  };

  function changeConsent(checked: boolean) {
    setConsent(checked);
    if (!checked) return;
    if (formError === generationMessages.consentRequired) setFormError(null);
    if (file && !current) void uploadImage(file).catch(() => undefined);
  }

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
    const options = videoParams(settings);
    // Checked with a stand-in id: the image's own is known once its upload has answered.
    const problem = checkVideoParams(toolParams['image-to-video'], {
      uploadId: '00000000-0000-4000-8000-000000000000',
      prompt: text,
      ...options,
    });
    setInvalidLora(problem?.lora ?? null);
    if (problem) {
      setFormError(problem.message);
      return;
    }
    setFormError(null);
    beginNew();
    setSubmitted({ prompt: text, cost });
    await start('image-to-video', async () => {
      const answer = await ensureUploaded(file);
      return { uploadId: answer.id, prompt: text, ...options };
    });
  }

  const insufficient = state.errorCode === 'insufficient_tokens';
  const error = formError ?? loadError ?? (insufficient ? null : state.error);

  const uploadStatus = !current ? (
    <span className="upload-state muted small">{consent ? 'Preparing the upload…' : 'Confirm the consent below to upload this image'}</span>
  ) : current.status === 'uploading' ? (
    <span className="upload-state muted small">
      <span className="spinner small" aria-hidden="true" /> Uploading…
    </span>
  ) : current.status === 'ready' ? (
    <span className="upload-state ready small" role="status">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {READY}
    </span>
  ) : (
    <span className="upload-state failed small">Upload failed: choose the image again or press Generate to retry</span>
  );

  return (
    <div className="tool-page studio-tool">
      <header className="tool-header">
        <div className="tool-heading">
          <p className="eyebrow">AI Studio · video</p>
          <h1>
            Image to <span className="gradient-text">Video</span>
          </h1>
          <p className="lead">Bring a still image to life: upload it, describe the motion, and get a short clip.</p>
        </div>
        <div className="tool-meta">
          <span className="cost-badge" title={`${cost} tokens per video`}>
            {cost} tokens
          </span>
          <span className="tool-model">{info.model}</span>
        </div>
      </header>

      <SponsorBanner />

      {paused && <MaintenanceNotice tool="image-to-video" studio />}

      <div className="tool-layout studio-video-layout">
        <form className="card tool-form" aria-label="Image to Video settings" onSubmit={generate} noValidate>
          <ImageUploadField
            choice={choice}
            previewAlt="The image to animate"
            hint="PNG, JPG up to 10MB"
            disabled={busy}
            status={uploadStatus}
          />

          <ConsentCheckbox checked={consent} invalid={consentMissing} disabled={busy} onChange={changeConsent} />

          <PromptField
            id={`${ids}-prompt`}
            label="Animation prompt"
            value={prompt}
            rows={3}
            placeholder="She turns toward the camera and smiles, hair moving in the wind, slow zoom in…"
            onChange={(value) => {
              setPrompt(value);
              if (formError === generationMessages.remixMissing) setFormError(null);
            }}
          />

          <VideoOptions value={settings} onChange={setSettings} disabled={busy} invalidLora={invalidLora} loras={false} />

          <CostLine total={cost} detail="per video" balance={balance.tokens} />

          <FormAlert alert={error ? { kind: 'error', message: error } : null} />
          {insufficient && state.error && <InsufficientTokens message={state.error} needed={submitted.cost} balance={balance.tokens} />}

          <GenerateButton label="Generate Video" busy={busy} paused={paused} />
        </form>

        <div className="studio-video-side">
          <section className="card tool-output" aria-labelledby={`${ids}-output`}>
            <VideoOutput
              titleId={`${ids}-output`}
              state={state}
              busy={busy}
              shown={shown}
              prompt={submitted.prompt}
              extraLog={uploadLog}
              error={null}
              onError={setFormError}
              aspect={settings.aspectRatio}
            />
          </section>

          <section className="card studio-tips" aria-labelledby={`${ids}-tips`}>
            <h2 id={`${ids}-tips`}>Tips for better videos</h2>
            <ul>
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>

          <JobHistory title="Your image-to-video history" jobs={history} error={historyError} selected={selected} onSelect={select} />
        </div>
      </div>
    </div>
  );
}
