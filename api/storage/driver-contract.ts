import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageDriver } from './buckets';

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * The behaviour every storage driver must have, run once per driver (local.test.ts, s3.test.ts), so
 * switching S3_ENDPOINT on cannot change what the rest of the server sees.
 */
export function describeStorageDriver(
  name: string,
  setup: () => Promise<{ driver: StorageDriver; unreachable: () => StorageDriver; teardown: () => Promise<void> }>,
) {
  describe(`${name} storage driver`, () => {
    let driver: StorageDriver;
    let unreachable: () => StorageDriver;
    let teardown: () => Promise<void>;

    beforeAll(async () => {
      ({ driver, unreachable, teardown } = await setup());
      await driver.ensureBuckets();
    });
    afterAll(async () => teardown?.());

    it('stores bytes and gives them back with their content type, size and cache control', async () => {
      await driver.put('gallery', 'art/sunset.png', new TextEncoder().encode('png-bytes'), {
        contentType: 'image/png',
        cacheControl: 'public, max-age=60',
      });
      const object = await driver.get('gallery', 'art/sunset.png');
      expect(object).not.toBeNull();
      expect(object?.contentType).toBe('image/png');
      expect(object?.size).toBe(9);
      expect(object?.cacheControl).toBe('public, max-age=60');
      expect(object?.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(await text(object!.body)).toBe('png-bytes');
    });

    it("gives back only the bytes of a range, with the whole object's size", async () => {
      await driver.put('gallery', 'clips/wave.mp4', new TextEncoder().encode('0123456789'), { contentType: 'video/mp4' });
      const part = await driver.get('gallery', 'clips/wave.mp4', { start: 2, end: 5 });
      expect(part?.size).toBe(10);
      expect(part?.contentType).toBe('video/mp4');
      expect(await text(part!.body)).toBe('2345');
      const last = await driver.get('gallery', 'clips/wave.mp4', { start: 9, end: 9 });
      expect(await text(last!.body)).toBe('9');
    });

    it('answers head with the same facts and no body', async () => {
      await driver.put('images', 'u1/photo.jpg', new Uint8Array([1, 2, 3]), { contentType: 'image/jpeg' });
      expect(await driver.head('images', 'u1/photo.jpg')).toMatchObject({ size: 3, contentType: 'image/jpeg' });
    });

    it('answers null for a missing object, in head and get', async () => {
      expect(await driver.get('gallery', 'missing/none.png')).toBeNull();
      expect(await driver.head('gallery', 'missing/none.png')).toBeNull();
    });

    it('overwrites an object in place', async () => {
      await driver.put('generations', 'o/1.txt', new TextEncoder().encode('first'), { contentType: 'text/plain' });
      await driver.put('generations', 'o/1.txt', new TextEncoder().encode('second'), { contentType: 'text/plain' });
      expect(await text((await driver.get('generations', 'o/1.txt'))!.body)).toBe('second');
    });

    it('deletes an object, and deleting a missing one is not an error', async () => {
      await driver.put('images', 'u1/gone.png', new Uint8Array([9]), { contentType: 'image/png' });
      await driver.delete('images', 'u1/gone.png');
      expect(await driver.get('images', 'u1/gone.png')).toBeNull();
      await expect(driver.delete('images', 'u1/never-was.png')).resolves.toBeUndefined();
    });

    it('deletes many keys at once, missing ones and repeats included, and nothing else', async () => {
      const keys = Array.from({ length: 12 }, (_, i) => `many/${i}.png`);
      for (const key of [...keys, 'many-kept/0.png'])
        await driver.put('images', key, new Uint8Array([key.length]), { contentType: 'image/png' });
      await driver.deleteMany('images', [...keys, keys[0]!, 'many/never-was.png']);
      expect((await driver.list('images', 'many')).map((item) => item.key)).toEqual(['many-kept/0.png']);
      await expect(driver.deleteMany('images', [])).resolves.toBeUndefined();
    });

    it('deletes every object under a prefix, at any depth, and answers how many; a longer name beside it stays', async () => {
      for (const key of ['owner1/2026/01/a.png', 'owner1/2026/01/a.thumb.webp', 'owner1/b.png', 'owner10/c.png', 'owner1.png']) {
        await driver.put('generations', key, new Uint8Array([1]), { contentType: 'image/png' });
      }
      expect(await driver.deletePrefix('generations', 'owner1/')).toBe(3);
      expect((await driver.list('generations', 'owner1')).map((item) => item.key)).toEqual(['owner1.png', 'owner10/c.png']);
      expect(await driver.get('generations', 'owner1/b.png')).toBeNull();
      expect(await driver.deletePrefix('generations', 'owner1/')).toBe(0);
      await expect(driver.deletePrefix('generations', 'owner10')).rejects.toThrow('A prefix to delete must end with /');
    });

    it('lists the keys under a prefix, in name order', async () => {
      for (const key of ['list/b.png', 'list/a.png', 'list/sub/c.png', 'other/d.png']) {
        await driver.put('generations', key, new Uint8Array([1]), { contentType: 'image/png' });
      }
      expect((await driver.list('generations', 'list/')).map((item) => item.key)).toEqual(['list/a.png', 'list/b.png', 'list/sub/c.png']);
    });

    it('keeps buckets apart: the same key in two buckets holds two objects', async () => {
      await driver.put('gallery', 'same/key.txt', new TextEncoder().encode('public'), { contentType: 'text/plain' });
      await driver.put('images', 'same/key.txt', new TextEncoder().encode('private'), { contentType: 'text/plain' });
      expect(await text((await driver.get('gallery', 'same/key.txt'))!.body)).toBe('public');
      expect(await text((await driver.get('images', 'same/key.txt'))!.body)).toBe('private');
    });

    it('can create its buckets again without harm', async () => {
      await driver.ensureBuckets();
      expect(await driver.head('gallery', 'art/sunset.png')).not.toBeNull();
    });

    it('passes its health check, and fails it when the storage is unreachable', async () => {
      await expect(driver.check()).resolves.toBeUndefined();
      await expect(unreachable().check()).rejects.toThrow();
    });

    it('describes where objects go without any credential', () => {
      expect(driver.describe()).not.toMatch(/secret|S3RVER-SECRET/i);
    });
  });
}
