import { useState } from 'react';
import { Link } from 'wouter';
import { type GalleryEntry, galleryMessages } from '../../../../api/contract/gallery';
import { downloadFileName } from '../../../../api/contract/generation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type AlertMessage, FormAlert } from '../../components/FormAlert';
import { GalleryGrid } from '../../components/gallery/GalleryGrid';
import { Lightbox } from '../../components/gallery/Lightbox';
import { deleteItem, setItemSaved } from '../../components/gallery/myItems';
import { messageOf, useMyItems } from '../../components/gallery/useMyItems';
import { downloadFile } from '../../components/generation/download';
import { PageSpinner } from '../../components/Spinner';
import type { SessionUser } from '../../state/session';

/** My Gallery reads the member's starred items this many at a time. */
const MY_GALLERY_PAGE_SIZE = 24;

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The file's extension, from its (signed) URL's path: 'png', 'mp4'... */
function extensionOf(item: GalleryEntry): string {
  const path = item.url.split('?')[0] ?? '';
  const match = /\.([A-Za-z0-9]{2,5})$/.exec(path);
  return match?.[1]?.toLowerCase() ?? (item.type === 'video' ? 'mp4' : 'png');
}

function Glyph({ path, filled = false }: { path: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="17" height="17" aria-hidden="true">
      <path
        d={path}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const DOWNLOAD = 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14';
const STAR = 'M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z';
const TRASH = 'M4.5 7h15M9.5 7V4.8h5V7M6.5 7l.9 12.2h9.2L17.5 7M10.2 10.5v5.5M13.8 10.5v5.5';

/** Under each tile: title, model, date and prompt (each cut to its lines), then Download, Unstar and Delete. */
function ItemFooter({
  item,
  busy,
  onDownload,
  onUnstar,
  onDelete,
}: {
  item: GalleryEntry;
  busy: boolean;
  onDownload: () => void;
  onUnstar: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="my-item" aria-busy={busy}>
      <p className="my-item-title" title={item.title}>
        {item.title}
      </p>
      <p className="my-item-model" title={item.model}>
        {item.model}
      </p>
      <p className="my-item-date">
        <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
      </p>
      {item.description && (
        <p className="my-item-prompt" title={item.description}>
          {item.description}
        </p>
      )}
      <div className="my-item-actions">
        <button
          type="button"
          className="my-item-action"
          onClick={onDownload}
          disabled={busy}
          aria-label={`Download ${item.title}`}
          title="Download"
        >
          <Glyph path={DOWNLOAD} />
        </button>
        <button
          type="button"
          className="my-item-action starred"
          onClick={onUnstar}
          disabled={busy}
          aria-label={`Unstar ${item.title}`}
          title="Unstar"
        >
          <Glyph path={STAR} filled />
        </button>
        <button
          type="button"
          className="my-item-action danger"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${item.title}`}
          title="Delete"
        >
          <Glyph path={TRASH} />
        </button>
      </div>
    </div>
  );
}

function EmptyGallery() {
  return (
    <div className="empty-state">
      <span className="empty-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path
            d="M4 5h16v14H4zM4 15l4.5-4.5L13 15l3-3 4 4M15.5 8.5h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <p className="empty-title">No items in your gallery yet</p>
      <p className="muted">Star the images and videos you make in the AI Studio and they appear here.</p>
      <Link href="/apps" className="button primary">
        Open the AI Studio
      </Link>
    </div>
  );
}

/**
 * My Gallery: the member's starred images and videos, newest first, a page at a time, in the gallery's
 * grid with each item's details and its Download, Unstar and Delete actions; a click opens the lightbox.
 */
export function GalleryTab({ user }: { user: SessionUser }) {
  const gallery = useMyItems(user.id, { saved: true }, MY_GALLERY_PAGE_SIZE);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<GalleryEntry | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  async function act(item: GalleryEntry, work: () => Promise<void>, done: string, failed: string): Promise<boolean> {
    setBusy((old) => new Set(old).add(item.id));
    setAlert(null);
    try {
      await work();
      setOpen(null);
      gallery.drop(item.id);
      setAlert({ kind: 'success', message: done });
      return true;
    } catch (error) {
      setAlert({ kind: 'error', message: `${failed}: ${messageOf(error)}` });
      return false;
    } finally {
      setBusy((old) => {
        const next = new Set(old);
        next.delete(item.id);
        return next;
      });
    }
  }

  async function download(item: GalleryEntry) {
    try {
      await downloadFile(item.url, downloadFileName(item.description ?? item.title, new Date(item.createdAt), extensionOf(item)));
    } catch {
      setAlert({ kind: 'error', message: `Could not download "${item.title}". Please try again.` });
    }
  }

  async function confirmDelete() {
    const item = deleting;
    if (!item) return;
    await act(item, () => deleteItem(item.id), `Deleted "${item.title}".`, `Could not delete "${item.title}"`);
    setDeleting(null);
  }

  return (
    <div className="my-gallery">
      <div className="panel-head">
        <h2>My Gallery</h2>
        <p className="muted small">The images and videos you starred, newest first.</p>
      </div>

      <FormAlert alert={alert} />

      {gallery.loading ? (
        <PageSpinner inline label="Loading your gallery" />
      ) : gallery.error ? (
        <FormAlert alert={{ kind: 'error', message: galleryMessages.loadError(gallery.error) }}>
          <button type="button" className="button ghost small" onClick={gallery.retry}>
            Retry
          </button>
        </FormAlert>
      ) : gallery.items.length === 0 ? (
        <EmptyGallery />
      ) : (
        <>
          <GalleryGrid
            items={gallery.items}
            onOpen={setOpen}
            stills
            footer={(item) => (
              <ItemFooter
                item={item}
                busy={busy.has(item.id)}
                onDownload={() => void download(item)}
                onUnstar={() =>
                  void act(
                    item,
                    () => setItemSaved(item.id, false),
                    `Removed "${item.title}" from My Gallery.`,
                    `Could not unstar "${item.title}"`,
                  )
                }
                onDelete={() => setDeleting(item)}
              />
            )}
          />
          {gallery.hasMore && (
            <div className="gallery-more">
              {gallery.moreError ? (
                <FormAlert alert={{ kind: 'error', message: galleryMessages.loadError(gallery.moreError) }}>
                  <button type="button" className="button ghost small" onClick={gallery.loadMore}>
                    Retry
                  </button>
                </FormAlert>
              ) : (
                <button
                  type="button"
                  className="button ghost"
                  onClick={gallery.loadMore}
                  disabled={gallery.loadingMore}
                  aria-busy={gallery.loadingMore}
                >
                  {gallery.loadingMore && <span className="spinner small" aria-hidden="true" />}
                  {gallery.loadingMore ? 'Loading more...' : 'Load more'}
                </button>
              )}
            </div>
          )}
        </>
      )}

      {open !== null && gallery.items[open] && (
        <Lightbox
          items={gallery.items}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          onNearEnd={gallery.hasMore ? gallery.loadMore : undefined}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete "${deleting.title}"?`}
          message={`"${deleting.title}" and its file are deleted for good, from My Gallery and from your AI Studio results. This cannot be undone.`}
          confirmLabel="Delete"
          busy={busy.has(deleting.id)}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
