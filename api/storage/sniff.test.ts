import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType, sniffVideoType } from './sniff';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('sniffing a file type from its first bytes', () => {
  it('reads each image type sharp writes', async () => {
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } });
    expect(sniffImageType(new Uint8Array(await image.clone().png().toBuffer()))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(await image.clone().jpeg().toBuffer()))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(await image.clone().webp().toBuffer()))).toBe('image/webp');
    expect(sniffImageType(new Uint8Array(await image.clone().gif().toBuffer()))).toBe('image/gif');
  });

  it('reads mp4 (and mov) by their ftyp box and webm by its EBML header', () => {
    expect(sniffVideoType(bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 2, 0))).toBe('video/mp4');
    expect(sniffVideoType(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe('video/webm');
  });

  it('answers null for anything else, a name or a truncated header included', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes('GIF8'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffVideoType(bytes(0, 0, 0, 0x20, 'ftyp'))).toBeNull();
    expect(sniffVideoType(bytes('photo.mp4'))).toBeNull();
    expect(sniffVideoType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBeNull();
  });
});
