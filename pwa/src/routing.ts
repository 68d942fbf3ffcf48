import { parse } from 'regexparam';
import type { Parser } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/**
 * Paths match case-insensitively (/GALLERY is /gallery), with named parameters and a
 * wildcard. wouter's own parser (regexparam) with the `i` flag added; parameter values keep the case
 * they were typed in.
 */
export const caseInsensitiveParser: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
};

export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`);
  }
}

const currentHash = () => location.hash;

/**
 * A `#name=value` parameter of the current address. The e-mailed links carry their one-time token in
 * the fragment, which browsers never send to a server (or its logs).
 */
export function useHashParam(name: string): string | null {
  const hash = useLocationProperty(currentHash);
  return new URLSearchParams(hash.slice(1)).get(name);
}

/** Drops the fragment from the address without a new history entry; the page stays. */
export function removeHash(): void {
  history.replaceState(history.state, '', location.pathname + location.search);
}

/** Which mode the auth form opens in; the nav's Join Us and Login links both go to /pricing and say which they meant. */
export type AuthMode = 'signin' | 'signup';
export interface AuthNavState {
  authMode?: AuthMode;
}

/** What the Magic Prompter hands to FREE FLUX ('Open FREE FLUX'): the enhanced prompt, to start from. */
export interface PromptNavState {
  prompt?: string;
}

/** The prompt a link brought along in the history entry, or '' (also after a reload of that entry). */
export function carriedPrompt(state: unknown, maxLength: number): string {
  const prompt = (state as PromptNavState | null)?.prompt;
  return typeof prompt === 'string' ? prompt.slice(0, maxLength) : '';
}
