/**
 * A streaming reader of multipart/form-data bodies (RFC 7578), for the upload route. It reads the web
 * ReadableStream chunk by chunk and keeps only what it must: the text fields, the bytes of the one
 * file part, and a tail shorter than the boundary. Every limit is checked as the bytes arrive, so a
 * body over a limit is refused as soon as it crosses it, without reading (or buffering) the rest.
 */

export interface MultipartLimits {
  /** Bytes of the file part; one byte more fails with `file_too_large`. */
  fileBytes: number;
  /** Bytes of each text field. */
  fieldBytes: number;
  /** Parts in all, text fields and file. */
  parts: number;
  /** Bytes of one part's header block (and of the preamble before the first boundary). */
  headerBytes: number;
}

export interface MultipartFile {
  /** The form field the file came in. */
  field: string;
  /** The name the browser gave it; only informative, never trusted for the type. */
  fileName: string;
  /** The type the browser claimed; only informative, never trusted. */
  contentType: string;
  bytes: Uint8Array;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file part, or null when the form had none. */
  file: MultipartFile | null;
}

export type MultipartProblem =
  | 'not_multipart'
  | 'malformed'
  | 'file_too_large'
  | 'field_too_large'
  | 'headers_too_large'
  | 'too_many_parts'
  | 'too_many_files'
  | 'duplicate_field'
  | 'interrupted';

/** What was wrong with the body; the caller words it for the user. */
export class MultipartError extends Error {
  override name = 'MultipartError';

