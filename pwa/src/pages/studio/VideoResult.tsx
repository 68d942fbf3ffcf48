import { useState } from 'react';
import { downloadFileName, type GenerationOutput } from '../../../../api/contract/generation';
import { downloadFile, extensionOf } from '../../components/generation/download';
import { DownloadIcon } from './icons';

const DOWNLOAD_FAILED = 'Failed to download video';

/**
 * A signed link, kept while it names the same file. A job is read again when it ends, and each read
 * signs its links afresh: a new `src` for the same file would restart the video under the viewer.
 */
function useSameFileUrl(url: string | null): string | null {
  const [kept, setKept] = useState(url);
  const file = (link: string | null) => link?.split('?')[0] ?? null;
  if (file(kept) === file(url)) return kept;
  // Another file: kept from now on (React's adjusting of state while rendering).
  setKept(url);
  return url;
}

/**
 * A generated video: the player (its still as the poster when the server has one), the provider's
 * label, Download and Open.
 */
export function VideoResult({ output, prompt, onError }: { output: GenerationOutput; prompt: string; onError: (message: string) => void }) {
  const [downloading, setDownloading] = useState(false);
  const src = useSameFileUrl(output.url)!;
  const poster = useSameFileUrl(output.thumbUrl);
  const ratio = output.width && output.height ? `${output.width} / ${output.height}` : '16 / 9';

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(output.url, downloadFileName(prompt, new Date(), extensionOf(output.contentType)));
    } catch (error) {
      console.error('video download failed', error);
      onError(DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <figure className="video-result">
      <div className="video-frame" style={{ aspectRatio: ratio }}>
        <video
          key={src.split('?')[0]}
          src={src}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`Generated video: ${prompt}`}
          width={output.width ?? undefined}
          height={output.height ?? undefined}
        />
        {output.label && <span className="result-badge">{output.label}</span>}
      </div>
      <figcaption className="output-caption">{prompt}</figcaption>
      <div className="output-actions">
        <button type="button" className="button primary" onClick={download} disabled={downloading}>
          <DownloadIcon size={16} />
          Download
        </button>
        <a className="button ghost" href={output.url} target="_blank" rel="noopener noreferrer">
          Open
        </a>
      </div>
    </figure>
  );
}
