/** The extension a download gets from the output's content type (a PNG output downloads as .png). */
export function extensionOf(contentType: string): string {
  if (contentType === 'image/jpeg') return 'jpg';
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'video/mp4') return 'mp4';
  return 'png';
}

/**
 * Saves an output under `fileName`. The bytes are fetched first (a cross-document `download`
 * attribute is ignored by browsers, and a failure must be reported rather than open a tab).
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download answered ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
