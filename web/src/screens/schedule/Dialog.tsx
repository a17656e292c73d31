import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './dialogs.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** 'sheet' rises from the bottom on phones and sits at the side on wide screens. */
  variant: 'sheet' | 'popover';
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal dialog, shown while mounted: focus starts on the element marked `data-autofocus`
 * (else the first control) and stays inside, Escape or a click on the backdrop closes it, and
 * the browser returns focus to what opened it.
 */
export function Dialog({ title, onClose, variant, children, footer }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // showModal focuses the first control (the close button); a marked field goes first instead.
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => element?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape arrives as the dialog's cancel event.
    <dialog
      ref={dialog}
      className={`schedule-dialog schedule-dialog--${variant}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="schedule-dialog__panel">
        <div className="schedule-dialog__head">
          <h2 id={titleId} className="schedule-dialog__title">
            {title}
          </h2>
          <button type="button" className="schedule-dialog__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="schedule-dialog__body">{children}</div>
        {footer && <div className="schedule-dialog__foot">{footer}</div>}
      </div>
    </dialog>
  );
}
