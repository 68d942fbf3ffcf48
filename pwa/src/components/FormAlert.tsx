import { type ReactNode, useEffect, useRef } from 'react';
import { reveal } from './reveal';

export interface AlertMessage {
  kind: 'error' | 'success';
  message: string;
  note?: string;
}

/**
 * The message region of a form: errors are announced at once (alert), successes politely (status).
 * `reveal`: each new message is scrolled into view when it is off screen or under the top bar (a
 * form whose answer lands above or below what a phone shows).
 */
export function FormAlert({
  alert,
  children,
  reveal: bringIntoView = false,
}: {
  alert: AlertMessage | null;
  children?: ReactNode;
  reveal?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bringIntoView && alert) reveal(ref.current);
  }, [alert, bringIntoView]);
  if (!alert) return null;
  return (
    <div ref={ref} className={`alert ${alert.kind}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
      <span className="alert-icon" aria-hidden="true" />
      <div className="alert-body">
        <p>{alert.message}</p>
        {alert.note && <p className="alert-note">{alert.note}</p>}
        {children}
      </div>
    </div>
  );
}
