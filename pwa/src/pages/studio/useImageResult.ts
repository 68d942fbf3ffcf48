import { useEffect, useRef, useState } from 'react';
import { downloadFileName, type GenerationOutput, generationMessages } from '../../../../api/contract/generation';
import { ApiError, generationsApi, myGalleryApi, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { downloadFile, extensionOf } from '../../components/generation/download';
import type { GenerationState } from '../../components/generation/useGeneration';
import { reveal } from '../../components/reveal';

/** The job shown, read back once it succeeded: its image output (with its gallery item id) and its input. */
export interface FinishedImage {
  jobId: string;
  output: GenerationOutput;
  inputUrl: string | null;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
const firstImage = (outputs: GenerationOutput[]) => outputs.find((candidate) => candidate.kind === 'image');

/**
 * The image an image tool's job made: once the job has succeeded it is read back (its output there
 * carries its gallery item id, and the job its input's address) and brought into view. `sentUrl` is
 * the input as it was sent: the left of the comparison until the job's own copy is known.
 */
export function useFinishedImage(state: GenerationState) {
  const [finished, setFinished] = useState<FinishedImage | null>(null);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  /** The job whose result would not load. */
  const [brokenJob, setBrokenJob] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const { jobId, outputs } = state;
  const succeeded = state.phase === 'succeeded';

  useEffect(() => {
    if (!succeeded || !jobId) return;
    let live = true;
    const show = (found: GenerationOutput | undefined, inputUrl: string | null) => {
      if (!live || !found) return;
      setFinished({ jobId, output: found, inputUrl });
      requestAnimationFrame(() => reveal(ref.current));
    };
    generationsApi.get(jobId).then(
      (job) => show(firstImage(job.outputs) ?? firstImage(outputs), job.inputUrl),
      () => show(firstImage(outputs), null),
    );
    return () => {
      live = false;
    };
  }, [succeeded, jobId, outputs]);

  const result = finished && finished.jobId === jobId && succeeded ? finished : null;
  return {
    ref,
    result,
    broken: result !== null && brokenJob === result.jobId,
    sentUrl,
    markBroken: (id: string) => setBrokenJob(id),
    /** A new job is sent with the image at `url`: the result shown is put away. */
    begin(url: string) {
      setSentUrl(url);
      setFinished(null);
      setBrokenJob(null);
    },
    clear: () => setFinished(null),
  };
}

/** What the member can do with the job and its image: cancel it while it runs, then download it and star it into My Gallery. */
export function useResultActions(jobId: string | null, output: GenerationOutput | null) {
  const [error, setError] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The star as last set here, for the gallery item it was set on. */
  const [saved, setSaved] = useState<{ itemId: string; saved: boolean } | null>(null);
  const isSaved = output ? (saved && saved.itemId === output.itemId ? saved.saved : output.saved) : false;

  /** Runs `action` with its flag set, its error shown. */
  async function run(flag: (on: boolean) => void, action: () => Promise<void>, failed: (error: unknown) => string) {
    flag(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failed(caught));
    } finally {
      flag(false);
    }
  }

  return {
    error,
    clearError: () => setError(null),
    canceling,
    downloading,
    saving,
    isSaved,
    cancel: () => (jobId ? run(setCanceling, () => generationsApi.cancel(jobId).then(() => undefined), messageOf) : undefined),
    /** Downloads the image as `studio18-<stem>-<time>.png`. */
    download: (stem: string) =>
      output &&
      run(
        setDownloading,
        () => downloadFile(output.url, downloadFileName(stem, new Date(), extensionOf(output.contentType))),
        () => generationMessages.downloadFailed,
      ),
    toggleSaved: () => {
      const itemId = output?.itemId;
      if (!itemId) return;
      const next = !isSaved;
      return run(setSaving, () => myGalleryApi.setSaved(itemId, next).then(() => setSaved({ itemId, saved: next })), messageOf);
    },
  };
}
