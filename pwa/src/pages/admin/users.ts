import { useEffect, useState } from 'react';
import { adminMessages } from '../../../../api/contract/admin';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';

/**
 * The Admin Dashboard's rules that are not layout: how a typed token count is read, what may be sent,
 * and the search kept in the address.
 */

/** A typed token count: its leading whole number ('120', '-5', '12.7' → 12), anything else 0. */
export function parseTokens(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

/** Why a token count cannot be sent, or null when it can. */
export function tokensProblem(tokens: number): string | null {
  return tokens < 0 ? adminMessages.tokensNegative : null;
}

/** What the Add User form may send, or the message that stops it before the server is asked. */
export function checkNewUser(form: {
  email: string;
  password: string;
  tokens: string;
}): { ok: true; user: { email: string; password: string; tokens: number } } | { ok: false; message: string } {
  const email = form.email.trim();
  if (!email || !form.password.trim()) return { ok: false, message: adminMessages.credentialsRequired };
  const tokens = parseTokens(form.tokens);
  const problem = tokensProblem(tokens);
  if (problem) return { ok: false, message: problem };
  return { ok: true, user: { email, password: form.password, tokens } };
}

/** What a failed delete says: the server's message, 'No session' when the session is gone, or the network message. */
export function deleteFailure(error: unknown): string {
  if (error instanceof ApiError) return adminMessages.deleteFailed(error.status === 401 ? adminMessages.noSession : error.message);
  return adminMessages.deleteFailed(NETWORK_ERROR_MESSAGE);
}

/** The `q` of a location's search string ('?q=ann' → 'ann'). */
export function searchOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The dashboard's address for a search: '/admin?q=…', or '/admin' for none. */
export function adminPathFor(query: string): string {
  const q = query.trim();
  return q ? `/admin?${new URLSearchParams({ q }).toString()}` : '/admin';
}

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
