import { type CSSProperties, type MouseEvent, type TouchEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type GalleryEntry, galleryMessages } from '../../../../api/contract/gallery';
import { lockScroll } from '../scrollLock';
import { MissingMedia } from './MissingMedia';
import { keepTabInside } from '../focus-trap';
import { ReportDialog } from './ReportDialog';

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * The file at full size: the thumbnail shows (softened) until it has loaded, and stands in for it
 * when it cannot be loaded (offline, the service worker may have kept only the thumbnail).
 */
function LightboxMedia({ item }: { item: GalleryEntry }) {
  const [loaded, setLoaded] = useState(false);
  const [source, setSource] = useState<'file' | 'thumbnail' | 'missing'>('file');
  const fail = () => setSource(source === 'file' && item.thumbUrl && item.type === 'image' ? 'thumbnail' : 'missing');
  if (source === 'missing') {
    return (
      <div className="lightbox-media missing">
        <MissingMedia />
      </div>
    );
  }
  const alt = item.description ? `${item.title}: ${item.description}` : item.title;
  return (
    <div className={`lightbox-media${item.type === 'video' ? ' video' : ''}${loaded ? ' loaded' : ''}`}>
      {item.type === 'video' ? (
        <video
          src={item.url}
          poster={item.thumbUrl ?? undefined}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          controls
          autoPlay
          loop
          playsInline
          aria-label={item.title}
          onLoadedData={() => setLoaded(true)}
          onError={fail}
        />
      ) : (
        <>
          {item.thumbUrl && !loaded && source === 'file' && (
            <img className="lightbox-placeholder" src={item.thumbUrl} alt="" aria-hidden="true" />
          )}
          <img
            key={source}
            src={source === 'file' ? item.url : (item.thumbUrl ?? item.url)}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            alt={alt}
            decoding="async"
            onLoad={() => setLoaded(true)}
            onError={fail}
          />
        </>
      )}
    </div>
  );
}

/** The file's proportions for gallery.css: the media box keeps them and fits the screen before the file arrives. */
const ratioOf = (item: GalleryEntry) =>
  item.width && item.height ? ({ '--ratio': item.width / item.height } as CSSProperties) : undefined;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The full-screen view of one item: the file, its title, description and 'Model: ...'. The
 * page behind is inert and does not scroll; the close button, a click on the backdrop and Escape
 * close it; the arrow buttons, ArrowLeft/ArrowRight and a swipe move between items; Tab stays inside;
 * focus returns to the tile of the item last shown. With `reportable`, an item of the shared gallery
 * has a Report action (a member's own items do not), whose dialog takes the keys while it is open.
 */
export function Lightbox({
  items,
  index,
  onIndex,
  onClose,
  onNearEnd,
  reportable = false,
}: {
  items: GalleryEntry[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Called when the last loaded items are reached, so the next page can arrive before it is wanted. */
  onNearEnd?: () => void;
  /** Shared items get a Report action (the public gallery). */
  reportable?: boolean;
}) {
  const [reporting, setReporting] = useState<GalleryEntry | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const titleId = useId();
  const item = items[index];
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;

  useEffect(() => {
    const shell = document.querySelector<HTMLElement>('.shell');
    const release = lockScroll();
    shell?.setAttribute('inert', '');
    closeRef.current?.focus();
    return () => {
      release();
      shell?.removeAttribute('inert');
    };
  }, []);

  // The report dialog makes the page inert while open and lets it go when it closes: the lightbox still covers it.
  useEffect(() => {
    if (!reporting) document.querySelector<HTMLElement>('.shell')?.setAttribute('inert', '');
  }, [reporting]);

  // Back to the tile of the item last shown (it may be another than the one opened).
  const restoreFocus = useEffectEvent(() => {
    const tile = document.querySelector<HTMLElement>(`.gallery-card[data-index="${index}"]`);
    tile?.focus({ preventScroll: false });
  });
  useEffect(() => () => restoreFocus(), []);

  const nearEnd = useEffectEvent(() => onNearEnd?.());
  useEffect(() => {
    if (index >= items.length - 3) nearEnd();
    // The neighbours' files are fetched ahead, so moving on shows them at once.
    for (const neighbour of [items[index + 1], items[index - 1]]) {
      if (neighbour?.type === 'image') new Image().src = neighbour.url;
    }
  }, [index, items]);

  const move = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < items.length) onIndex(next);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (!dialog || reporting) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // A focused video keeps its own arrow keys (seeking).
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !(document.activeElement instanceof HTMLVideoElement)) {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
      return;
    }
    keepTabInside(event, dialog, FOCUSABLE);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The backdrop is the dialog itself and the empty room of its layout (marked data-backdrop).
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof HTMLElement && event.target.hasAttribute('data-backdrop')) onClose();
  }
  function onTouchStart(event: TouchEvent) {
    touchX.current = event.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(event: TouchEvent) {
    if (reporting) return;
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 60) return;
    move(end < start ? 1 : -1);
  }

  if (!item) return null;
  return createPortal(
    <>
      <div
        ref={dialogRef}
        className="lightbox"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-backdrop=""
        onClick={onClick}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className="lightbox-bar" data-backdrop="">
          <span className="lightbox-count" aria-live="polite">
            {index + 1} / {items.length}
          </span>
          <button ref={closeRef} type="button" className="lightbox-button lightbox-close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="lightbox-stage" data-backdrop="">
          <button
            type="button"
            className="lightbox-button lightbox-nav previous"
            aria-label="Previous"
            disabled={!hasPrevious}
            onClick={() => move(-1)}
          >
            <Arrow direction="left" />
          </button>
          <figure className="lightbox-figure" data-backdrop="" style={ratioOf(item)}>
            <LightboxMedia key={`${item.source}:${item.id}`} item={item} />
            <figcaption className="lightbox-caption">
              <div className="lightbox-heading">
                <h2 id={titleId}>{item.title}</h2>
                {item.label && <span className="gallery-label static">{item.label}</span>}
              </div>
              {item.description && <p className="lightbox-description">{item.description}</p>}
              <div className="lightbox-meta">
                <p className="lightbox-model">{galleryMessages.model(item.model)}</p>
                {reportable && item.source === 'shared' && (
                  <button type="button" className="lightbox-report" onClick={() => setReporting(item)}>
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                      <path
                        d="M5 21V4m0 0h11l-2 4 2 4H5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    Report
                  </button>
                )}
              </div>
            </figcaption>
          </figure>
          <button type="button" className="lightbox-button lightbox-nav next" aria-label="Next" disabled={!hasNext} onClick={() => move(1)}>
            <Arrow direction="right" />
          </button>
        </div>
      </div>
      {reporting && <ReportDialog item={reporting} onClose={() => setReporting(null)} />}
    </>,
    document.body,
  );
}
