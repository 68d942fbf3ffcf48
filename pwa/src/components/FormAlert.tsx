import type { ReactNode } from 'react';

export interface AlertMessage {
  kind: 'error' | 'success';
  message: string;
  note?: string;
}

/** The message region of a form: errors are announced at once (alert), successes politely (status). */
export function FormAlert({ alert, children }: { alert: AlertMessage | null; children?: ReactNode }) {
  if (!alert) return null;
  return (
    <div className={`alert ${alert.kind}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
      <span className="alert-icon" aria-hidden="true" />
      <div className="alert-body">
        <p>{alert.message}</p>
        {alert.note && <p className="alert-note">{alert.note}</p>}
        {children}
      </div>
    </div>
  );
}
