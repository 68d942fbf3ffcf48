import { type DragEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type AdminGalleryItem,
  defaultGalleryTitle,
  GALLERY_ADMIN_MAX_BYTES,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TITLE_MAX,
  galleryAdminMessages as messages,
} from '../../../api/contract/gallery-admin';
import { ApiError, galleryAdminApi } from '../api/client';
import { type AlertMessage, FormAlert } from '../components/FormAlert';
import { isKnownImage } from '../components/generation/imageFile';
import { Modal } from '../components/Modal';
import { ImageDropzone } from '../components/ImageDropzone';
import { PageSpinner } from '../components/Spinner';
import { AdminLayout } from './admin/AdminLayout';

/**
 * Gallery Admin (/gallery-admin): the administrator uploads images into the shared gallery, orders it
 * (drag and drop, or the up and down buttons, which the keyboard reaches) and deletes items after a
 * confirmation. Every change goes through /api/v1/admin/gallery, which records it in the audit log.
 */

/** The message of a failed call: the server's own for a refusal (4xx), else the screen's `fallback`. */
function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : fallback;
}

/** The client's checks, with the server's words: an image by its type and its first bytes, under 10 MB. */
async function checkFile(file: File): Promise<string | null> {
  if (file.type && !file.type.startsWith('image/')) return messages.notImage;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!isKnownImage(head)) return messages.notImage;
  if (file.size >= GALLERY_ADMIN_MAX_BYTES) return messages.tooLarge;
  return null;
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 'Image · PNG · 832 × 1216 · 1.2 MB'. */
function describeItem(item: AdminGalleryItem): string {
  const parts = [item.type === 'video' ? 'Video' : 'Image', item.contentType.split('/')[1]?.toUpperCase() ?? item.contentType];
  if (item.width && item.height) parts.push(`${item.width} × ${item.height}`);
  if (item.sizeBytes) parts.push(fileSize(item.sizeBytes));
  return parts.join(' · ');
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function UploadForm({ onUploaded }: { onUploaded: (item: AdminGalleryItem) => void }) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** The title the last chosen file suggested: replaced by the next file's unless the admin typed one. */
  const suggested = useRef('');
  const ids = useId();

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  async function choose(picked: File | undefined) {
    if (!picked) return;
    const problem = await checkFile(picked);
    if (problem) {
      setChosen(null);
      setAlert({ kind: 'error', message: problem });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setAlert(null);
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
    const next = defaultGalleryTitle(picked.name);
    if (!title.trim() || title === suggested.current) setTitle(next);
    suggested.current = next;
  }

  function clearFile() {
    setChosen(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || !title.trim() || uploading) return;
    setUploading(true);
    setAlert(null);
    try {
      const item = await galleryAdminApi.upload(chosen.file, title.trim(), description.trim());
      setChosen(null);
      setTitle('');
      setDescription('');
      suggested.current = '';
      if (fileInput.current) fileInput.current.value = '';
      setAlert({ kind: 'success', message: `Uploaded "${item.title}". It is now first in the gallery.` });
      onUploaded(item);
    } catch (error) {
      setAlert({ kind: 'error', message: failure(error, messages.uploadFailed) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <form className="card ga-upload" aria-labelledby={`${ids}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${ids}-heading`}>Upload an image</h2>
      <div className="field">
        <span className="field-title" id={`${ids}-file`}>
          Image
        </span>
        {chosen && (
          <div className="upload-preview">
            <img src={chosen.preview} alt="Preview of the image to upload" />
            <div className="upload-preview-info">
              <span className="upload-name">{chosen.file.name}</span>
              <span className="muted small">{fileSize(chosen.file.size)}</span>
              <div className="upload-preview-actions">
                <button type="button" className="button ghost small" onClick={() => fileInput.current?.click()} disabled={uploading}>
                  Replace
                </button>
                <button type="button" className="link-button small" onClick={clearFile} disabled={uploading}>
                  Remove
                </button>
              </div>
            </div>
          </div>
        )}
        <ImageDropzone
          inputRef={fileInput}
          labelledBy={`${ids}-file`}
          hint="PNG, JPG, WebP or GIF, under 10MB"
          hintId={`${ids}-file-hint`}
          disabled={uploading}
          hasFile={chosen !== null}
          onFile={(file) => void choose(file)}
        />
      </div>

      <div className="field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <input
          id={`${ids}-title`}
          value={title}
          maxLength={GALLERY_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          disabled={uploading}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-description`}>
          Description <span className="muted">(optional)</span>
        </label>
        <textarea
          id={`${ids}-description`}
          value={description}
          rows={3}
          maxLength={GALLERY_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)}
          disabled={uploading}
        />
      </div>
      <FormAlert alert={alert} />
      <button type="submit" className="button primary block" disabled={!chosen || !title.trim() || uploading}>
        {uploading ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}

const ARROW_UP = 'M12 19V5m0 0l-6 6m6-6l6 6';
const ARROW_DOWN = 'M12 5v14m0 0l-6-6m6 6l6-6';

function GalleryList({
  items,
  onMove,
  onDelete,
  registerButton,
}: {
  items: AdminGalleryItem[];
  onMove: (from: number, to: number, via: 'up' | 'down' | 'drag') => void;
  onDelete: (item: AdminGalleryItem) => void;
  registerButton: (key: string, element: HTMLButtonElement | null) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function onDrop(event: DragEvent<HTMLLIElement>, index: number) {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onMove(dragged, index, 'drag');
    setDragged(null);
    setOver(null);
  }

  return (
    <ol className="ga-list" aria-label="Gallery order">
      {items.map((item, index) => {
        const up = index > 0;
        const down = index < items.length - 1;
        return (
          <li
            key={item.id}
            className={`ga-item${dragged === index ? ' dragging' : ''}${over === index && dragged !== index ? (dragged !== null && dragged < index ? ' drop-after' : ' drop-before') : ''}`}
            draggable
            aria-label={item.title}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (over !== index) setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => onDrop(event, index)}
          >
            <span className="ga-handle" aria-hidden="true" title="Drag to reorder">
              <svg viewBox="0 0 24 24" width="18" height="18">
                <path
                  d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </svg>
            </span>
            <span className="ga-position" aria-hidden="true">
              {index + 1}
            </span>
            <div className="ga-thumb">
              {item.thumbUrl || item.type === 'image' ? (
                <img
                  src={item.thumbUrl ?? item.url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                  draggable={false}
                />
              ) : (
                <span className="ga-thumb-none">Video</span>
              )}
            </div>
            <div className="ga-info">
              <strong className="ga-title">{item.title}</strong>
              {item.description && <p className="ga-description">{item.description}</p>}
              <span className="ga-meta">{describeItem(item)}</span>
            </div>
            <div className="ga-actions">
              <button
                type="button"
                className="ga-icon-button"
                ref={(element) => registerButton(`${item.id}:up`, element)}
                aria-label={`Move "${item.title}" up`}
                disabled={!up}
                onClick={() => onMove(index, index - 1, 'up')}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d={ARROW_UP} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <button
                type="button"
                className="ga-icon-button"
                ref={(element) => registerButton(`${item.id}:down`, element)}
                aria-label={`Move "${item.title}" down`}
                disabled={!down}
                onClick={() => onMove(index, index + 1, 'down')}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d={ARROW_DOWN} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <button type="button" className="button danger small" aria-label={`Delete "${item.title}"`} onClick={() => onDelete(item)}>
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function ConfirmDelete({ item, onCancel, onConfirm }: { item: AdminGalleryItem; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const ids = useId();
  return (
    <Modal labelledBy={`${ids}-title`} dismissible={!deleting} onClose={onCancel} className="ga-confirm">
      <div className="modal-head">
        <div>
          <p className="eyebrow">Gallery Admin</p>
          <h2 id={`${ids}-title`}>Delete image</h2>
        </div>
      </div>
      <p className="ga-confirm-text">{messages.confirmDelete(item.title)}</p>
      <div className="ga-confirm-actions">
        <button type="button" className="button ghost" onClick={onCancel} disabled={deleting}>
          Cancel
        </button>
        <button
          type="button"
          className="button danger"
          disabled={deleting}
          onClick={async () => {
            setDeleting(true);
            await onConfirm();
            setDeleting(false);
          }}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}

export default function GalleryAdmin() {
  const [items, setItems] = useState<AdminGalleryItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [listAlert, setListAlert] = useState<AlertMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<AdminGalleryItem | null>(null);
  /** The order the server last confirmed: shown again when saving a new one fails. */
  const confirmed = useRef<AdminGalleryItem[]>([]);
  const saving = useRef(false);
  /** An order made while another was being saved: saved next, so a quick second press is not lost. */
  const waiting = useRef<AdminGalleryItem[] | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const ids = useId();

  const show = useCallback((loaded: AdminGalleryItem[]) => {
    confirmed.current = loaded;
    setItems(loaded);
    setLoadError(null);
  }, []);
  const showLoadError = useCallback((error: unknown) => {
    setLoadError(messages.loadFailed);
    console.error('gallery admin list failed', error);
  }, []);
  const load = useCallback(() => galleryAdminApi.list().then(({ items: loaded }) => show(loaded), showLoadError), [show, showLoadError]);

  useEffect(() => {
    const controller = new AbortController();
    galleryAdminApi.list(controller.signal).then(
      ({ items: loaded }) => show(loaded),
      (error: unknown) => {
        if (!controller.signal.aborted) showLoadError(error);
      },
    );
    return () => controller.abort();
  }, [show, showLoadError]);

  const registerButton = useCallback((key: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  }, []);

  function move(from: number, to: number, via: 'up' | 'down' | 'drag') {
    if (!items || to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    const next = moved(items, from, to);
    setItems(next);
    setListAlert(null);
    setAnnouncement(`Moved "${item.title}" to position ${to + 1} of ${next.length}.`);
    if (via !== 'drag') {
      // The same button keeps the focus; at the top or the bottom, where it is disabled, the other one.
      const edge = via === 'up' ? to === 0 : to === next.length - 1;
      requestAnimationFrame(() => buttons.current.get(`${item.id}:${edge ? (via === 'up' ? 'down' : 'up') : via}`)?.focus());
    }
    if (saving.current) waiting.current = next;
    else void save(next);
  }

  /** Saves an order, then the last one made meanwhile; the server's answer is shown once none waits. */
  async function save(order: AdminGalleryItem[]) {
    saving.current = true;
    try {
      for (let next: AdminGalleryItem[] | null = order; next; next = waiting.current) {
        waiting.current = null;
        const { items: saved } = await galleryAdminApi.reorder(next.map((entry) => entry.id));
        confirmed.current = saved;
        if (!waiting.current) setItems(saved);
      }
    } catch (error) {
      waiting.current = null;
      setItems(confirmed.current);
      setAnnouncement('');
      setListAlert({ kind: 'error', message: failure(error, messages.reorderFailed) });
    } finally {
      saving.current = false;
    }
  }

  async function remove(item: AdminGalleryItem) {
    try {
      await galleryAdminApi.remove(item.id);
      setConfirming(null);
      setListAlert({ kind: 'success', message: `Deleted "${item.title}".` });
      await load();
    } catch (error) {
      setConfirming(null);
      setListAlert({ kind: 'error', message: failure(error, messages.deleteFailed) });
      await load();
    }
  }

  return (
    <AdminLayout title="Gallery Admin" intro="Upload, order and remove the images everyone sees in the public gallery.">
      <div className="ga-layout">
        <UploadForm
          onUploaded={() => {
            setListAlert(null);
            void load();
          }}
        />
        <section className="card ga-list-card" aria-labelledby={`${ids}-list`}>
          <header className="ga-list-head">
            <div>
              <h2 id={`${ids}-list`}>Shared gallery</h2>
              <p className="muted small">First shown first. Drag an item, or use its arrows, to change the order; it is saved at once.</p>
            </div>
            {items && <span className="ga-count">{items.length === 1 ? '1 item' : `${items.length} items`}</span>}
          </header>
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          <FormAlert alert={listAlert} />
          {loadError ? (
            <FormAlert alert={{ kind: 'error', message: loadError }}>
              <button type="button" className="button ghost small" onClick={() => void load()}>
                Try again
              </button>
            </FormAlert>
          ) : !items ? (
            <PageSpinner inline label="Loading the gallery" />
          ) : items.length === 0 ? (
            <p className="ga-empty muted">{messages.empty}</p>
          ) : (
            <GalleryList items={items} onMove={move} onDelete={setConfirming} registerButton={registerButton} />
          )}
        </section>
      </div>
      {confirming && <ConfirmDelete item={confirming} onCancel={() => setConfirming(null)} onConfirm={() => remove(confirming)} />}
    </AdminLayout>
  );
}
