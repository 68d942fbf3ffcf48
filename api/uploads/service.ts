import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { z } from 'zod';
import type { Config } from '../config';
import { CONSENT_VERSION, generationMessages, TOOL_IDS, TOOLS, type ToolId, type UploadResponse } from '../contract/generation';
import type { Claims } from '../db/roles';
import type { Database, UploadsTable } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';
import type { Analyser } from '../safety/analyser';
import { sniffImageType } from '../storage/sniff';
import { isBucket, type Storage } from '../storage/storage';
import { MultipartError, type MultipartFile, type MultipartLimits, readMultipart } from './multipart';

/** An uploaded image may have at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger images are refused from their header, before sharp decodes a pixel (decompression bombs). */
export const MAX_UPLOAD_PIXELS = 40_000_000;

const FORM_LIMITS: MultipartLimits = { fileBytes: MAX_UPLOAD_BYTES, fieldBytes: 1024, parts: 8, headerBytes: 8 * 1024 };
const FILE_FIELD = 'file';
const MISSING_CLIENT_ID = 'Missing X-Client-Id header';
const NOT_MULTIPART = 'Send the image as multipart/form-data';

type ImageType = UploadsTable['content_type'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tools whose jobs start from an uploaded image; the others have nothing to upload for. */
const takesImage = (tool: ToolId) => TOOLS[tool].kind !== 'text-to-image' && TOOLS[tool].kind !== 'text-to-video';

const toolSchema = z
  .enum(TOOL_IDS, {
    error: (issue) =>
      issue.input === undefined ? 'Choose the tool the image is for' : `Unknown tool: use one of ${TOOL_IDS.filter(takesImage).join(', ')}`,
  })
  .refine(takesImage, { error: 'This tool does not take an image' });

/**
 * The text fields of the upload form; `file` is the image itself. `consent` is 'true' when the
 * consent checkbox was ticked, 'false' or absent when not. Unknown fields are ignored.
 */
export const uploadFieldsSchema = z.object({
  tool: toolSchema,
  consent: z.enum(['true', 'false'], { error: 'consent must be true or false' }).optional(),
});
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/** What the form carries, for the typed client: the routes declare it (routes.ts). */
export interface UploadForm {
  file: Blob;
  tool: ToolId;
  consent?: 'true' | 'false';
}

export interface UploadDeps {
  storage: Storage;
  config: Config;
  /** The output safety analyser: an upload's youngest face is estimated as it is stored (undefined: SAFETY_CHECK=off). */
  analyser?: Analyser;
}

export interface UploadRequest {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  claims: Claims | null;
  /** SHA-256 of the anonymous browser's X-Client-Id (http/client-id.ts). */
  clientHash: string | null;
  /** The request's transaction under its role; opened only once the image has been accepted. */
  db: () => Promise<Kysely<Database>>;
  logger: Logger;
}

/** Who an upload belongs to: a member, or an anonymous browser by its client hash. */
type Owner = { userId: string; clientHash: null } | { userId: null; clientHash: string };

function parseFields(fields: Record<string, string>): UploadFields {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new ApiError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

/** Tools for members need a session; free tools take anonymous uploads from a browser with an X-Client-Id. */
function ownerFor(tool: ToolId, claims: Claims | null, clientHash: string | null): Owner {
  if (claims) return { userId: claims.sub, clientHash: null };
  if (TOOLS[tool].requiresSignIn) throw new ApiError('unauthorized', generationMessages.uploadSignIn);
  if (!clientHash) throw new ApiError('bad_request', MISSING_CLIENT_ID);
  return { userId: null, clientHash };
}

/**
 * Reads the form as it streams. The tool field, when it comes before the file, is checked at once,
 * so a caller who may not upload for it is refused before the image is read.
 */
async function readForm(request: UploadRequest): Promise<{ fields: UploadFields; owner: Owner; file: MultipartFile | null }> {
  try {
    const form = await readMultipart(request.body, request.contentType, FORM_LIMITS, (name, value) => {
      if (name === 'tool') ownerFor(parseFields({ tool: value }).tool, request.claims, request.clientHash);
    });
    const fields = parseFields(form.fields);
    const file = form.file && form.file.field === FILE_FIELD ? form.file : null;
    if (form.file && !file) throw new ApiError('bad_request', `Send the image in the field "${FILE_FIELD}"`);
    return { fields, owner: ownerFor(fields.tool, request.claims, request.clientHash), file };
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    // A body that stopped arriving in time is answered as such (408), not as a malformed form.
    if (error.cause instanceof ApiError) throw error.cause;
    if (error.problem === 'file_too_large') throw new ApiError('payload_too_large', generationMessages.imageTooLarge);
    if (error.problem === 'not_multipart') throw new ApiError('unsupported_media_type', NOT_MULTIPART);
    throw new ApiError('bad_request', error.message);
  }
}

export interface Reencoded {
  bytes: Buffer;
  contentType: ImageType;
  extension: string;
  width: number;
  height: number;
}

/**
 * Decodes the image and encodes it again, which leaves behind everything but the pixels: EXIF (GPS,
 * camera, owner), XMP, IPTC, comments and the ICC profile (converted to sRGB). The EXIF orientation is
 * applied first so the picture stands as it was shot. JPEG, PNG and WebP keep their format; a GIF
 * becomes a PNG of its first frame, since every tool takes a still image and PNG keeps it lossless
 * (GIF would reduce it to 256 colours again). Animated WebP likewise keeps its first frame. A file
 * that does not decode is refused with `invalidMessage` (400). Gallery Admin stores its images this way too.
 */
export async function reencode(
  original: Uint8Array,
  type: ImageType,
  logger: Logger,
  invalidMessage: string = generationMessages.invalidImage,
): Promise<Reencoded> {
  const image = sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', pages: 1 }).rotate();
  const output =
    type === 'image/jpeg'
      ? { pipeline: image.jpeg({ quality: 90 }), contentType: 'image/jpeg' as const, extension: 'jpg' }
      : type === 'image/webp'
        ? { pipeline: image.webp({ quality: 90 }), contentType: 'image/webp' as const, extension: 'webp' }
        : { pipeline: image.png(), contentType: 'image/png' as const, extension: 'png' };
  try {
    const { data, info } = await output.pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: output.contentType, extension: output.extension, width: info.width, height: info.height };
  } catch (error) {
    // sharp reports decoding and encoding through one error, and a lazy pipeline words a decoding
    // failure as the encoder's ("vips2png: unable to write"). The encoders only see pixels we decoded,
    // so what fails here is the user's file, except running out of memory, which is ours.
    const message = error instanceof Error ? error.message : String(error);
    if (/out of memory|cannot allocate|vips_malloc|ENOMEM/i.test(message))
      throw new Error('Re-encoding an upload failed', { cause: error });
    logger.info('upload refused: image could not be decoded', { type, reason: message.split('\n')[0] });
    throw new ApiError('bad_request', invalidMessage);
  }
}

/**
 * The youngest face the safety analyser estimates on the re-encoded image (null: no face), before any
 * database connection is taken: a submit with a sexual prompt then compares numbers only
 * (api/safety/uploads.ts). A failure of the models is logged and the upload is kept unchecked.
 */
async function youngestFace(analyser: Analyser, bytes: Uint8Array, logger: Logger): Promise<{ checked: boolean; youngest: number | null }> {
  try {
    const { faces } = await analyser.analyse(bytes);
    return { checked: true, youngest: faces.length ? Math.min(...faces.map((face) => face.age)) : null };
  } catch (error) {
    logger.warn('upload face check failed', { error: error instanceof Error ? error.message : String(error) });
    return { checked: false, youngest: null };
  }
}

/** `<owner>/<yyyy>/<mm>/<timestamp>-<random>.<ext>` (user id, timestamp and extension). */
function objectKey(owner: Owner, extension: string, now: Date): string {
  const folder = owner.userId ?? `anon/${owner.clientHash.slice(0, 16)}`;
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${year}/${month}/${now.getTime()}-${randomBytes(8).toString('hex')}.${extension}`;
}

/**
 * POST /uploads: checks who uploads for which tool, reads the image while it streams (refusing it
 * past 10 MB), accepts it only when its bytes are a JPEG, PNG, WebP or GIF that decodes, checks the
 * consent the tool needs, stores it re-encoded in the private `images` bucket and records it (and the
 * consent) in the request's transaction. Refusals store nothing. The upload row's sha256, like the
 * consent record's, is that of the file as the user sent it, so both name the same file.
 */
export async function createUpload(deps: UploadDeps, request: UploadRequest): Promise<UploadResponse> {
  const { storage, config } = deps;
  const { fields, owner, file } = await readForm(request);
  if (!file || file.bytes.length === 0) throw new ApiError('bad_request', generationMessages.invalidImage);
  const type = sniffImageType(file.bytes);
  if (!type) throw new ApiError('bad_request', generationMessages.invalidImage);
  const consent = fields.consent === 'true';
  if (TOOLS[fields.tool].requiresConsent && !consent) throw new ApiError('bad_request', generationMessages.consentRequired);

  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const image = await reencode(file.bytes, type, request.logger);
  const faces = deps.analyser ? await youngestFace(deps.analyser, image.bytes, request.logger) : { checked: false, youngest: null };
  const now = new Date();
  const key = objectKey(owner, image.extension, now);
  try {
    await storage.put('images', key, image.bytes, { contentType: image.contentType });
  } catch (error) {
    throw new Error('Storing an upload failed', { cause: error });
  }

  const id = randomUUID();
  try {
    const trx = await request.db();
    // The id is made here, not returned by the insert: RETURNING would also need the SELECT policy.
    await trx
      .insertInto('uploads')
      .values({
        id,
        user_id: owner.userId,
        client_hash: owner.clientHash,
        object_key: key,
        sha256,
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        size_bytes: image.bytes.length,
        tool: fields.tool,
        youngest_face_age: faces.youngest,
        faces_checked: faces.checked,
        expires_at: owner.userId ? null : new Date(now.getTime() + config.generation.anonTtlHours * 3600_000),
      })
      .execute();
    if (consent) {
      await trx
        .insertInto('consent_records')
        .values({
          upload_id: id,
          sha256,
          user_id: owner.userId,
          client_hash: owner.clientHash,
          tool: fields.tool,
          consent_version: CONSENT_VERSION,
        })
        .execute();
    }
  } catch (error) {
    // Without its row the object would be an orphan nobody can reach or delete.
    await storage
      .delete('images', key)
      .catch((cleanup: unknown) => request.logger.warn('removing an unrecorded upload failed', { key, error: cleanup }));
    throw error;
  }

  return {
    id,
    url: storage.signedUrl('images', key),
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    size: image.bytes.length,
    consentRecorded: consent,
  };
}

/** A member's output copied as an upload: stored, its row not yet written (recordCopiedOutput). */
export interface CopiedOutput {
  id: string;
  key: string;
  sha256: string;
  image: Reencoded;
}

/**
 * One of a member's own outputs (its gallery item id) as the input of another tool. The file is read
 * from storage and goes through the same checks as an upload (sniffed type, decoded within the pixel
 * cap and re-encoded), then is stored as an upload of theirs; recordCopiedOutput writes its row in the
 * submit's transaction. Another member's item, a video or a missing file is answered `outputMissing`
 * (400). No database connection is held while the file is read and re-encoded.
 */
export async function copyOutputAsUpload(
  storage: Storage,
  logger: Logger,
  userId: string,
  item: { bucket: string; objectKey: string; type: 'image' | 'video' } | null,
): Promise<CopiedOutput> {
  const missing = () => new ApiError('bad_request', generationMessages.outputMissing);
  if (!item || item.type !== 'image' || !isBucket(item.bucket)) throw missing();
  const object = await storage.get(item.bucket, item.objectKey);
  if (!object) throw missing();
  // Stored by the runner within OUTPUT_MAX_IMAGE_BYTES: not held to an upload's 10 MB, since an
  // upscaled or cut-out PNG may be larger; the tool's own size limit is checked at submit.
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw missing();
  const image = await reencode(bytes, type, logger);
  const key = objectKey({ userId, clientHash: null }, image.extension, new Date());
  await storage.put('images', key, image.bytes, { contentType: image.contentType });
  return { id: randomUUID(), key, sha256: createHash('sha256').update(bytes).digest('hex'), image };
}

/** The row of a copied output, written by the submit's transaction under the member's role. */
export async function recordCopiedOutput(trx: Kysely<Database>, userId: string, tool: ToolId, copy: CopiedOutput): Promise<void> {
  await trx
    .insertInto('uploads')
    .values({
      id: copy.id,
      user_id: userId,
      client_hash: null,
      object_key: copy.key,
      sha256: copy.sha256,
      content_type: copy.image.contentType,
      width: copy.image.width,
      height: copy.image.height,
      size_bytes: copy.image.bytes.length,
      tool,
      // Our own output passed the output safety check when it was made.
      youngest_face_age: null,
      faces_checked: false,
      expires_at: null,
    })
    .execute();
}

/** An upload with its re-encoded bytes: what a generation provider is given as its input image. */
export interface StoredUpload {
  bytes: Uint8Array;
  contentType: ImageType;
  width: number;
  height: number;
  /** A file name for providers that want one ('input.png'). */
  fileName: string;
  id: string;
  tool: string;
  userId: string | null;
  clientHash: string | null;
  /** SHA-256 of the file as it was uploaded (before re-encoding). */
  sha256: string;
  expiresAt: Date | null;
}

/**
 * Loads an upload's row and its re-encoded bytes, or null when the id, the row or the object does not
 * exist. `db` decides what is visible: the owner (the worker) sees every upload; a request's
 * transaction sees only its caller's, so another member's upload is answered as missing.
 */
export async function readUpload(storage: Storage, db: Kysely<Database>, uploadId: string): Promise<StoredUpload | null> {
  if (!UUID.test(uploadId)) return null;
  const row = await db
    .selectFrom('uploads')
    .select(['id', 'user_id', 'client_hash', 'object_key', 'sha256', 'content_type', 'width', 'height', 'tool', 'expires_at'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (!row) return null;
  const object = await storage.get('images', row.object_key);
  if (!object) return null;
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  const extension = row.content_type === 'image/jpeg' ? 'jpg' : row.content_type.slice('image/'.length);
  return {
    id: row.id,
    tool: row.tool,
    userId: row.user_id,
    clientHash: row.client_hash,
    sha256: row.sha256,
    expiresAt: row.expires_at,
    bytes,
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    fileName: `input.${extension}`,
  };
}

/**
 * Deletes anonymous uploads whose time is up (ANON_OUTPUT_TTL_HOURS), file and row, at most `limit`
 * per call; an upload a queued or running job still needs is kept until that job ends. The file goes
 * first: a row left by a failure is found again at the next call, a file without a row would not be.
 * Answers how many were deleted.
 */
export async function deleteExpiredUploads(storage: Storage, owner: Kysely<Database>, limit = 500): Promise<number> {
  const { rows: expired } = await sql<{ id: string; object_key: string }>`select * from public.expired_uploads(${limit}::integer)`.execute(
    owner,
  );
  for (const upload of expired) {
    await storage.delete('images', upload.object_key);
    await owner.deleteFrom('uploads').where('id', '=', upload.id).execute();
  }
  return expired.length;
}

/** An upload a submit names, as the submit's transaction sees it (only the caller's), and whether consent was given for it. */
export async function uploadForSubmit(
  trx: Kysely<Database>,
  uploadId: string,
): Promise<{ id: string; width: number; height: number; consented: boolean } | null> {
  const row = await trx
    .selectFrom('uploads')
    .select(['id', 'width', 'height'])
    .select(({ exists, selectFrom }) =>
      exists(selectFrom('consent_records').select('id').whereRef('upload_id', '=', 'uploads.id')).as('consented'),
    )
    .where('id', '=', uploadId)
    .executeTakeFirst();
  return row ? { id: row.id, width: row.width, height: row.height, consented: Boolean(row.consented) } : null;
}

/** What the face check found on the caller's upload (a member's by id, a visitor's by client hash), or null for any other id. */
export async function uploadFaces(
  owner: Kysely<Database>,
  request: { uploadId: string; userId: string | null; clientHash: string | null },
): Promise<{ id: string; youngestFaceAge: number | null; facesChecked: boolean } | null> {
  if (!UUID.test(request.uploadId)) return null;
  let query = owner.selectFrom('uploads').select(['id', 'youngest_face_age', 'faces_checked']).where('id', '=', request.uploadId);
  query = request.userId ? query.where('user_id', '=', request.userId) : query.where('client_hash', '=', request.clientHash ?? '');
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, youngestFaceAge: row.youngest_face_age, facesChecked: row.faces_checked } : null;
}
