import { type FormEvent, useId, useState } from 'react';
import { generationMessages, toolCost, toolParams } from '../../../../api/contract/generation';
import { ConsentCheckbox } from '../../components/generation/ConsentCheckbox';
import { ImageUploadField } from '../../components/generation/ImageUploadField';
import { PromptField } from '../../components/generation/PromptField';
import { type ImageChoice, useImageChoice } from '../../components/generation/useImageChoice';
import { jobOf } from './jobOf';
import { useConsent } from './useConsent';
import { type Upload, useEagerUpload } from './useEagerUpload';
import { useVideoTool } from './useVideoTool';
import { videoParams } from './VideoOptions';
import { VideoToolPage } from './VideoToolPage';

const TOOL = 'image-to-video';
/** Where the image's own id goes once its upload has answered: the job is checked with this one before. */
const STAND_IN_UPLOAD = '00000000-0000-4000-8000-000000000000';
/** What a video costs: the contract's figure, the same the server charges. */
const COST = toolCost(jobOf(TOOL, toolParams[TOOL].parse({ uploadId: STAND_IN_UPLOAD, prompt: 'defaults' })));

const TIPS = [
  'Start from a sharp, well-lit image: the video keeps its composition and colours.',
  'Describe the motion, not the picture: "she turns toward the camera and smiles, hair moving in the wind".',
  'Camera words help: slow zoom in, pan left, handheld, dolly shot.',
  'Match the aspect ratio to the image: 9:16 for portrait photos, 16:9 for landscapes.',
  'Only use images you have the right to use; a real person needs to have given you explicit consent.',
];

/** Image to Video (/apps/image-to-video): a member's still image brought to life with an animation prompt. */
export default function ImageToVideoView() {
  const video = useVideoTool(TOOL);
  const { form, paused } = video;
  const { busy } = video.generation;
  const image = useImageChoice(form.setError);
  const { file } = image;
  const consent = useConsent(form);
  const upload = useEagerUpload(TOOL, file, form.setError);
  const [prompt, setPrompt] = useState('');
  const ids = useId();

  // The image is uploaded (with the consent recorded) as soon as both are there.
  const choice: ImageChoice = {
    ...image,
    choose: async (picked) => {
      const accepted = await image.choose(picked);
      if (accepted && picked) {
        upload.forget(picked);
        if (consent.checked) upload.begin(picked);
      }
      return accepted;
    },
    clear: () => {
      upload.forget(null);
      image.clear();
    },
  };

  function changeConsent(checked: boolean) {
    consent.checkbox.onChange(checked);
    if (checked && file && !upload.current) upload.begin(file);
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    const text = prompt.trim();
    if (!file || !text) return form.setError(generationMessages.remixMissing);
    if (!consent.confirm()) return;
    const options = videoParams(video.settings);
    // Checked with a stand-in id: the image's own is known once its upload has answered.
    if (!video.check({ uploadId: STAND_IN_UPLOAD, prompt: text, ...options })) return;
    await video.send(text, COST, async () => {
      const answer = await upload.ensure(file);
      return { uploadId: answer.id, prompt: text, ...options };
    });
  }

  return (
    <VideoToolPage
      tool={TOOL}
      video={video}
      title="Image to"
      lead="Bring a still image to life: upload it, describe the motion, and get a short clip."
      costTitle={`${COST} tokens per video`}
      cost={{ total: COST, detail: 'per video', base: COST }}
      onSubmit={generate}
      extraLog={upload.log}
      input={
        <>
          <ImageUploadField
            choice={choice}
            previewAlt="The image to animate"
            hint="PNG, JPG up to 10MB"
            disabled={busy}
            status={<UploadStatus upload={upload.current} consent={consent.checked} />}
          />
          <ConsentCheckbox {...consent.checkbox} onChange={changeConsent} disabled={busy} />
          <PromptField
            label="Animation prompt"
            value={prompt}
            rows={3}
            placeholder="She turns toward the camera and smiles, hair moving in the wind, slow zoom in…"
            onChange={form.clearing(setPrompt, generationMessages.remixMissing)}
          />
        </>
      }
      tips={
        <section className="card studio-tips" aria-labelledby={`${ids}-tips`}>
          <h2 id={`${ids}-tips`}>Tips for better videos</h2>
          <ul>
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      }
    />
  );
}

/** Under the chosen image's name: waiting for the consent, uploading, ready, or failed. */
function UploadStatus({ upload, consent }: { upload: Upload | null; consent: boolean }) {
  if (!upload) {
    return (
      <span className="upload-state muted small">
        {consent ? 'Preparing the upload…' : 'Confirm the consent below to upload this image'}
      </span>
    );
  }
  if (upload.status === 'uploading') {
    return (
      <span className="upload-state muted small">
        <span className="spinner small" aria-hidden="true" /> Uploading…
      </span>
    );
  }
  if (upload.status === 'ready') {
    return (
      <span className="upload-state ready small" role="status">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Image ready for generation
      </span>
    );
  }
  return <span className="upload-state failed small">Upload failed: choose the image again or press Generate to retry</span>;
}
