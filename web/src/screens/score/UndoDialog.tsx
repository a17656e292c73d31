import type { RefObject } from 'react';

interface UndoDialogProps {
  dialog: RefObject<HTMLDialogElement | null>;
  id: string;
  title: string;
  /** What confirming takes back, in words; null while the dialog is closed. */
  question: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before an undo: what it takes back, and a big button for each answer. */
export function UndoDialog({ dialog, id, title, question, onConfirm, onClose }: UndoDialogProps) {
  return (
    <dialog ref={dialog} className="score-dialog" aria-labelledby={id} onClose={onClose}>
      <h2 id={id}>{title}</h2>
      <p>{question}</p>
      <div className="score-row">
        <button type="button" className="button button--danger score-big" onClick={onConfirm}>
          Yes, undo it
        </button>
        <button
          type="button"
          className="button button--quiet score-big"
          onClick={() => dialog.current?.close()}
        >
          Keep it
        </button>
      </div>
    </dialog>
  );
}
