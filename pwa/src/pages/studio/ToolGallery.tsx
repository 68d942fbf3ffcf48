import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { downloadFileName, type GenerationOutput, generationMessages, type ToolId } from '../../../../api/contract/generation';
import { FormAlert } from '../../components/FormAlert';
import { Lightbox } from '../../components/gallery/Lightbox';
import { clearToolItems, listMyItems, type MyItemsQuery, setItemSaved } from '../../components/gallery/myItems';
import { downloadFile, extensionOf } from '../../components/generation/download';
import { formatNumber } from '../../format';

/** Pages read at most for one list (60 items each): the counters say '600+' past that. */
const MAX_PAGES = 10;
const PAGE_SIZE = 60;
export const CLEAR_CONFIRM = 'Are you sure you want to clear all images? This cannot be undone.';

/** Every item of a query, page after page (up to MAX_PAGES); `more` when there were still others. */
async function listAll(query: MyItemsQuery): Promise<{ items: GalleryEntry[]; more: boolean }> {
  const items: GalleryEntry[] = [];
  let before: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await listMyItems({ ...query, limit: PAGE_SIZE, ...(before ? { before } : {}) });
    items.push(...answer.items);
    if (!answer.nextCursor) return { items, more: false };
    before = answer.nextCursor;
  }
  return { items, more: true };
}

/** A signed URL without its signature: the stored file it names. */
const fileOf = (url: string) => url.split('?')[0] ?? url;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : generationMessages.networkError);

/** A job's image outputs as grid entries; one not (yet) in the gallery has no item id and cannot be starred. */
export function entriesOf(
  outputs: GenerationOutput[],
  prompt: string,
  tool: ToolId,
  jobId: string,
): { entry: GalleryEntry; itemId: string | null }[] {
  const at = new Date().toISOString();
  return outputs.map((output, index) => ({
    itemId: output.itemId,
    entry: {
      id: output.itemId ?? `${jobId}:${index}`,
      source: 'mine',
      type: output.kind,
      title: 'Your image',
      description: prompt,
      model: '',
      url: output.url,
      thumbUrl: output.thumbUrl,
      width: output.width,
      height: output.height,
      createdAt: at,
      label: output.label,
      saved: output.saved,
      tool,
    },
  }));
}

/** What a gallery export file holds: the saved images, when, and how many. */
export function exportPayload(saved: GalleryEntry[], at: Date) {
  return {
    images: saved.map((item) => ({
      id: item.id,
      url: item.url,
      prompt: item.description,
      width: item.width,
      height: item.height,
      label: item.label,
      createdAt: item.createdAt,
    })),
    exportDate: at.toISOString(),
    totalImages: saved.length,
  };
}

/** `premium-gallery-2026-11-27.json`: the prefix and the day of the export (the member's calendar day). */
export function exportFileName(prefix: string, at: Date): string {
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return `${prefix}-${day}.json`;
}

/**
 * The member's gallery items of one tool, as the server lists them (newest first), with the images
 * of jobs that finished during this visit in front until the server's list has them too.
 */
