import { useId, useLayoutEffect, useRef } from 'react';

interface ReplaceLiveDialogProps {
  fixture: string;
  onConfirm: () => void;
  /** Closed without replacing: Escape, or "Keep the live score". */
  onClose: () => void;
}

/**
 * The question before a result replaces a live-scored match's score: a modal dialog, shown while
 * mounted, that gives focus back to the row when it closes. "Keep the live score" has the focus
 * first, so an Enter pressed once too often in the grid replaces nothing.
 */
export function ReplaceLiveDialog({ fixture, onConfirm, onClose }: ReplaceLiveDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    keep.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="manage-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>Replace the live score of {fixture}?</h2>
      <p id={`${id}-text`}>This match was scored live. Replace its live score with this result?</p>
      <p className="manage-note">Its scoring events are kept as the record of the game.</p>
      <div className="manage-actions">
        <button type="button" className="button" onClick={onConfirm}>
          Replace the live score
        </button>
        <button type="button" className="button button--quiet" onClick={onClose} ref={keep}>
          Keep the live score
        </button>
      </div>
    </dialog>
  );
}
