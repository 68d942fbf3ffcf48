import { generationMessages } from '../../../../api/contract/generation';

/** An uploaded image may have at most 10 MB (the server checks again). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The formats the server takes (PNG, JPEG, WebP, GIF), told by their first bytes rather than the file's name. */
export function isKnownImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38])
  );
}

/**
 * Checks a chosen file before anything is uploaded: the user-facing message when it is not an image (by
 * its type and its content: a text file renamed .png is refused) or is over 10 MB, else null.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (file.type && !file.type.startsWith('image/')) return generationMessages.invalidImage;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!isKnownImage(head)) return generationMessages.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return generationMessages.imageTooLarge;
  return null;
}