export function useToolItems(tool: ToolId) {
  const [server, setServer] = useState<GalleryEntry[]>([]);
  const [fresh, setFresh] = useState<GalleryEntry[]>([]);
  /** Fresh entries not (yet) gallery items: they cannot be starred. */
  const [unsaveable, setUnsaveable] = useState<ReadonlySet<string>>(new Set());
  const [more, setMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const request = useRef(0);

  const refresh = useCallback(async () => {
    const current = ++request.current;
    try {
      const answer = await listAll({ tool });
      if (current !== request.current) return;
      setServer(answer.items);
      setMore(answer.more);
      setStatus('ready');
      setError(null);
    } catch (failure) {
      if (current !== request.current) return;
      setError(messageOf(failure));
      setStatus('error');
    }
  }, [tool]);

  useEffect(() => {
    const current = ++request.current;
    listAll({ tool }).then(
      (answer) => {
        if (current !== request.current) return;
        setServer(answer.items);
        setMore(answer.more);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (current !== request.current) return;
        setError(messageOf(failure));
        setStatus('error');
      },
    );
  }, [tool]);

  const addFresh = useCallback(
    (added: { entry: GalleryEntry; itemId: string | null }[]) => {
      setFresh((current) => [
        ...added.map((item) => item.entry),
        ...current.filter((entry) => !added.some((item) => item.entry.id === entry.id)),
      ]);
      setUnsaveable((current) => new Set([...current, ...added.filter((item) => !item.itemId).map((item) => item.entry.id)]));
      void refresh();
    },
    [refresh],
  );

  // A fresh image the server's list has already is shown once: found by its item id, or by its
  // file (the same object under a newly signed address) when its job did not say the id.
  const serverIds = new Set(server.map((entry) => entry.id));
  const serverFiles = new Set(server.map((entry) => fileOf(entry.url)));
  const entries = [...fresh.filter((entry) => !serverIds.has(entry.id) && !serverFiles.has(fileOf(entry.url))), ...server];

  const toggleSaved = useCallback(async (entry: GalleryEntry) => {
    const saved = !entry.saved;
    setSaving((current) => new Set([...current, entry.id]));
    setError(null);
    try {
      await setItemSaved(entry.id, saved);
      const mark = (list: GalleryEntry[]) => list.map((item) => (item.id === entry.id ? { ...item, saved } : item));
      setServer(mark);
      setFresh(mark);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving((current) => new Set([...current].filter((id) => id !== entry.id)));
    }
  }, []);

  const clear = useCallback(async (): Promise<number> => {
    const deleted = await clearToolItems(tool);
    request.current += 1;
    setServer([]);
    setFresh([]);
    setMore(false);
    return deleted;
  }, [tool]);

  return { tool, entries, more, status, error, saving, unsaveable, toggleSaved, addFresh, clear, refresh };
}

export type ToolItems = ReturnType<typeof useToolItems>;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The grid of a tool's images: each opens in the lightbox, is starred into My Gallery, and downloads. */
export function ImageGrid({ gallery, model, emptyText }: { gallery: ToolItems; model: string; emptyText: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const { entries } = gallery;
  const shown = entries.map((entry) => ({ ...entry, model: entry.model || model, title: entry.title || 'Your image' }));

  async function download(entry: GalleryEntry) {
    setDownloading(entry.id);
    setDownloadError(null);
    try {
      await downloadFile(
        entry.url,
        downloadFileName(
          entry.description ?? '',
          new Date(entry.createdAt),
          extensionOf(entry.type === 'video' ? 'video/mp4' : 'image/png'),
        ),
      );
    } catch {
      setDownloadError(generationMessages.downloadFailed);
    } finally {
      setDownloading(null);
    }
  }

  function close() {
    const index = open;
    setOpen(null);
    if (index !== null) requestAnimationFrame(() => tiles.current[index]?.focus());
  }

  const error = gallery.error ?? downloadError;
  return (
    <>
      <FormAlert alert={error ? { kind: 'error', message: error } : null} />
      {gallery.status === 'loading' && entries.length === 0 ? (
        <div className="studio-images" aria-busy="true" aria-label="Loading your images">
          {[0, 1, 2].map((key) => (
            <div key={key} className="studio-image skeleton-tile" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="studio-images-empty muted">{emptyText}</p>
      ) : (
        <ul className="studio-images" aria-label="Images">
          {shown.map((entry, index) => {
            const canSave = !gallery.unsaveable.has(entry.id);
            const busy = gallery.saving.has(entry.id);
            return (
              <li key={entry.id} className="studio-image">
                <button
                  ref={(element) => {
                    tiles.current[index] = element;
                  }}
                  type="button"
                  className="studio-image-open"
                  aria-label={`Open image ${index + 1}`}
                  onClick={() => setOpen(index)}
                  style={entry.width && entry.height ? { aspectRatio: `${entry.width} / ${entry.height}` } : undefined}
                >
                  <img
                    src={entry.thumbUrl ?? entry.url}
                    alt={`Generated image: ${entry.description ?? ''}`}
                    width={entry.width ?? undefined}
                    height={entry.height ?? undefined}
                    loading="lazy"
                    decoding="async"
                  />
                  {entry.label && <span className="result-badge">{entry.label}</span>}
                </button>
                <button
                  type="button"
                  className="studio-icon-button studio-image-download"
                  aria-label={`Download image ${index + 1}`}
                  disabled={downloading === entry.id}
                  onClick={() => void download(entry)}
                >
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <path
                      d="M8 2v8m0 0L4.5 6.5M8 10l3.5-3.5M3 13h10"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
                <div className="studio-image-actions">
                  <button
                    type="button"
                    className={`studio-star${entry.saved ? ' saved' : ''}`}
                    aria-pressed={entry.saved}
                    disabled={!canSave || busy}
                    title={canSave ? undefined : 'This image is not in your gallery yet'}
                    onClick={() => void gallery.toggleSaved(entry)}
                  >
                    <StarIcon filled={entry.saved} />
                    <span className="studio-star-text">{entry.saved ? 'Saved to Gallery' : 'Save to Gallery'}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open !== null && shown[open] && <Lightbox items={shown} index={open} onIndex={setOpen} onClose={close} />}
    </>
  );
}

/**
 * The Gallery Manager of a tool's view: export the saved images as a JSON file, or clear all the
 * tool's images (after a confirmation).
 */
export function GalleryManager({ filePrefix, gallery }: { filePrefix: string; gallery: ToolItems }) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState<'export' | 'clear' | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const savedCount = gallery.entries.filter((entry) => entry.saved).length;

  async function exportSaved() {
    setWorking('export');
    setMessage(null);
    try {
      const { items } = await listAll({ tool: gallery.tool, saved: true });
      const at = new Date();
      const blob = new Blob([JSON.stringify(exportPayload(items, at), null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(filePrefix, at);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      setMessage({ kind: 'success', message: `Exported ${formatNumber(items.length)} saved image${items.length === 1 ? '' : 's'}.` });
    } catch (failure) {
      setMessage({ kind: 'error', message: messageOf(failure) });
    } finally {
      setWorking(null);
    }
  }

  async function clearAll() {
    if (!window.confirm(CLEAR_CONFIRM)) return;
    setWorking('clear');
    setMessage(null);
    try {
      const deleted = await gallery.clear();
      setMessage({ kind: 'success', message: `Cleared ${formatNumber(deleted)} image${deleted === 1 ? '' : 's'}.` });
    } catch (failure) {
      setMessage({ kind: 'error', message: messageOf(failure) });
    } finally {
      setWorking(null);
    }
  }

  return (
    <div className="gallery-manager">
      <button
        type="button"
        className="button ghost small"
        aria-expanded={open}
        aria-controls="gallery-manager-panel"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path
            d="M2 4h12M2 8h12M2 12h12M5 2.5v3M11 6.5v3M7 10.5v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        Gallery Manager
      </button>
      {open && (
        <div id="gallery-manager-panel" className="gallery-manager-panel" role="region" aria-label="Gallery Manager">
          <p className="muted small">
            {formatNumber(savedCount)} saved of {formatNumber(gallery.entries.length)}
            {gallery.more ? '+' : ''} image{gallery.entries.length === 1 ? '' : 's'}. Export writes the saved ones to a JSON file.
          </p>
          <div className="gallery-manager-actions">
            <button type="button" className="button ghost small" onClick={() => void exportSaved()} disabled={working !== null}>
              {working === 'export' ? 'Exporting…' : 'Export saved'}
            </button>
            <button
              type="button"
              className="button danger small"
              onClick={() => void clearAll()}
              disabled={working !== null || gallery.entries.length === 0}
            >
              {working === 'clear' ? 'Clearing…' : 'Clear all'}
            </button>
          </div>
          <FormAlert alert={message} />
        </div>
      )}
    </div>
  );
}
