import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryEntry } from '../../../../api/contract/gallery';
import { type GenerationOutput, generationMessages, type ToolId } from '../../../../api/contract/generation';
import { clearToolItems, listMyItems, type MyItemsQuery, setItemSaved } from '../../components/gallery/myItems';

/** Pages read at most for one list (60 items each): the counters say '600+' past that. */
const MAX_PAGES = 10;
const PAGE_SIZE = 60;

/** Every item of a query, page after page (up to MAX_PAGES); `more` when there were still others. */
export async function listAll(query: MyItemsQuery): Promise<{ items: GalleryEntry[]; more: boolean }> {
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

/** The words of a failure of the gallery's requests. */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : generationMessages.networkError);

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
