/**
 * Reads the upload route's multipart/form-data body (RFC 7578) as it streams, with
 * @remix-run/multipart-parser doing the byte work. This file only adapts it: it skips a preamble
 * before the first boundary, stops at the closing boundary, keeps the form to what the upload needs
 * (named text fields, at most one file, no field twice) and turns every failure, the library's
 * included, into a MultipartError the route words as a 4xx. Every limit is checked as the bytes
 * arrive, so a body over one is refused as soon as it crosses it, without reading the rest.
 */
import {
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  MultipartParser,
  type MultipartPart,
} from '@remix-run/multipart-parser';

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

/** RFC 2046: 1 to 70 characters of this set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The boundary of a multipart/form-data content type, or null when it is not one. A boundary can
 * hold neither `;` nor `"`, so splitting the parameters at semicolons is exact.
 */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [type, ...params] = contentType.split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq <= 0 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    const value = param.slice(eq + 1).trim();
    const boundary = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    return BOUNDARY.test(boundary) ? boundary : null;
  }
  return null;
}

/**
 * Reads the whole form from `body`. Throws MultipartError for a body that is not multipart, is
 * malformed or ends early, crosses a limit (checked while streaming: `file_too_large` is thrown as
 * soon as a part passes `limits.fileBytes`), repeats a field or holds more than one file. Whatever
 * ends the reading early, a refusal by `onField` included, also cancels the stream; an epilogue after
 * the closing boundary is not read.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  limits: MultipartLimits,
  onField?: FieldListener,
): Promise<MultipartForm> {
  const boundary = multipartBoundary(contentType);
  if (!boundary || !body) throw new MultipartError('not_multipart', 'Send the form as multipart/form-data');
  const parser = new MultipartParser(boundary, {
    maxHeaderSize: limits.headerBytes,
    // The library has one size for every part, and it learns which part is the file only once the
    // part is whole: fields are held to theirs then, and the total bounds what a form of big fields reads.
    maxFileSize: Math.max(limits.fileBytes, limits.fieldBytes),
    maxParts: limits.parts,
    maxTotalSize: limits.fileBytes + limits.parts * limits.fieldBytes,
  });
  const preamble = new Preamble(boundary, limits.headerBytes);
  const form = new FormCollector(limits, onField);
  const reader = body.getReader();
  let ended = false;
  try {
    while (!closed(parser)) {
      const chunk = await readChunk(reader);
      if (!chunk) {
        ended = true;
        break;
      }
      const bytes = preamble.pass(chunk);
      if (bytes) writeTo(parser, bytes, form);
    }
    if (!closed(parser)) throw new MultipartError('malformed', 'The form data ended early');
    return form.result();
  } finally {
    // The rest of a refused body, or an epilogue after the closing boundary, is not read.
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Uint8Array | null> {
  try {
    const chunk = await reader.read();
    return chunk.done ? null : chunk.value;
  } catch (error) {
    // The cause says why (the client went away, or the body's deadline passed).
    throw new MultipartError('interrupted', 'The upload was interrupted', { cause: error });
  }
}

/** Hands the bytes to the parser and each part it completes to the form, in our words if the library refuses. */
function writeTo(parser: MultipartParser, bytes: Uint8Array, form: FormCollector): void {
  try {
    for (const part of parser.write(bytes)) form.add(part);
  } catch (error) {
    if (!(error instanceof MultipartParseError)) throw error;
    throw problemOf(error);
  }
}

function problemOf(error: MultipartParseError): MultipartError {
  if (error instanceof MaxFileSizeExceededError) return new MultipartError('file_too_large', 'The file is too large', { cause: error });
  if (error instanceof MaxTotalSizeExceededError) return new MultipartError('file_too_large', 'The form is too large', { cause: error });
  if (error instanceof MaxHeaderSizeExceededError)
    return new MultipartError('headers_too_large', 'A form part has too many headers', { cause: error });
  if (error instanceof MaxPartsExceededError) return new MultipartError('too_many_parts', 'The form has too many parts', { cause: error });
  return new MultipartError('malformed', 'Malformed multipart form data', { cause: error });
}

/**
 * Whether the parser has passed the closing boundary. The library says so only through `finish()`,
 * which throws until then; after it, further bytes are an epilogue, which the library would refuse.
 */
function closed(parser: MultipartParser): boolean {
  try {
    parser.finish();
    return true;
  } catch {
    return false;
  }
}

/**
 * RFC 2046 lets a preamble precede the first boundary; the library expects the body to start with it.
 * This holds the bytes back until the first boundary line is found (at the very start, or after a
 * CRLF), and refuses a preamble longer than a header block.
 */
class Preamble {
  private head: Buffer | null = Buffer.alloc(0);
  private readonly opening: Buffer;
  private readonly delimiter: Buffer;

  constructor(
    boundary: string,
    private readonly maxBytes: number,
  ) {
    this.opening = Buffer.from(`--${boundary}`);
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** The bytes to hand on to the parser: null while the first boundary is still being looked for. */
  pass(chunk: Uint8Array): Uint8Array | null {
    if (this.head === null) return chunk;
    const head = Buffer.concat([this.head, chunk]);
    if (head.length >= this.opening.length && head.subarray(0, this.opening.length).equals(this.opening)) return this.found(head);
    const at = head.indexOf(this.delimiter);
    if (at !== -1) return this.found(head.subarray(at + 2));
    if (head.length > this.maxBytes + this.delimiter.length) throw new MultipartError('malformed', 'No multipart boundary found');
    this.head = head;
    return null;
  }

  private found(rest: Buffer): Uint8Array {
    this.head = null;
    return rest;
  }
}

/** The form as its parts complete: named form-data fields, one file, no field twice. */
class FormCollector {
  private readonly fields = new Map<string, string>();
  private file: MultipartFile | null = null;

  constructor(
    private readonly limits: MultipartLimits,
    private readonly onField?: FieldListener,
  ) {}

  add(part: MultipartPart): void {
    const { name, fileName, contentType } = describe(part);
    if (fileName !== undefined) {
      if (this.file) throw new MultipartError('too_many_files', 'Send one file at a time');
      // The size was held to fileBytes while the part streamed.
      this.file = { field: name, fileName, contentType: contentType ?? 'application/octet-stream', bytes: part.bytes };
      return;
    }
    if (this.fields.has(name)) throw new MultipartError('duplicate_field', `The field ${name} was sent twice`);
    if (part.size > this.limits.fieldBytes) throw new MultipartError('field_too_large', `The field ${name} is too long`);
    // Text as a browser sends it; bytes that are not UTF-8 become U+FFFD and fail the field's own check.
    const value = Buffer.from(part.bytes).toString('utf8');
    this.fields.set(name, value);
    this.onField?.(name, value);
  }

  result(): MultipartForm {
    return { fields: Object.fromEntries(this.fields), file: this.file };
  }
}

/**
 * A part's name, file name and claimed type. The library decodes the header block as strict UTF-8
 * when it is first read (a TypeError otherwise); every part must be form-data with a name.
 */
function describe(part: MultipartPart): { name: string; fileName: string | undefined; contentType: string | undefined } {
  let disposition: string | undefined;
  try {
    disposition = part.headers['content-disposition'];
  } catch (error) {
    throw new MultipartError('malformed', 'Malformed form part header', { cause: error });
  }
  const name = part.name;
  if (!disposition || !/^\s*form-data\s*(;|$)/i.test(disposition) || !name) {
    throw new MultipartError('malformed', 'Every form part needs a Content-Disposition with a name');
  }
  return { name, fileName: part.filename, contentType: part.headers['content-type'] };
}
