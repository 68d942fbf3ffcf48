import { parse } from 'regexparam';
import type { Parser } from 'wouter';

/**
 * Spec §2: paths match case-insensitively (/GALLERY is /gallery), with named parameters and a
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
