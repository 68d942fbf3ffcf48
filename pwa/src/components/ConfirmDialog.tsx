import { useId } from 'react';
import { Modal } from './Modal';

/** A question in a dialog of the page (not the browser's confirm), with Cancel and a danger button. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} dismissible={!busy} onClose={onCancel} className="admin-confirm">
      <header className="modal-head">
        <h2 id={`${id}-title`}>{title}</h2>
      </header>
      <p className="admin-confirm-text">{message}</p>
      <div className="admin-dialog-actions">
        <button type="button" className="button ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
