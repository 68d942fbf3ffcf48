import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** Deeper than any request of ours or any provider's webhook (PayPal's are about 6 levels). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The JSON body is nested too deeply';
export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';
export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8';
export const LONE_SURROGATE_MESSAGE = 'The request body holds text with an unpaired UTF-16 surrogate, which stands for no character';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** A surrogate escape (\\ud800-\\udfff) somewhere in a JSON text: only then is it parsed to look closer. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
 * Whether a JSON text holds a key or string value with a lone UTF-16 surrogate (`"\\ud800"` alone),
 * which no character stands for: Postgres refuses it in jsonb, and it cannot be shown or stored as
 * text. A text that does not parse is left to the validators, which answer it 400.
 */
export function hasLoneSurrogate(text: string): boolean {
  if (!SURROGATE_ESCAPE.test(text)) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) found = true;
      return value;
    });
  } catch {
    return false;
  }
  return found;
}

/**
 * Request bodies of the API are JSON (the upload route, which takes a form, does not come here). A
 * JSON body is read once and refused when its bytes are not UTF-8 (they would be stored as
 * replacement characters), when it nests deeper than MAX_JSON_DEPTH, before anything parses or walks
 * it (a stack overflow is a 500; this is the user's 400), or when a string holds a lone surrogate.
 * The validators then parse the cached body. A body of any other type is refused with 415.
 */
export const jsonBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!sendsJson(c.req.raw)) {
    if (hasBody(c.req.raw)) throw new ApiError('unsupported_media_type', NOT_JSON_MESSAGE);
    return next();
  }
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ApiError('bad_request', NOT_UTF8_MESSAGE);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new ApiError('bad_request', TOO_DEEP_MESSAGE);
  if (hasLoneSurrogate(text)) throw new ApiError('bad_request', LONE_SURROGATE_MESSAGE);
  return next();
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function sendsJson(request: Request): boolean {
  return JSON_TYPE.test(request.headers.get('content-type')?.split(';')[0]?.trim() ?? '');
}

/** A body that is not JSON, refused with 415 before a byte of it is read. */
export function refuseNonJsonBody(request: Request): void {
  if (!sendsJson(request) && hasBody(request)) throw new ApiError('unsupported_media_type', NOT_JSON_MESSAGE);
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length !== '0';
  return request.headers.has('transfer-encoding');
}
