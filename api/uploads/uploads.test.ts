import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { hc } from 'hono/client';
import { type Kysely, sql, type Transaction } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppType } from '../app-type';
import { CONSENT_VERSION } from '../contract/generation';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { createLogger } from '../log/logger';
import { createStorage, type Storage } from '../storage/storage';
import { createTestApp, type Member, randomIp, type TestApp } from '../test/app';
import { MultipartError, type MultipartLimits, readMultipart } from './multipart';
import { createUpload, deleteExpiredUploads, readUpload, type UploadRequest } from './service';

const MB = 1024 * 1024;

let t: TestApp;
/** The same app on the same database with a 100 MB body limit, so only the upload's own streaming check stands. */
let wide: TestApp;
let storage: Storage;
let alice: Member;
let bob: Member;

const newClientId = () => randomBytes(18).toString('base64url');
const hashOf = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

interface FilePart {
  bytes: Uint8Array;
  name: string;
  type: string;
}

interface UploadOptions {
  file?: FilePart;
  tool?: string;
  consent?: string;
  token?: string;
  clientId?: string;
  app?: TestApp;
}

async function upload({ file, tool = 'free-remix', consent = 'true', token, clientId, app = t }: UploadOptions) {
  const form = new FormData();
  if (tool) form.append('tool', tool);
  if (consent) form.append('consent', consent);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (clientId) headers['x-client-id'] = clientId;
  const res = await fetch(`${app.url}/api/v1/uploads`, { method: 'POST', body: form, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  const body: any = await res.json();
  return { status: res.status, body };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** A phone photo: EXIF with the camera, the owner and GPS, an ICC profile, and turned by its orientation tag. */
async function photoWithExif(): Promise<Buffer> {
  return solid(120, 80)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Artist: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .toBuffer();
}

const counts = async () => ({
  uploads: Number(
    (
      await t.db.owner
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  consents: Number(
    (
      await t.db.owner
        .selectFrom('consent_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  objects: (await storage.list('images')).length,
});

async function expectNothingStored(work: () => Promise<void>) {
  const before = await counts();
  await work();
  expect(await counts()).toEqual(before);
}

/** Reads as a request would: the role and claims of a member or of an anonymous browser, under RLS. */
function asRequest<T>(who: { member: Member } | { clientId: string }, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const [role, claims] =
    'member' in who ? ['member', { sub: who.member.id, role: 'member' }] : ['anon', { role: 'anon', client: hashOf(who.clientId) }];
  return t.db.api.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute(trx);
    return work(trx);
  });
}

interface StreamResult {
  status: number;
  body: { error?: { code: string; message: string } };
  /** Bytes the client had handed to the socket when the answer arrived. */
  sentBeforeAnswer: number;
  total: number;
}

/**
 * Sends a form whose file part is `fileBytes` long, written with backpressure, and stops writing as
 * soon as the answer arrives: how much had been sent by then shows how much the server read.
 */
function streamUpload(
  app: TestApp,
  {
    fileBytes,
    chunked,
    tool = 'free-remix',
    clientId = newClientId(),
  }: { fileBytes: number; chunked: boolean; tool?: string; clientId?: string },
) {
  const boundary = `----studio18${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="tool"\r\n\r\n${tool}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  return new Promise<StreamResult>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${app.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': randomIp(),
        'x-client-id': clientId,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentBeforeAnswer, total });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (bytes: Buffer) =>
      new Promise<void>((done) => {
        sent += bytes.length;
        if (req.write(bytes)) done();
        else req.once('drain', () => done());
      });
    void (async () => {
      await write(head);
      for (let left = fileBytes; left > 0 && !answered && !req.destroyed; left -= chunk.length) {
        await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
      }
      if (!answered && !req.destroyed) {
        await write(tail);
        req.end();
      }
    })().catch(() => undefined);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  wide = await createTestApp({ UPLOAD_BODY_LIMIT_BYTES: String(100 * MB) }, { shareDatabaseOf: t });
  storage = createStorage(t.config.storage, 'storage-test-secret');
  [alice, bob] = await Promise.all([t.member(), t.member()]);
});

afterAll(async () => {
  await wide?.close();
  await t?.close();
});

describe('accepted images', () => {
  const formats = [
    { name: 'png', make: () => solid(64, 48).png().toBuffer(), type: 'image/png', stored: 'png' },
    { name: 'jpeg', make: () => solid(64, 48).jpeg().toBuffer(), type: 'image/jpeg', stored: 'jpeg' },
    { name: 'webp', make: () => solid(64, 48).webp().toBuffer(), type: 'image/webp', stored: 'webp' },
    { name: 'gif', make: () => solid(64, 48).gif().toBuffer(), type: 'image/gif', stored: 'png' },
  ] as const;

  it.each(formats)('a member uploads a $name: stored re-encoded under the member id, readable through its signed URL', async (format) => {
    const original = await format.make();
    const res = await upload({
      file: { bytes: original, name: `photo.${format.name}`, type: format.type },
      tool: 'image-to-video',
      token: alice.accessToken,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: `image/${format.stored}`, width: 64, height: 48, consentRecorded: true });

    const row = await t.db.owner.selectFrom('uploads').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: alice.id, client_hash: null, expires_at: null, tool: 'image-to-video', sha256: hashOf(original) });
    expect(row.object_key).toMatch(
      new RegExp(`^${alice.id}/\\d{4}/\\d{2}/\\d{13}-[0-9a-f]{16}\\.${format.stored === 'jpeg' ? 'jpg' : format.stored}$`),
    );

    const file = await fetch(t.url + res.body.url);
    expect(file.status).toBe(200);
    const stored = Buffer.from(await file.arrayBuffer());
    expect(stored.length).toBe(res.body.size);
    expect(row.size_bytes).toBe(res.body.size);
    expect((await sharp(stored).metadata()).format).toBe(format.stored);
  });

  it.each(formats)('an anonymous browser uploads a $name for the free remix: owned by its client hash, expiring', async (format) => {
    const clientId = newClientId();
    const res = await upload({ file: { bytes: await format.make(), name: `photo.${format.name}`, type: format.type }, clientId });
    expect(res.status).toBe(201);
    const row = await t.db.owner.selectFrom('uploads').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, client_hash: hashOf(clientId), tool: 'free-remix' });
    expect(row.object_key.startsWith(`anon/${hashOf(clientId).slice(0, 16)}/`)).toBe(true);
    const ttl = (row.expires_at!.getTime() - row.created_at.getTime()) / 3600_000;
    expect(ttl).toBeCloseTo(t.config.generation.anonTtlHours, 1);
    expect((await fetch(t.url + res.body.url)).status).toBe(200);
  });

  it('removes EXIF, GPS and the ICC profile, and turns the picture by its orientation', async () => {
    const photo = await photoWithExif();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Jane Doe');
    expect(before.icc).toBeDefined();

    const res = await upload({ file: { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }, token: alice.accessToken });
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await fetch(t.url + res.body.url)).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([80, 120]);
    expect([res.body.width, res.body.height]).toEqual([80, 120]);
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('takes the form the typed client (hc<AppType>) sends', async () => {
    const api = hc<AppType>(`${t.url}/api/v1`, { headers: { 'x-client-id': newClientId(), 'x-forwarded-for': randomIp() } });
    const file = new File([new Uint8Array(await solid(10, 10).png().toBuffer())], 'a.png', { type: 'image/png' });
    const res = await api.uploads.$post({ form: { file, tool: 'free-remix', consent: 'true' } });
    expect(res.status).toBe(201);
    if (res.status === 201) expect((await res.json()).consentRecorded).toBe(true);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const png = await solid(32, 32).png().toBuffer();
    const exact = Buffer.concat([png, Buffer.alloc(10 * MB - png.length)]);
    const res = await upload({ file: { bytes: exact, name: 'exact.png', type: 'image/png' }, clientId: newClientId() });
    expect(res.status).toBe(201);
  });

  it('30 concurrent uploads by one member all succeed with distinct keys', async () => {
    const image = await noise(40, 30).png().toBuffer();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => upload({ file: { bytes: image, name: 'same.png', type: 'image/png' }, token: bob.accessToken })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(30).fill(201));
    const ids = results.map((res) => res.body.id as string);
    const rows = await t.db.owner.selectFrom('uploads').select(['object_key', 'user_id']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.object_key)).size).toBe(30);
    expect(rows.every((row) => row.user_id === bob.id)).toBe(true);
  });
});

describe('refused files', () => {
  it('refuses a renamed .exe by its bytes with "Please select a valid image file", storing nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), randomBytes(4096)]);
    await expectNothingStored(async () => {
      const res = await upload({ file: { bytes: exe, name: 'photo.png', type: 'image/png' }, token: alice.accessToken });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please select a valid image file');
    });
  });

  it.each([
    ['a truncated JPEG', async () => (await noise(400, 300).jpeg().toBuffer()).subarray(0, 20_000), 'image/jpeg'],
    [
      'a truncated PNG',
      async () => {
        const png = await noise(400, 300).png().toBuffer();
        return png.subarray(0, Math.floor(png.length * 0.6));
      },
      'image/png',
    ],
    [
      'an image of 48 megapixels',
      () =>
        sharp({ create: { width: 8000, height: 6000, channels: 3, background: 'white' } })
          .png()
          .toBuffer(),
      'image/png',
    ],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'],
    ['an empty file', async () => Buffer.alloc(0), 'image/png'],
  ] as const)('refuses %s with "Please select a valid image file"', async (_name, make, type) => {
    const bytes = await make();
    await expectNothingStored(async () => {
      const res = await upload({ file: { bytes, name: 'image', type }, clientId: newClientId() });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please select a valid image file');
    });
  });

  it('refuses a form without a file with "Please select a valid image file"', async () => {
    const res = await upload({ clientId: newClientId() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please select a valid image file');
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.call('POST', '/api/v1/uploads', { body: { tool: 'free-remix' }, headers: { 'x-client-id': newClientId() } });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Send the image as multipart/form-data');
  });
});

describe('size', () => {
  it('refuses 10 MB + 1 byte with "Image size must be less than 10MB", storing nothing', async () => {
    const png = await solid(32, 32).png().toBuffer();
    const over = Buffer.concat([png, Buffer.alloc(10 * MB + 1 - png.length)]);
    await expectNothingStored(async () => {
      const res = await upload({ file: { bytes: over, name: 'big.png', type: 'image/png' }, clientId: newClientId() });
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe('Image size must be less than 10MB');
    });
  });

  it('refuses 11 MB with "Image size must be less than 10MB"', async () => {
    const res = await upload({ file: { bytes: Buffer.alloc(11 * MB, 1), name: 'big.png', type: 'image/png' }, clientId: newClientId() });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Image size must be less than 10MB');
  });

  it('stops reading a 64 MB file past 10 MB and answers while the client is still sending', async () => {
    await expectNothingStored(async () => {
      const res = await streamUpload(wide, { fileBytes: 64 * MB, chunked: false });
      expect(res.status).toBe(413);
      expect(res.body.error?.message).toBe('Image size must be less than 10MB');
      expect(res.sentBeforeAnswer).toBeLessThan(32 * MB);
    });
  });

  // A chunked body has no length to check up front: the API's body limit (UPLOAD_BODY_LIMIT_BYTES,
  // 11 MB) reads it and stops at the limit, before the upload route starts.
  it('refuses a chunked body without Content-Length while it is still being sent', async () => {
    await expectNothingStored(async () => {
      const res = await streamUpload(t, { fileBytes: 64 * MB, chunked: true });
      expect(res.status).toBe(413);
      expect(res.body.error?.message).toBe('Image size must be less than 10MB');
      expect(res.sentBeforeAnswer).toBeLessThan(32 * MB);
    });
  });
});

describe('who may upload', () => {
  it('refuses an anonymous upload for a member tool with "Please sign in to upload images"', async () => {
    await expectNothingStored(async () => {
      const res = await upload({
        file: { bytes: await solid(8, 8).png().toBuffer(), name: 'a.png', type: 'image/png' },
        tool: 'image-to-video',
        clientId: newClientId(),
      });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Please sign in to upload images');
    });
  });

  it('refuses an anonymous upload for a member tool before reading the image', async () => {
    const res = await streamUpload(wide, { fileBytes: 64 * MB, chunked: false, tool: 'image-to-video' });
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Please sign in to upload images');
    expect(res.sentBeforeAnswer).toBeLessThan(10 * MB);
  });

  it('refuses an anonymous upload without X-Client-Id with 400', async () => {
    await expectNothingStored(async () => {
      const res = await upload({ file: { bytes: await solid(8, 8).png().toBuffer(), name: 'a.png', type: 'image/png' } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Missing X-Client-Id header');
    });
  });

  it.each([
    ['an unknown tool', 'face-swap', 'Unknown tool: use one of free-remix, image-to-image, image-to-video, upscale, remove-background'],
    ['a tool without an input image', 'free-flux', 'This tool does not take an image'],
    ['no tool', '', 'Choose the tool the image is for'],
  ])('refuses %s with 400', async (_name, tool, message) => {
    const res = await upload({
      file: { bytes: await solid(8, 8).png().toBuffer(), name: 'a.png', type: 'image/png' },
      tool,
      token: alice.accessToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('consent', () => {
  it('refuses a free remix upload without consent with "You must confirm that you have consent to use this image"', async () => {
    for (const consent of ['', 'false']) {
      await expectNothingStored(async () => {
        const res = await upload({
          file: { bytes: await solid(8, 8).png().toBuffer(), name: 'a.png', type: 'image/png' },
          consent,
          clientId: newClientId(),
        });
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('You must confirm that you have consent to use this image');
      });
    }
  });

  it('records the consent with the SHA-256 of the original file, the tool and the text version', async () => {
    const clientId = newClientId();
    const photo = await photoWithExif();
    const anonymous = await upload({ file: { bytes: photo, name: 'me.jpg', type: 'image/jpeg' }, clientId });
    const member = await upload({
      file: { bytes: photo, name: 'me.jpg', type: 'image/jpeg' },
      tool: 'image-to-image',
      token: alice.accessToken,
    });
    expect([anonymous.status, member.status]).toEqual([201, 201]);
    const records = await t.db.owner
      .selectFrom('consent_records')
      .selectAll()
      .where('upload_id', 'in', [anonymous.body.id, member.body.id])
      .execute();
    expect(records.find((record) => record.upload_id === anonymous.body.id)).toMatchObject({
      sha256: hashOf(photo),
      user_id: null,
      client_hash: hashOf(clientId),
      tool: 'free-remix',
      consent_version: CONSENT_VERSION,
    });
    expect(records.find((record) => record.upload_id === member.body.id)).toMatchObject({
      sha256: hashOf(photo),
      user_id: alice.id,
      client_hash: null,
      tool: 'image-to-image',
      consent_version: CONSENT_VERSION,
    });
  });
});

describe('who sees an upload', () => {
  it("another member or another browser sees none of a member's or a browser's uploads", async () => {
    const clientId = newClientId();
    const image = { bytes: await solid(16, 16).png().toBuffer(), name: 'a.png', type: 'image/png' };
    const ofAlice = await upload({ file: image, token: alice.accessToken });
    const ofBrowser = await upload({ file: image, clientId });
    expect([ofAlice.status, ofBrowser.status]).toEqual([201, 201]);
    const ids = [ofAlice.body.id as string, ofBrowser.body.id as string];

    const seenBy = (who: Parameters<typeof asRequest>[0]) =>
      asRequest(who, async (trx) => ({
        uploads: (await trx.selectFrom('uploads').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
        consents: (await trx.selectFrom('consent_records').select('upload_id').where('upload_id', 'in', ids).execute()).map(
          (row) => row.upload_id,
        ),
      }));
    expect(await seenBy({ member: alice })).toEqual({ uploads: [ofAlice.body.id], consents: [ofAlice.body.id] });
    expect(await seenBy({ clientId })).toEqual({ uploads: [ofBrowser.body.id], consents: [ofBrowser.body.id] });
    expect(await seenBy({ member: bob })).toEqual({ uploads: [], consents: [] });
    expect(await seenBy({ clientId: newClientId() })).toEqual({ uploads: [], consents: [] });
  });
});

describe('failures of ours', () => {
  async function requestWith(db: UploadRequest['db']): Promise<UploadRequest> {
    const form = new FormData();
    form.append('tool', 'free-remix');
    form.append('consent', 'true');
    form.append('file', new Blob([new Uint8Array(await solid(8, 8).png().toBuffer())], { type: 'image/png' }), 'a.png');
    const request = new Request('http://studio18.test/api/v1/uploads', { method: 'POST', body: form });
    return {
      body: request.body,
      contentType: request.headers.get('content-type') ?? undefined,
      claims: null,
      clientHash: hashOf(newClientId()),
      db,
      logger: createLogger('silent'),
    };
  }

  it('removes the stored image again when recording it fails', async () => {
    const refusing = async () =>
      // Only insertInto is reached; the stand-in fails like a database that refuses the row.
      ({
        insertInto: () => {
          throw Object.assign(new Error('new row violates row-level security policy'), { code: '42501' });
        },
      }) as unknown as Kysely<Database>;
    const before = (await storage.list('images')).length;
    await expect(createUpload({ storage, config: t.config }, await requestWith(refusing))).rejects.toMatchObject({ code: '42501' });
    expect((await storage.list('images')).length).toBe(before);
  });

  it('answers a storage failure as ours (a 500), not as a fault of the image', async () => {
    const broken: Storage = { ...storage, put: () => Promise.reject(new Error('disk full')) };
    const failure = await createUpload(
      { storage: broken, config: t.config },
      await requestWith(async () => {
        throw new Error('the database is not reached when storing fails');
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe('Storing an upload failed');
  });
});

describe('readUpload', () => {
  it('loads the re-encoded bytes for the worker, and answers null for what the caller may not see', async () => {
    const res = await upload({
      file: { bytes: await solid(20, 10).webp().toBuffer(), name: 'a.webp', type: 'image/webp' },
      token: alice.accessToken,
    });
    expect(res.status).toBe(201);
    const loaded = await readUpload(storage, t.db.owner, res.body.id);
    expect(loaded).toMatchObject({
      id: res.body.id,
      contentType: 'image/webp',
      width: 20,
      height: 10,
      fileName: 'input.webp',
      userId: alice.id,
      tool: 'free-remix',
    });
    expect(Buffer.from(loaded!.bytes)).toEqual(Buffer.from(await (await fetch(t.url + res.body.url)).arrayBuffer()));

    expect(await asRequest({ member: bob }, (trx) => readUpload(storage, trx, res.body.id))).toBeNull();
    expect(await readUpload(storage, t.db.owner, 'not-a-uuid')).toBeNull();
    expect(await readUpload(storage, t.db.owner, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('deleteExpiredUploads', () => {
  it('deletes the file and row of anonymous uploads whose time is up, keeping one a queued job still needs until that job ends', async () => {
    const client = newClientId();
    const make = async () => {
      const res = await upload({
        file: { bytes: await solid(12, 12).png().toBuffer(), name: 'a.png', type: 'image/png' },
        clientId: client,
      });
      expect(res.status).toBe(201);
      return await t.db.owner
        .selectFrom('uploads')
        .select(['id', 'object_key', 'client_hash'])
        .where('id', '=', res.body.id)
        .executeTakeFirstOrThrow();
    };
    const [expired, needed, current] = [await make(), await make(), await make()];
    await sql`update public.uploads set expires_at = now() - interval '1 second' where id in (${expired.id}, ${needed.id})`.execute(
      t.db.owner,
    );
    const job = await t.db.owner
      .insertInto('generations')
      .values({
        client_hash: needed.client_hash,
        tool: 'free-remix',
        status: 'queued',
        params: JSON.stringify({}),
        prompt: 'Keep my upload',
        upload_id: needed.id,
        provider: 'demo',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exists = async (upload: { id: string; object_key: string }) => ({
      row: !!(await t.db.owner.selectFrom('uploads').select('id').where('id', '=', upload.id).executeTakeFirst()),
      file: (await storage.head('images', upload.object_key)) !== null,
    });

    expect(await deleteExpiredUploads(storage, t.db.owner)).toBe(1);
    expect(await exists(expired)).toEqual({ row: false, file: false });
    expect(await exists(needed)).toEqual({ row: true, file: true });
    expect(await exists(current)).toEqual({ row: true, file: true });

    await t.db.owner.updateTable('generations').set({ status: 'succeeded' }).where('id', '=', job.id).execute();
    expect(await deleteExpiredUploads(storage, t.db.owner)).toBe(1);
    expect(await exists(needed)).toEqual({ row: false, file: false });
    expect(await exists(current)).toEqual({ row: true, file: true });
  });
});

describe('readMultipart', () => {
  const BOUNDARY = 'b0undary';
  const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
  const LIMITS: MultipartLimits = { fileBytes: 64, fieldBytes: 16, parts: 4, headerBytes: 256 };
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (content: Buffer | string, name = 'file') =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a \\"b\\".png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const END = `--${BOUNDARY}--\r\n`;
  const body = (...parts: Array<string | Buffer>) => Buffer.concat(parts.map((part) => Buffer.from(part)));

  /** A stream that hands out `bytes` in chunks of `size`, counting how many were pulled and whether it was canceled. */
  function streamOf(bytes: Buffer, size: number) {
    const seen = { pulled: 0, canceled: false };
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
        at += size;
        seen.pulled += 1;
      },
      cancel() {
        seen.canceled = true;
      },
    });
    return { stream, seen };
  }
  const problemOf = (work: Promise<unknown>) =>
    work.then(
      () => 'none',
      (error: unknown) => (error instanceof MultipartError ? error.problem : String(error)),
    );

  it('reads the same form whatever the chunk sizes, with boundary look-alikes inside the file', async () => {
    const content = Buffer.from(`\r\n--b0undar\r\n--${BOUNDARY.slice(0, 4)}\r\n-`);
    const form = body('preamble to ignore\r\n', field('tool', 'free-remix'), filePart(content), field('consent', 'true'), END, 'epilogue');
    for (const size of [1, 2, 7, 13, form.length]) {
      const parsed = await readMultipart(streamOf(form, size).stream, TYPE, LIMITS);
      expect(parsed.fields).toEqual({ tool: 'free-remix', consent: 'true' });
      expect(parsed.file).toMatchObject({ field: 'file', fileName: 'a "b".png', contentType: 'image/png' });
      expect(Buffer.from(parsed.file!.bytes)).toEqual(content);
    }
  });

  it('accepts a file of exactly the limit and stops reading one byte past it', async () => {
    const exact = await readMultipart(streamOf(body(filePart(Buffer.alloc(64, 7)), END), 5).stream, TYPE, LIMITS);
    expect(exact.file?.bytes.length).toBe(64);

    const { stream, seen } = streamOf(body(filePart(Buffer.alloc(10_000, 7)), END), 16);
    expect(await problemOf(readMultipart(stream, TYPE, LIMITS))).toBe('file_too_large');
    expect(seen.canceled).toBe(true);
    expect(seen.pulled).toBeLessThan(20);
  });

  it('stops reading a text field that grows past the file limit, instead of reading it whole', async () => {
    const { stream, seen } = streamOf(body(field('tool', 'x'.repeat(10_000)), END), 16);
    expect(await problemOf(readMultipart(stream, TYPE, LIMITS))).toBe('file_too_large');
    expect(seen.canceled).toBe(true);
    expect(seen.pulled).toBeLessThan(20);
  });

  it('stops reading when the field listener refuses', async () => {
    const { stream, seen } = streamOf(body(field('tool', 'nope'), filePart(Buffer.alloc(60)), END), 8);
    const refused = readMultipart(stream, TYPE, LIMITS, (name) => {
      if (name === 'tool') throw new Error('refused tool');
    });
    await expect(refused).rejects.toThrow('refused tool');
    expect(seen.canceled).toBe(true);
  });

  it.each([
    ['a body without the closing boundary', body(field('tool', 'x')), 'malformed'],
    ['a body without any boundary', body('x'.repeat(1000)), 'malformed'],
    ['two files', body(filePart('a'), filePart('b', 'other'), END), 'too_many_files'],
    ['a repeated field', body(field('tool', 'a'), field('tool', 'b'), END), 'duplicate_field'],
    ['too many parts', body(field('a', '1'), field('b', '2'), field('c', '3'), field('d', '4'), field('e', '5'), END), 'too_many_parts'],
    ['a field over its limit', body(field('tool', 'x'.repeat(17)), END), 'field_too_large'],
    ['a header block over its limit', body(`--${BOUNDARY}\r\nX-Pad: ${'p'.repeat(300)}\r\n\r\nv\r\n`, END), 'headers_too_large'],
    ['a part without a name', body(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nv\r\n`, END), 'malformed'],
    [
      'a header block that is not UTF-8',
      body(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="tool"\r\nX-Bytes: `, Buffer.from([0xff, 0xfe]), '\r\n\r\nv\r\n', END),
      'malformed',
    ],
    ['a preamble longer than a header block', body('p'.repeat(300), '\r\n', field('tool', 'x'), END), 'malformed'],
  ])('refuses %s', async (_name, form, problem) => {
    expect(await problemOf(readMultipart(streamOf(form, 9).stream, TYPE, LIMITS))).toBe(problem);
  });

  it.each([
    undefined,
    'application/json',
    'multipart/form-data',
    'multipart/mixed; boundary=x',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
  ])('refuses the content type %s as not multipart', async (type) => {
    expect(await problemOf(readMultipart(streamOf(Buffer.from(END), 4).stream, type, LIMITS))).toBe('not_multipart');
  });
});
