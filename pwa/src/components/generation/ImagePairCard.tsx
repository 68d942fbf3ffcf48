import { useState } from 'react';
import { downloadFileName, type GenerationOutput, generationMessages } from '../../../../api/contract/generation';
import { downloadFile, extensionOf } from './download';
import { ResultImage } from './ResultImage';

/** One generated image of an image-to-image job, beside the image it was made from. */
export interface ImagePair {
  id: string;
  output: GenerationOutput;
  originalUrl: string;
  prompt: string;
  timestamp: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Original and Generated side by side, with the time, the prompt, Download and Open. `label` names
 * the card ('Remix: …'), `generatedAlt` the generated image.
 */
export function ImagePairCard({
  pair,
  label,
  generatedAlt,
  onDownloadError,
}: {
  pair: ImagePair;
  label: string;
  generatedAlt: string;
  onDownloadError: (message: string) => void;
}) {
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Both frames take the generated image's proportions, so the pair lines up whatever the input's shape.
  const ratio = pair.output.width && pair.output.height ? `${pair.output.width} / ${pair.output.height}` : undefined;

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(pair.output.url, downloadFileName(pair.prompt, new Date(pair.timestamp), extensionOf(pair.output.contentType)));
    } catch (error) {
      console.error('download failed', error);
      onDownloadError(generationMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article className="remix-card" aria-label={label}>
      <div className="remix-pair">
        <figure>
          <div className="remix-frame" style={ratio ? { aspectRatio: ratio } : undefined}>
            <img src={pair.originalUrl} alt={`Original image for: ${pair.prompt}`} decoding="async" />
          </div>
          <figcaption>Original</figcaption>
        </figure>
        <figure>
          {failed ? (
            <div className="remix-frame missing">{generationMessages.failedLoad}</div>
          ) : (
            <ResultImage output={pair.output} alt={generatedAlt} onError={() => setFailed(true)} />
          )}
          <figcaption>Generated</figcaption>
        </figure>
      </div>
      <div className="remix-meta">
        <time dateTime={pair.timestamp}>{timeFormat.format(new Date(pair.timestamp))}</time>
        <p>{pair.prompt}</p>
      </div>
      <div className="remix-actions">
        <button type="button" className="button primary small" onClick={download} disabled={downloading || failed}>
          Download
        </button>
        <a className="button ghost small" href={pair.output.url} target="_blank" rel="noopener noreferrer">
          Open
        </a>
      </div>
    </article>
  );
}

/** The working card while a job runs: the original beside a spinner. */
export function PendingPairCard({ preview }: { preview: string }) {
  return (
    <div className="remix-card pending" aria-hidden="true">
      <div className="remix-pair">
        <figure>
          <div className="remix-frame">
            <img src={preview} alt="" />
          </div>
          <figcaption>Original</figcaption>
        </figure>
        <figure>
          <div className="remix-frame remix-working">
            <span className="spinner" />
          </div>
          <figcaption>Generating…</figcaption>
        </figure>
      </div>
    </div>
  );
}
