import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { TokenTransaction } from '../../../api/contract/catalog';
import { ApiError, NETWORK_ERROR_MESSAGE, tokensApi } from '../api/client';
import { ledgerRevisionAtom } from '../state/tokens';

interface Pages {
  key: string;
  userId: string;
  items: TokenTransaction[];
  nextCursor: string | null;
}

export interface Transactions {
  items: TokenTransaction[];
  /** The first page has not arrived yet (nothing to show). */
  loading: boolean;
  /** The first page failed and nothing is on screen. */
  error: string | null;
  /** A later refresh failed while older rows are shown. */
  stale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
  retry: () => void;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/**
 * The member's ledger, newest first, `pageSize` rows at a time. Fetched when `enabled`, and again
 * after a purchase (the ledger revision); the rows already shown stay until the new ones arrive.
 */
export function useTransactions(userId: string, pageSize: number, enabled = true): Transactions {
  const revision = useAtomValue(ledgerRevisionAtom);
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState<Pages | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null } | null>(null);
  const key = `${userId}:${pageSize}:${revision}:${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    tokensApi.transactions({ limit: pageSize }, controller.signal).then(
      (answer) => setPages({ key, userId, items: answer.transactions, nextCursor: answer.nextCursor }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ key, message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [enabled, key, pageSize, userId]);

  const shown = pages?.userId === userId ? pages : null;
  const current = pages?.key === key ? pages : null;
  const failed = failure?.key === key ? failure : null;
  const moreState = more?.key === shown?.key ? more : null;

  function loadMore() {
    if (!current?.nextCursor || moreState?.loading) return;
    const from = current;
    setMore({ key: from.key, loading: true, error: null });
    tokensApi.transactions({ limit: pageSize, before: from.nextCursor }).then(
      (answer) => {
        setPages((latest) =>
          latest?.key === from.key
            ? { ...latest, items: [...latest.items, ...answer.transactions], nextCursor: answer.nextCursor }
            : latest,
        );
        setMore({ key: from.key, loading: false, error: null });
      },
      (error: unknown) => setMore({ key: from.key, loading: false, error: messageOf(error) }),
    );
  }

  return {
    items: shown?.items ?? [],
    loading: !shown && !failed,
    error: !shown && failed ? failed.message : null,
    stale: Boolean(shown && failed),
    hasMore: Boolean(current?.nextCursor),
    loadingMore: moreState?.loading ?? false,
    moreError: moreState?.error ?? null,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
