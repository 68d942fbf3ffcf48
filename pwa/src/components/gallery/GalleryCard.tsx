import { useEffect, useId, useRef, useState } from 'react';
import { type GalleryEntry, galleryMessages, THUMB_WIDTH } from '../../../../api/contract/gallery';
import { MissingMedia } from './MissingMedia';

/**
 * The width a tile takes at each column count of gallery.css, for the browser to pick the thumbnail
 * or the file from `srcset`: a phone at 3x picks the file, a 5-column desktop the thumbnail.
 */
const SIZES = [
  '(min-width: 1280px) 232px',
  '(min-width: 1024px) calc((100vw - 6rem) / 4)',
  '(min-width: 768px) calc((100vw - 5rem) / 3)',
  '(min-width: 380px) calc((100vw - 3.5rem) / 2)',
  'calc(100vw - 2.5rem)',
].join(', ');

/** `srcset` of an image: its thumbnail, and the file itself when it is wider. */
function sourceSet(item: GalleryEntry): string | undefined {
  if (!item.thumbUrl || !item.width) return undefined;
  const thumbWidth = Math.min(THUMB_WIDTH, item.width);
  return item.width > thumbWidth ? `${item.thumbUrl} ${thumbWidth}w, ${item.url} ${item.width}w` : undefined;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A grid video: muted and looping, playing only while on screen (and not at all for reduced motion). */
function GridVideo({ item, onError }: { item: GalleryEntry; onError: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion()) return;
    video.muted = true;
    if (typeof IntersectionObserver === 'undefined') {
      video.play().catch(() => undefined);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);
  return (
    <video
      ref={ref}
      src={item.url}
      poster={item.thumbUrl ?? undefined}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      muted
      loop
      playsInline
      // Nothing is fetched before the tile comes into view; without a poster its first frame is the still.
      preload={item.thumbUrl ? 'none' : 'metadata'}
      aria-label={item.title}
      onError={onError}
    />
  );
}

/**
 * One tile: the thumbnail (a muted looping video for a video, or with `still` its poster), with its
 * title, description and model shown on hover and keyboard focus. Activating it opens the lightbox.
 */
export function GalleryCard({
  item,
  index,
  onOpen,
  still = false,
}: {
  item: GalleryEntry;
  index: number;
  onOpen: (index: number) => void;
  still?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const badgesId = useId();
  return (
    <button
      type="button"
      className="gallery-card"
      data-index={index}
      aria-labelledby={titleId}
      aria-describedby={`${detailsId} ${badgesId}`}
      aria-haspopup="dialog"
      onClick={() => onOpen(index)}
    >
      <span className="gallery-media">
        {failed ? (
          <MissingMedia />
        ) : item.type === 'video' && !(still && item.thumbUrl) ? (
          <GridVideo item={item} onError={() => setFailed(true)} />
        ) : (
          <img
            src={item.thumbUrl ?? item.url}
            srcSet={item.type === 'image' ? sourceSet(item) : undefined}
            sizes={SIZES}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            alt={item.description ? `${item.title}: ${item.description}` : item.title}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        )}
      </span>
      {/* Along the top edge: the bottom of a picture is where a demo render writes its own caption, and where the title shows on hover. */}
      <span className="gallery-badges" id={badgesId}>
        {item.source === 'mine' && <span className="gallery-chip mine">Yours</span>}
        {item.type === 'video' && (
          <span className="gallery-chip video" title="Video">
            <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true">
              <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />
            </svg>
            <span className="sr-only">Video</span>
          </span>
        )}
        {item.label && <span className="gallery-label">{item.label}</span>}
      </span>
      <span className="gallery-info">
        <span className="gallery-info-title" id={titleId}>
          {item.title}
        </span>
        <span className="gallery-info-details" id={detailsId}>
          {item.description && <span className="gallery-info-description">{item.description}</span>}
          <span className="gallery-info-model">{galleryMessages.model(item.model)}</span>
        </span>
      </span>
    </button>
  );
}
