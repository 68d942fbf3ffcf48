import { useEffect, useState } from 'react';
import { type GalleryEntry, galleryMessages, type GalleryPage } from '../../../../api/contract/gallery';
import { ApiError, galleryApi, NETWORK_ERROR_MESSAGE } from '../../api/client';

export interface Gallery {
  items: GalleryEntry[];
  /** The first page has not arrived yet. */
  loading: boolean;
  /** What is shown is the gallery as last seen: the network did not answer, the service worker did. */
  fromCache: boolean;
  /** The first page failed: nothing to show. */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
  retry: () => void;
}

interface Pages {
  key: string;
  items: GalleryEntry[];
  nextCursor: string | null;
  fromCache: boolean;
}

const messageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.message || galleryMessages.loadFailed;
  return error instanceof TypeError ? NETWORK_ERROR_MESSAGE : galleryMessages.loadFailed;
};

/**
 * The items of a page the viewer may be shown. A page can come from the service worker's cache,
 * kept from an earlier visit of another viewer of this browser: its 'mine' items are shown only to
 * the member it was made for.
 */
const visibleTo = (page: GalleryPage, viewer: string | null) =>
  page.items.filter((item) => item.source === 'shared' || (viewer !== null && page.viewer === viewer));

/**
 * The gallery as `viewer` sees it (a member id, null for a visitor, undefined while the session is
 * still being restored: nothing is asked then, so a member never sees a visitor's list first), a
 * page at a time. `confirmed`: the member's session has a token (asked again when it gets one).
 */
export function useGallery(viewer: string | null | undefined, pageSize: number, confirmed: boolean): Gallery {
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState<Pages | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null } | null>(null);
  const key = `${viewer ?? (viewer === null ? 'visitor' : 'pending')}:${confirmed}:${pageSize}:${attempt}`;
  const viewerId = viewer ?? null;

  useEffect(() => {
    if (viewer === undefined) return;
    const controller = new AbortController();
    galleryApi.list({ limit: pageSize, asMember: viewer !== null }, controller.signal).then(
      (page) => setPages({ key, items: visibleTo(page, viewerId), nextCursor: page.nextCursor, fromCache: page.fromCache }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ key, message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [key, pageSize, viewer, viewerId]);

  const current = pages?.key === key ? pages : null;
  const failed = failure?.key === key ? failure : null;
  const moreState = more?.key === key ? more : null;

  function loadMore() {
    if (!current?.nextCursor || moreState?.loading) return;
    const from = current;
    setMore({ key: from.key, loading: true, error: null });
    galleryApi.list({ limit: pageSize, before: from.nextCursor, asMember: viewerId !== null }).then(
      (page) => {
        setPages((latest) => {
          if (latest?.key !== from.key) return latest;
          // An item seen on an earlier page (a page of the cache meeting a fresh one) is not shown twice.
          const seen = new Set(latest.items.map((item) => item.id));
          const added = visibleTo(page, viewerId).filter((item) => !seen.has(item.id));
          return { ...latest, items: [...latest.items, ...added], nextCursor: page.nextCursor, fromCache: page.fromCache };
        });
        setMore({ key: from.key, loading: false, error: null });
      },
      (error: unknown) => setMore({ key: from.key, loading: false, error: messageOf(error) }),
    );
  }

  return {
    items: current?.items ?? [],
    loading: !current && !failed,
    fromCache: current?.fromCache ?? false,
    error: !current && failed ? failed.message : null,
    hasMore: Boolean(current?.nextCursor),
    loadingMore: moreState?.loading ?? false,
    moreError: moreState?.error ?? null,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
