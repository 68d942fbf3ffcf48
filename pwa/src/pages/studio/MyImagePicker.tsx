import { useCallback, useEffect, useId, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { ApiError, myGalleryApi, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';
import { Modal } from '../../components/Modal';

/** Items read per page: the picker shows the images among them. */
const PAGE_SIZE = 30;

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

export const sizeText = (width: number | null, height: number | null) => (width && height ? `${width} × ${height}` : 'Size unknown');

/**
 * "Choose from my images": the member's own images (every one they generated, starred or not), newest
 * first, a page at a time. Choosing one hands it to `onPick`; `note` may say why an image will not
 * do as it is (too large for the chosen scale), shown on its tile.
 */
export function MyImagePicker({
  onPick,
  onClose,
  note,
}: {
  onPick: (item: GalleryEntry) => void;
  onClose: () => void;
  note?: (item: GalleryEntry) => string | null;
}) {
  const titleId = useId();
  const [items, setItems] = useState<GalleryEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'more' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);

  /** A page read: its images join the list (the first page replaces it). */
  const read = useCallback((before: string | null, signal?: AbortSignal) => {
    myGalleryApi.list({ limit: PAGE_SIZE, ...(before ? { before } : {}) }, signal).then(
      (page) => {
        const images = page.items.filter((item) => item.type === 'image');
        setItems((current) => (before ? [...current, ...images.filter((item) => !current.some((known) => known.id === item.id))] : images));
        setNext(page.nextCursor);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (signal?.aborted) return;
        setError(messageOf(failure));
        setStatus('error');
      },
    );
  }, []);

  function load(before: string | null) {
    setStatus(before ? 'more' : 'loading');
    setError(null);
    read(before);
  }

  useEffect(() => {
    const controller = new AbortController();
    read(null, controller.signal);
    return () => controller.abort();
  }, [read]);

  return (
    <Modal labelledBy={titleId} dismissible onClose={onClose} className="picker-modal">
      <header className="modal-head">
        <div>
          <p className="eyebrow">My Gallery</p>
          <h2 id={titleId}>Choose from my images</h2>
        </div>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <p className="picker-intro muted small">
        Everything you made in the AI Studio, newest first. The image you choose is used as it is; your original stays in your gallery.
      </p>

      {status === 'loading' ? (
        <div className="picker-grid" aria-busy="true" aria-label="Loading your images">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <span key={key} className="picker-skeleton skeleton-tile" />
          ))}
        </div>
      ) : items.length === 0 && status !== 'error' ? (
        <p className="picker-empty muted">No images yet: the images you make in the AI Studio show here, ready to use as an input.</p>
      ) : (
        <ul className="picker-grid" aria-label="Your images">
          {items.map((item) => {
            const problem = note?.(item) ?? null;
            const size = sizeText(item.width, item.height);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={`picker-tile${problem ? ' limited' : ''}`}
                  aria-label={`${item.title}, ${size} px${problem ? `, ${problem}` : ''}`}
                  onClick={() => onPick(item)}
                >
                  <span className="picker-thumb checkerboard">
                    <img src={item.thumbUrl ?? item.url} alt="" loading="lazy" decoding="async" />
                  </span>
                  <span className="picker-caption">
                    <span className="picker-title">{item.title}</span>
                    <span className="picker-size">{size}</span>
                    {problem && <span className="picker-note">{problem}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {status === 'error' && error && (
        <FormAlert alert={{ kind: 'error', message: error }}>
          <button type="button" className="button ghost small" onClick={() => load(items.length ? next : null)}>
            Try again
          </button>
        </FormAlert>
      )}
      {next && status !== 'error' && status !== 'loading' && (
        <button
          type="button"
          className="button ghost picker-more"
          onClick={() => load(next)}
          disabled={status === 'more'}
          aria-busy={status === 'more'}
        >
          {status === 'more' && <span className="spinner small" aria-hidden="true" />}
          {status === 'more' ? 'Loading more…' : 'Load more'}
        </button>
      )}
    </Modal>
  );
}
