import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { GALLERY_PAGE_SIZE, galleryMessages } from '../../../api/contract/gallery';
import { FormAlert } from '../components/FormAlert';
import { GalleryGrid } from '../components/gallery/GalleryGrid';
import { Lightbox } from '../components/gallery/Lightbox';
import { type Gallery as GalleryData, useGallery } from '../components/gallery/useGallery';
import { useOnline } from '../components/OfflineNote';
import { PageSpinner } from '../components/Spinner';
import { sessionAtom } from '../state/session';

/** Asks for the next page as the end of the grid comes near; the button stays as the visible way. */
function MorePages({ gallery }: { gallery: GalleryData }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, moreError, items } = gallery;
  const loadMore = useEffectEvent(() => gallery.loadMore());
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || moreError || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh after each page: a page too short to push the sentinel away asks for the next.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && loadMore(), { rootMargin: '0px 0px 900px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, moreError, items.length]);

  if (!hasMore) {
    return items.length > 0 ? <p className="gallery-end">You have reached the end of the gallery.</p> : null;
  }
  return (
    <div className="gallery-more" ref={sentinel}>
      {gallery.moreError ? (
        <FormAlert alert={{ kind: 'error', message: galleryMessages.loadError(gallery.moreError) }}>
          <button type="button" className="button ghost small" onClick={gallery.loadMore}>
            Retry
          </button>
        </FormAlert>
      ) : (
        <button
          type="button"
          className="button ghost"
          onClick={gallery.loadMore}
          disabled={gallery.loadingMore}
          aria-busy={gallery.loadingMore}
        >
          {gallery.loadingMore && <span className="spinner small" aria-hidden="true" />}
          {gallery.loadingMore ? 'Loading more...' : 'Load more'}
        </button>
      )}
    </div>
  );
}

function EmptyGallery() {
  return (
    <div className="gallery-empty">
      <span className="gallery-empty-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30">
          <path
            d="M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <p className="gallery-empty-title">{galleryMessages.empty}</p>
      <p className="muted">{galleryMessages.emptyHint}</p>
    </div>
  );
}

/**
 * /gallery: the shared gallery for everyone and, for a signed-in member, their own items
 * first; a masonry of thumbnails that pages in as it scrolls, and a lightbox for each item. Offline it
 * shows the pages the service worker kept (pwa/vite.config.ts), and says so.
 */
export default function Gallery() {
  const session = useAtomValue(sessionAtom);
  const viewer = session.status === 'loading' ? undefined : session.status === 'signed-in' ? session.user.id : null;
  // A member remembered offline has no token yet: the list is asked again once the session is confirmed.
  const confirmed = session.status === 'signed-in' && session.accessToken !== null;
  const gallery = useGallery(viewer, GALLERY_PAGE_SIZE, confirmed);
  const online = useOnline();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <section className="page gallery-page">
      <header className="gallery-head">
        <div>
          <p className="eyebrow">Community</p>
          <h1>Gallery</h1>
          <p className="lead">
            Images and videos made with Studio 18.{viewer ? ' Your own creations come first.' : ''} Open any of them for the full view.
          </p>
        </div>
        <Link href="/free-txt2img" className="button primary">
          Create your own
        </Link>
      </header>

      {(gallery.fromCache || !online) && gallery.items.length > 0 && (
        <p className="gallery-offline" role="status">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M2 8.5a15 15 0 0120 0M5.5 12a10 10 0 0113 0M9 15.5a5 5 0 016 0M12 19h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {galleryMessages.offline}
        </p>
      )}

      {gallery.loading ? (
        <PageSpinner inline label="Loading images" />
      ) : gallery.error ? (
        <div className="gallery-error">
          <FormAlert alert={{ kind: 'error', message: galleryMessages.loadError(gallery.error) }}>
            <button type="button" className="button ghost small" onClick={gallery.retry}>
              Retry
            </button>
          </FormAlert>
        </div>
      ) : gallery.items.length === 0 ? (
        <EmptyGallery />
      ) : (
        <>
          <GalleryGrid items={gallery.items} onOpen={setOpen} />
          <MorePages gallery={gallery} />
        </>
      )}

      {open !== null && gallery.items[open] && (
        <Lightbox
          items={gallery.items}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          onNearEnd={gallery.loadMore}
          reportable
        />
      )}
    </section>
  );
}
