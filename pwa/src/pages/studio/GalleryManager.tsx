import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { formatNumber } from '../../format';
import { exportFileName, exportPayload, listAll, messageOf, type ToolItems } from './useToolItems';

const CLEAR_CONFIRM = 'Are you sure you want to clear all images? This cannot be undone.';

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
