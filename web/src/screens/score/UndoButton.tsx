import {
  lastUnsentEvent,
  type MatchDetail,
  planUndo,
  queuedDeletes,
  type TeamSide,
  takeBackAction,
  timeoutTakenBack,
  type UndoPlan,
} from '@touchline/domain';
import { useRef, useState } from 'react';
import { queueAction, useOutbox, withdrawAction } from '../../writes/outboxStore';
import { sideName } from './players';
import { UndoDialog } from './UndoDialog';

/**
 * Undo of the last event or timeout, after a confirmation: one still on the device is dropped
 * from the queue; one the server has is taken back (a DELETE through the queue, like any action).
 * What it takes back is `planUndo`'s choice (domain/src/scoring/undo.ts), made once, when the
 * dialog opens: confirming takes back exactly what the dialog names, whatever arrived meanwhile.
 */
export function UndoButton({ match }: { match: MatchDetail }) {
  const outbox = useOutbox();
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<UndoPlan | null>(null);
  const [note, setNote] = useState('');
  const gone = () => new Set([...outbox.removed, ...queuedDeletes(outbox.actions)]);
  const plan = (): UndoPlan | null =>
    planUndo({
      unsent: lastUnsentEvent(outbox, outbox.inFlight),
      lastWritten: outbox.lastWritten[match._id],
      shown: [...match.scoringEvents, ...match.playerMovements],
      gone: gone(),
      queued: outbox.actions,
      inFlight: outbox.inFlight,
    });
  const side = (isHome: boolean | null) =>
    isHome === null ? '' : sideName(match, isHome ? 'homeTeam' : 'awayTeam');
  const forSide = (isHome: boolean | null) => (isHome === null ? '' : ` for ${side(isHome)}`);
  const timeoutOf = (team: TeamSide) => `the timeout for ${sideName(match, team)}`;
  const question = (undo: UndoPlan) =>
    undo.kind === 'withdraw'
      ? `Undo “${undo.action.label}”? It has not been sent, so it is dropped from this device.`
      : undo.kind === 'timeout'
        ? `Undo ${timeoutOf(undo.team)}? The team gets it back, and fans see it.`
        : `Undo the last event, ${undo.event.name}${forSide(undo.event.isHomeTeam)}? It is deleted, and fans see it go.`;

  const ask = () => {
    const undo = plan();
    if (!undo) return;
    setNote('');
    setTarget(undo);
    dialog.current?.showModal();
  };
  const takeBack = async (undo: UndoPlan) => {
    if (undo.kind === 'withdraw') {
      if (!(await withdrawAction(undo.action.key)))
        setNote(
          `“${undo.action.label}” was no longer waiting on this device, so nothing was dropped. If it reached the server, undo again to delete it.`,
        );
    } else if (undo.kind === 'timeout') {
      // Another tab may have queued the same take-back since the dialog opened.
      if (outbox.actions.some((a) => timeoutTakenBack(a) === undo.team)) return;
      queueAction({
        ...takeBackAction(match._id, { kind: 'timeout', team: undo.team }),
        label: `Undo timeout, ${sideName(match, undo.team)}`,
      });
    } else {
      if (gone().has(undo.event._id)) return;
      queueAction({
        ...takeBackAction(match._id, { kind: 'event', id: undo.event._id }),
        label: `Undo ${undo.event.name}${undo.event.isHomeTeam === null ? '' : `, ${side(undo.event.isHomeTeam)}`}`,
      });
    }
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
        className="button button--danger score-big score-wide score-undo"
        disabled={plan() === null}
        onClick={ask}
      >
        Undo last event
      </button>
      {note && (
        <p className="score-note" role="status">
          {note}
        </p>
      )}
      <UndoDialog
        dialog={dialog}
        id="undo-title"
        title="Undo the last event?"
        question={target && question(target)}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
