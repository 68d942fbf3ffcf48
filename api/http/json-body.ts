import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** Deeper than any request of ours or any provider's webhook (PayPal's are about 6 levels). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The JSON body is nested too deeply';
export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** How deeply the arrays and objects of a JSON text nest, counted without parsing it (stops past `limit`). */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 93 /* ] */ || char === 125 /* } */) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Request bodies of the API are JSON (or a form, for uploads). A JSON body is read once as text and
 * refused when it nests deeper than MAX_JSON_DEPTH, before anything parses or walks it (a stack
 * overflow is a 500; this is the user's 400). The validators then parse the cached text. A body of
 * any other type is refused with 415.
 */
export const jsonBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (JSON_TYPE.test(type)) {
    if (jsonDepth(await c.req.text()) > MAX_JSON_DEPTH) throw new ApiError('bad_request', TOO_DEEP_MESSAGE);
  } else if (!FORM_TYPES.has(type) && hasBody(c.req.raw)) {
    throw new ApiError('unsupported_media_type', NOT_JSON_MESSAGE);
  }
  return next();
};

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length !== '0';
  return request.headers.has('transfer-encoding');
}
