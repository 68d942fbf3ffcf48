import { useRef, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { downloadFileName, generationMessages } from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { Lightbox } from '../../components/gallery/Lightbox';
import { downloadFile, extensionOf } from '../../components/generation/download';
import { DownloadIcon, StarIcon } from './icons';
import type { ToolItems } from './useToolItems';

/** The grid of a tool's images: each opens in the lightbox, is starred into My Gallery, and downloads. */
export function ImageGrid({ gallery, model, emptyText }: { gallery: ToolItems; model: string; emptyText: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const { entries } = gallery;
  const shown = entries.map((entry) => ({ ...entry, model: entry.model || model, title: entry.title || 'Your image' }));

  async function download(entry: GalleryEntry) {
    setDownloading(entry.id);
    setDownloadError(null);
    try {
      await downloadFile(
        entry.url,
        downloadFileName(
          entry.description ?? '',
          new Date(entry.createdAt),
          extensionOf(entry.type === 'video' ? 'video/mp4' : 'image/png'),
        ),
      );
    } catch {
      setDownloadError(generationMessages.downloadFailed);
    } finally {
      setDownloading(null);
    }
  }

  function close() {
    const index = open;
    setOpen(null);
    if (index !== null) requestAnimationFrame(() => tiles.current[index]?.focus());
  }

  const error = gallery.error ?? downloadError;
  return (
    <>
      <FormAlert alert={error ? { kind: 'error', message: error } : null} />
      {gallery.status === 'loading' && entries.length === 0 ? (
        <div className="studio-images" aria-busy="true" aria-label="Loading your images">
          {[0, 1, 2].map((key) => (
            <div key={key} className="studio-image skeleton-tile" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="studio-images-empty muted">{emptyText}</p>
      ) : (
        <ul className="studio-images" aria-label="Images">
          {shown.map((entry, index) => {
            const canSave = !gallery.unsaveable.has(entry.id);
            const busy = gallery.saving.has(entry.id);
            return (
              <li key={entry.id} className="studio-image">
                <button
                  ref={(element) => {
                    tiles.current[index] = element;
                  }}
                  type="button"
                  className="studio-image-open"
                  aria-label={`Open image ${index + 1}`}
                  onClick={() => setOpen(index)}
                  style={entry.width && entry.height ? { aspectRatio: `${entry.width} / ${entry.height}` } : undefined}
                >
                  <img
                    src={entry.thumbUrl ?? entry.url}
                    alt={`Generated image: ${entry.description ?? ''}`}
                    width={entry.width ?? undefined}
                    height={entry.height ?? undefined}
                    loading="lazy"
                    decoding="async"
                  />
                  {entry.label && <span className="result-badge">{entry.label}</span>}
                </button>
                <button
                  type="button"
                  className="studio-icon-button studio-image-download"
                  aria-label={`Download image ${index + 1}`}
                  disabled={downloading === entry.id}
                  onClick={() => void download(entry)}
                >
                  <DownloadIcon size={16} />
                </button>
                <div className="studio-image-actions">
                  <button
                    type="button"
                    className={`studio-star${entry.saved ? ' saved' : ''}`}
                    aria-pressed={entry.saved}
                    disabled={!canSave || busy}
                    title={canSave ? undefined : 'This image is not in your gallery yet'}
                    onClick={() => void gallery.toggleSaved(entry)}
                  >
                    <StarIcon filled={entry.saved} />
                    <span className="studio-star-text">{entry.saved ? 'Saved to Gallery' : 'Save to Gallery'}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open !== null && shown[open] && <Lightbox items={shown} index={open} onIndex={setOpen} onClose={close} />}
    </>
  );
}