  constructor(
    readonly problem: MultipartProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Called as each text field is complete, in the order they came; it may throw to stop reading. */
export type FieldListener = (name: string, value: string) => void;

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const DASH_DASH = Buffer.from('--');
/** RFC 2046: 1 to 70 characters of this set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a multipart/form-data content type, or null when it is not one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [type, ...rest] = splitParams(contentType);
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return null;
  const boundary = params(rest).get('boundary');
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : null;
}

/**
 * Reads the whole form from `body`. Throws MultipartError for a body that is not multipart, is
 * malformed or ends early, crosses a limit (checked while streaming: `file_too_large` is thrown as
 * soon as the file part passes `limits.fileBytes`), repeats a field or holds more than one file.
 * Whatever ends the reading early also cancels the stream.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  limits: MultipartLimits,
  onField?: FieldListener,
): Promise<MultipartForm> {
  const boundary = multipartBoundary(contentType);
  if (!boundary || !body) throw new MultipartError('not_multipart', 'Send the form as multipart/form-data');
  const parser = new FormParser(boundary, limits, onField);
  const reader = body.getReader();
  let ended = false;
  try {
    while (!parser.done) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        // The cause says why (the client went away, or the body's deadline passed).
        throw new MultipartError('interrupted', 'The upload was interrupted', { cause: error });
      }
      if (chunk.done) {
        ended = true;
        break;
      }
      parser.push(chunk.value);
    }
    if (!parser.done) throw new MultipartError('malformed', 'The form data ended early');
    return parser.result();
  } finally {
    // The rest of a refused body, or an epilogue after the closing boundary, is not read.
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

type State = 'preamble' | 'delimiter' | 'headers' | 'body' | 'done';

interface OpenPart {
  name: string;
  file: { fileName: string; contentType: string } | null;
  chunks: Buffer[];
  size: number;
}

class FormParser {
  private readonly delimiter: Buffer;
  private state: State = 'preamble';
  /** Unprocessed bytes: never more than a header block or a delimiter's length. */
  private pending: Buffer;
  private preambleBytes = 0;
  private parts = 0;
  private part: OpenPart | null = null;
  private readonly fields = new Map<string, string>();
  private file: MultipartFile | null = null;

  constructor(
    boundary: string,
    private readonly limits: MultipartLimits,
    private readonly onField?: FieldListener,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first boundary line has no CRLF before it; starting with one lets one delimiter find them all.
    this.pending = Buffer.from(CRLF);
  }

  get done(): boolean {
    return this.state === 'done';
  }

  push(chunk: Uint8Array): void {
    this.pending = this.pending.length === 0 ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.concat([this.pending, chunk]);
    while (this.step()) {
      // each step consumes what it can and says whether another may progress
    }
  }

  result(): MultipartForm {
    return { fields: Object.fromEntries(this.fields), file: this.file };
  }

  /** Processes what the pending bytes allow in the current state; false when more bytes are needed. */
  private step(): boolean {
    switch (this.state) {
      case 'preamble':
        return this.skipPreamble();
      case 'delimiter':
        return this.afterDelimiter();
      case 'headers':
        return this.readHeaders();
      case 'body':
        return this.readBody();
      case 'done':
        return false;
    }
  }

  private skipPreamble(): boolean {
    const at = this.pending.indexOf(this.delimiter);
    if (at === -1) {
      const keep = Math.min(this.pending.length, this.delimiter.length - 1);
      this.preambleBytes += this.pending.length - keep;
      if (this.preambleBytes > this.limits.headerBytes) throw new MultipartError('malformed', 'No multipart boundary found');
      this.pending = this.pending.subarray(this.pending.length - keep);
      return false;
    }
    this.pending = this.pending.subarray(at + this.delimiter.length);
    this.state = 'delimiter';
    return true;
  }

  /** After a delimiter: `--` closes the form; otherwise optional blanks and CRLF open the next part. */
  private afterDelimiter(): boolean {
    if (this.pending.length < 2) return false;
    if (this.pending.subarray(0, 2).equals(DASH_DASH)) {
      this.pending = this.pending.subarray(2);
      this.state = 'done';
      return false;
    }
    let at = 0;
    while (at < this.pending.length && (this.pending[at] === 0x20 || this.pending[at] === 0x09)) at++;
    if (at > 64) throw new MultipartError('malformed', 'Malformed multipart boundary line');
    if (this.pending.length < at + 2) return false;
    if (!this.pending.subarray(at, at + 2).equals(CRLF)) throw new MultipartError('malformed', 'Malformed multipart boundary line');
    this.pending = this.pending.subarray(at + 2);
    this.state = 'headers';
    return true;
  }

  private readHeaders(): boolean {
    // A part with no header lines at all starts straight with the blank line.
    const end = this.pending.subarray(0, 2).equals(CRLF) ? -2 : this.pending.indexOf(HEADER_END);
    if (end === -1) {
      if (this.pending.length > this.limits.headerBytes) throw new MultipartError('headers_too_large', 'A form part has too many headers');
      return false;
    }
    if (end > this.limits.headerBytes) throw new MultipartError('headers_too_large', 'A form part has too many headers');
    const block = end < 0 ? '' : this.pending.subarray(0, end).toString('utf8');
    this.pending = this.pending.subarray(end + 4);
    this.openPart(block);
    this.state = 'body';
    return true;
  }

  private openPart(block: string): void {
    this.parts += 1;
    if (this.parts > this.limits.parts) throw new MultipartError('too_many_parts', 'The form has too many parts');
    const headers = new Map<string, string>();
    for (const line of block.split('\r\n')) {
      if (line === '') continue;
      const colon = line.indexOf(':');
      if (colon <= 0) throw new MultipartError('malformed', 'Malformed form part header');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const [kind, ...rest] = splitParams(headers.get('content-disposition') ?? '');
    const disposition = params(rest);
    const name = disposition.get('name');
    if (kind?.trim().toLowerCase() !== 'form-data' || name === undefined || name === '') {
      throw new MultipartError('malformed', 'Every form part needs a Content-Disposition with a name');
    }
    const fileName = disposition.get('filename');
    if (fileName !== undefined) {
      if (this.file) throw new MultipartError('too_many_files', 'Send one file at a time');
      this.part = { name, file: { fileName, contentType: headers.get('content-type') ?? 'application/octet-stream' }, chunks: [], size: 0 };
    } else {
      if (this.fields.has(name)) throw new MultipartError('duplicate_field', `The field ${name} was sent twice`);
      this.part = { name, file: null, chunks: [], size: 0 };
    }
  }

  private readBody(): boolean {
    const at = this.pending.indexOf(this.delimiter);
    if (at === -1) {
      // The end of the pending bytes may be the start of a delimiter: keep it back until it is known.
      const safe = this.pending.length - (this.delimiter.length - 1);
      if (safe > 0) {
        this.append(this.pending.subarray(0, safe));
        this.pending = Buffer.from(this.pending.subarray(safe));
      }
      return false;
    }
    this.append(this.pending.subarray(0, at));
    this.pending = this.pending.subarray(at + this.delimiter.length);
    this.closePart();
    this.state = 'delimiter';
    return true;
  }

  private append(bytes: Buffer): void {
    const part = this.part;
    if (!part || bytes.length === 0) return;
    part.size += bytes.length;
    if (part.file && part.size > this.limits.fileBytes) throw new MultipartError('file_too_large', 'The file is too large');
    if (!part.file && part.size > this.limits.fieldBytes) throw new MultipartError('field_too_large', `The field ${part.name} is too long`);
    part.chunks.push(bytes);
  }

  private closePart(): void {
    const part = this.part;
    if (!part) return;
    this.part = null;
    if (part.file) {
      this.file = { field: part.name, ...part.file, bytes: new Uint8Array(Buffer.concat(part.chunks, part.size)) };
      return;
    }
    const value = Buffer.concat(part.chunks, part.size).toString('utf8');
    this.fields.set(part.name, value);
    this.onField?.(part.name, value);
  }
}

/** Splits a header value at the semicolons that are not inside a quoted string. */
function splitParams(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (quoted && char === '\\' && i + 1 < value.length) {
      current += char + value[++i];
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (char === ';' && !quoted) {
      out.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  out.push(current);
  return out;
}

/** `key=value` and `key="quoted value"` parameters, keys in lower case. */
function params(items: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of items) {
    const eq = item.indexOf('=');
    if (eq <= 0) continue;
    const key = item.slice(0, eq).trim().toLowerCase();
    let value = item.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!map.has(key)) map.set(key, value);
  }
  return map;
}
