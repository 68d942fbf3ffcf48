import { useRef, useState } from 'react';
import type { ToolId, UploadResponse } from '../../../../api/contract/generation';
import { ApiError, NETWORK_ERROR_MESSAGE, uploadsApi } from '../../api/client';
import type { LogLine } from '../../components/generation/useGeneration';

/** The upload of the chosen image. */
export type Upload =
  | { status: 'uploading'; file: File; pending: Promise<UploadResponse> }
  | { status: 'ready'; file: File; answer: UploadResponse }
  | { status: 'failed'; file: File; error: string };

const UPLOADED = 'Image uploaded successfully';

let nextLineId = -1;

/**
 * An image uploaded as soon as it is chosen and consent is given (not on Generate), with the log
 * lines of its upload. `onError` gets the server's words when the upload fails.
 */
export function useEagerUpload(tool: ToolId, file: File | null, onError: (message: string) => void) {
  const [upload, setUpload] = useState<Upload | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  /** The image chosen last: an answer for an image chosen earlier is not kept. */
  const latest = useRef<File | null>(null);
  const current = upload && upload.file === file ? upload : null;

  const say = (text: string, tone: LogLine['tone']) => setLog((lines) => [...lines, { id: nextLineId--, text, tone }]);

  function start(picked: File): Promise<UploadResponse> {
    latest.current = picked;
    say('Uploading image...', 'info');
    const pending = uploadsApi.upload(picked, tool, true);
    setUpload({ status: 'uploading', file: picked, pending });
    pending.then(
      (answer) => {
        if (latest.current !== picked) return;
        setUpload({ status: 'ready', file: picked, answer });
        say(UPLOADED, 'success');
      },
      (error: unknown) => {
        if (latest.current !== picked) return;
        const message = error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
        setUpload({ status: 'failed', file: picked, error: message });
        onError(message);
        say(`Error: ${message}`, 'error');
      },
    );
    return pending;
  }

  return {
    /** The upload of the image chosen now, if it has begun. */
    current,
    log,
    /** Uploads `picked` in the background; its failure is said, not thrown. */
    begin(picked: File) {
      void start(picked).catch(() => undefined);
    },
    /** The chosen image's upload: the one done or under way, else a new one. */
    ensure(picked: File): Promise<UploadResponse> {
      if (current?.status === 'ready') return Promise.resolve(current.answer);
      if (current?.status === 'uploading') return current.pending;
      return start(picked);
    },
    /** Another image was chosen, or none: its upload is forgotten. */
    forget(chosen: File | null) {
      if (!chosen) latest.current = null;
      setUpload(null);
    },
  };
}
