/**
 * What a file is, read from its first bytes and never from a name or a header someone else chose.
 * Uploads, provider outputs and media an operator stores are all typed this way before they are kept
 * or served, so a file stored as an image is one.
 */

/** The image types the site accepts and serves. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** The video types the site accepts and serves. */
export type VideoType = 'video/mp4' | 'video/webm';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** Image content type from the first bytes (png, jpeg, webp, gif), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  return null;
}

/** Video content type from the first bytes (mp4/mov `ftyp`, webm), or null. */
export function sniffVideoType(bytes: Uint8Array): VideoType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return null;
}
