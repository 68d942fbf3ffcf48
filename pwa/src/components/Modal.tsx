import { type MouseEvent, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scrollLock';
import { keepTabInside } from './focus-trap';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog over the page: the page behind is inert and does not scroll, Tab stays inside,
 * Escape and a click on the backdrop close it while `dismissible`, and focus goes back where it was.
 */
export function Modal({
  labelledBy,
  dismissible,
  onClose,
  className,
  children,
}: {
  labelledBy: string;
  /** False while something must not be interrupted (a payment being captured). */
  dismissible: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const shell = document.querySelector<HTMLElement>('.shell');
    const releaseScroll = lockScroll();
    shell?.setAttribute('inert', '');
    panelRef.current?.focus();
    return () => {
      releaseScroll();
      shell?.removeAttribute('inert');
      opener?.focus();
    };
  }, []);

  // On the document, not the dialog: focus may have fallen to <body> when the focused button was
  // disabled or replaced (a payment starting), and Escape and Tab must still work.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === 'Escape') {
      if (dismissible) {
        event.preventDefault();
        onClose();
      }
      return;
    }
    keepTabInside(event, panel, FOCUSABLE);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && dismissible) onClose();
  }

  return createPortal(
    <div className="modal-backdrop" onClick={onBackdropClick}>
      <div
        ref={panelRef}
        className={`modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
