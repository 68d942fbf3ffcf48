import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { estimateGenerations } from '../../../api/contract/catalog';
import { ApiError, NETWORK_ERROR_MESSAGE, tokensApi } from '../api/client';
import { lastBalance, rememberBalance } from './lastBalance';

/**
 * The member's token balance as this tab knows it: one atom, so the Profile and Settings tabs (and
 * anything else that shows it) always agree and all move together after a purchase. Only the server
 * changes balances; the PWA reads them.
 */
interface BalanceState {
  userId: string;
  /** The last balance the server answered; null until one has arrived. */
  tokens: number | null;
  status: 'loading' | 'ready' | 'offline' | 'error';
  error: string | null;
}

const balanceStateAtom = atom<BalanceState | null>(null);

/** Bumped whenever the ledger changed (a purchase): transaction lists fetch their first page again. */
export const ledgerRevisionAtom = atom(0);

/** Only the newest balance request may write: an older answer arriving late must not undo a newer one. */
let latestRequest = 0;

const refreshBalanceAtom = atom(null, async (get, set, userId: string) => {
  const request = ++latestRequest;
  const current = get(balanceStateAtom);
  // The last balance seen: in this tab, else the one kept from an earlier visit (a reload offline).
  const known = (current?.userId === userId ? current.tokens : null) ?? lastBalance(userId)?.tokens ?? null;
  set(balanceStateAtom, { userId, tokens: known, status: 'loading', error: null });
  try {
    const answer = await tokensApi.balance();
    if (request !== latestRequest) return;
    rememberBalance(userId, answer.tokens);
    set(balanceStateAtom, { userId, tokens: answer.tokens, status: 'ready', error: null });
  } catch (error) {
    if (request !== latestRequest) return;
    const offline = !(error instanceof ApiError) || error.isNetworkError;
    // The last known balance stays on screen; the status says it may be stale.
    set(balanceStateAtom, {
      userId,
      tokens: known,
      status: offline ? 'offline' : 'error',
      error: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
    });
  }
});

/** A purchase was credited: show the balance the server answered at once, then read the balance and the ledger again. */
export const applyPurchaseAtom = atom(null, (get, set, { userId, balance }: { userId: string; balance: number }) => {
  latestRequest += 1;
  rememberBalance(userId, balance);
  set(balanceStateAtom, { userId, tokens: balance, status: 'ready', error: null });
  set(ledgerRevisionAtom, get(ledgerRevisionAtom) + 1);
  void set(refreshBalanceAtom, userId);
});

export interface TokenBalance {
  /**
   * What to show: the last known balance (also from an earlier visit); 0 when the server failed the
   * load before any balance was known (a failed load shows 0); null while the first answer is on its
   * way, and offline when no balance was ever known here (`unavailable`).
   */
  tokens: number | null;
  estimatedGenerations: number | null;
  /** The figure may be stale: the last request failed without reaching the server. */
  offline: boolean;
  /** Offline with no balance ever known in this browser: there is no figure to show. */
  unavailable: boolean;
  /** The server refused or failed the last request (not a network failure). */
  error: string | null;
  loading: boolean;
  refresh: () => void;
}

/** The balance of the signed-in member: read from the atom, fetched again by `refresh`. */
export function useTokenBalance(userId: string): TokenBalance {
  const state = useAtomValue(balanceStateAtom);
  const refresh = useSetAtom(refreshBalanceAtom);
  const mine = state?.userId === userId ? state : null;
  const offline = mine?.status === 'offline';
  const tokens = mine?.tokens ?? (mine?.status === 'error' ? 0 : null);
  return {
    tokens,
    estimatedGenerations: tokens === null ? null : estimateGenerations(tokens),
    offline,
    unavailable: offline && tokens === null,
    error: mine?.status === 'error' ? mine.error : null,
    loading: !mine || mine.status === 'loading',
    refresh: () => void refresh(userId),
  };
}

/**
 * Keeps the balance fresh while a member's screen is open: on mount, when the browser comes back
 * online, and when the tab is looked at again (a purchase in another tab).
 */
export function useBalanceSync(userId: string): void {
  const refresh = useSetAtom(refreshBalanceAtom);
  useEffect(() => {
    void refresh(userId);
    const again = () => void refresh(userId);
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, userId]);
}
