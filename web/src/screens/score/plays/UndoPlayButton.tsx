import {
  type MatchDetail,
  PLAY_LABELS,
  type PlayUndoPlan,
  planPlayUndo,
  queuedPlayDeletes,
  takeBackAction,
} from '@touchline/domain';
import { useRef, useState } from 'react';
import { queueAction, useOutbox, withdrawAction } from '../../../writes/outboxStore';
import { sideName } from '../players';
import { UndoDialog } from '../UndoDialog';
import { goneOf } from './useLocalGame';

/**
 * Undo of the last play, after a confirmation: one still on the device is dropped from the
 * queue; one the server has is deleted (a DELETE through the queue). What it takes back is
 * `planPlayUndo`'s choice (domain/src/scoring/plays.ts), made when the dialog opens.
 */
export function UndoPlayButton({ match }: { match: MatchDetail }) {
  const outbox = useOutbox();
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<PlayUndoPlan | null>(null);
  const [note, setNote] = useState('');
  const plan = () =>
    planPlayUndo({
      matchId: match._id,
      queued: outbox.actions,
      inFlight: outbox.inFlight,
      shown: match.plays,
      lastWritten: outbox.lastWritten[match._id],
      gone: goneOf(outbox),
    });
  const named = (undo: PlayUndoPlan) => {
    if (undo.kind === 'withdraw') return `“${undo.action.label}”`;
    if (!undo.play) return 'the play just sent';
    const team = sideName(match, undo.play.isHomeTeam ? 'homeTeam' : 'awayTeam');
    return `play ${undo.play.seq}, ${PLAY_LABELS[undo.play.type]} (${team})`;
  };
  const question = (undo: PlayUndoPlan) =>
    undo.kind === 'withdraw'
      ? `Undo ${named(undo)}? It has not been sent, so it is dropped from this device.`
      : `Undo ${named(undo)}? It is deleted, with any score it made, and fans see it go.`;

  const ask = () => {
    const undo = plan();
    if (!undo) return;
    setNote('');
    setTarget(undo);
    dialog.current?.showModal();
  };
  const takeBack = async (undo: PlayUndoPlan) => {
    if (undo.kind === 'withdraw') {
      if (!(await withdrawAction(undo.action.key)))
        setNote(
          `“${undo.action.label}” was no longer waiting on this device, so nothing was dropped. If it reached the server, undo again to delete it.`,
        );
      return;
    }
    // Another tab may have queued the same delete since the dialog opened.
    if (queuedPlayDeletes(outbox.actions).includes(undo.id)) return;
    queueAction({
      ...takeBackAction(match._id, { kind: 'play', id: undo.id }),
      label: `Undo ${named(undo)}`,
    });
  };
  const confirm = () => {
    const undo = target;
    dialog.current?.close();
    if (undo) void takeBack(undo);
  };

  return (
    <>
      <button
        type="button"
        className="button button--danger score-big play-undo"
        disabled={plan() === null}
        onClick={ask}
      >
        Undo<span className="visually-hidden"> last play</span>
      </button>
      {note && (
        <p className="score-note play-undo__note" role="status">
          {note}
        </p>
      )}
      <UndoDialog
        dialog={dialog}
        id="undo-play-title"
        title="Undo the last play?"
        question={target && question(target)}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
