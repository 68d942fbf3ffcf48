import { useCallback, useEffect, useState } from 'react';
import { type GalleryEntry, galleryMessages } from '../../../../api/contract/gallery';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { listMyItems, type MyItemsQuery } from './myItems';

export interface MyItems {
  items: GalleryEntry[];
  /** The first page has not arrived yet. */
  loading: boolean;
  /** The first page failed: nothing to show. */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
  retry: () => void;
  /** Takes an item off the list at once (it was unstarred or deleted). */
  drop: (id: string) => void;
}

interface Pages {
  key: string;
  items: GalleryEntry[];
  nextCursor: string | null;
}

export const messageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.message || galleryMessages.loadFailed;
  return error instanceof TypeError ? NETWORK_ERROR_MESSAGE : galleryMessages.loadFailed;
};

/**
 * The signed-in member's own items (optionally only the starred ones, or one tool's), newest first,
 * a page at a time. `member` is the member's id: another member's list is never shown for a moment.
 */
export function useMyItems(member: string, query: Pick<MyItemsQuery, 'saved' | 'tool'>, pageSize: number): MyItems {
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState<Pages | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null } | null>(null);
  const { saved, tool } = query;
  const key = `${member}:${String(saved)}:${tool ?? ''}:${pageSize}:${attempt}`;

  useEffect(() => {
    let live = true;
    listMyItems({ saved, tool, limit: pageSize }).then(
      (page) => live && setPages({ key, items: page.items, nextCursor: page.nextCursor }),
      (error: unknown) => live && setFailure({ key, message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, saved, tool, pageSize]);

  const current = pages?.key === key ? pages : null;
  const failed = failure?.key === key ? failure : null;
  const moreState = more?.key === key ? more : null;

  function loadMore() {
    if (!current?.nextCursor || moreState?.loading) return;
    const from = current;
    setMore({ key: from.key, loading: true, error: null });
    listMyItems({ saved, tool, limit: pageSize, before: from.nextCursor ?? undefined }).then(
      (page) => {
        setPages((latest) => {
          if (latest?.key !== from.key) return latest;
          const seen = new Set(latest.items.map((item) => item.id));
          return { ...latest, items: [...latest.items, ...page.items.filter((item) => !seen.has(item.id))], nextCursor: page.nextCursor };
        });
        setMore({ key: from.key, loading: false, error: null });
      },
      (error: unknown) => setMore({ key: from.key, loading: false, error: messageOf(error) }),
    );
  }

  const drop = useCallback((id: string) => {
    setPages((latest) => (latest ? { ...latest, items: latest.items.filter((item) => item.id !== id) } : latest));
  }, []);

  return {
    items: current?.items ?? [],
    loading: !current && !failed,
    error: !current && failed ? failed.message : null,
    hasMore: Boolean(current?.nextCursor),
    loadingMore: moreState?.loading ?? false,
    moreError: moreState?.error ?? null,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
    drop,
  };
}
