import {
  lastUnsentEvent,
  type MatchDetail,
  planUndo,
  queuedDeletes,
  type TeamSide,
  timeoutPath,
  type UndoPlan,
} from '@touchline/domain';
import { useRef, useState } from 'react';
import { queueAction, useOutbox, withdrawLastUnsent } from './outboxStore';
import { sideName } from './players';

/**
 * Undo of the last event or timeout, after a confirmation: one still on the device is dropped
 * from the queue; one the server has is taken back (a DELETE through the queue, like any action).
 * What it takes back is `planUndo`'s choice (domain/src/scoring/undo.ts).
 */
export function UndoButton({ match }: { match: MatchDetail }) {
  const outbox = useOutbox();
  const dialog = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState('');
  const plan = (): UndoPlan | null =>
    planUndo({
      unsent: lastUnsentEvent(outbox, outbox.inFlight),
      lastWritten: outbox.lastWritten[match._id],
      shown: [...match.scoringEvents, ...match.playerMovements],
      gone: new Set([...outbox.removed, ...queuedDeletes(outbox.actions)]),
      queued: outbox.actions,
    });
  const side = (isHome: boolean | null) =>
    isHome === null ? '' : sideName(match, isHome ? 'homeTeam' : 'awayTeam');
  const timeoutOf = (team: TeamSide) => `the timeout for ${sideName(match, team)}`;

  const ask = () => {
    const undo = plan();
    if (!undo) return;
    setQuestion(
      undo.kind === 'withdraw'
        ? `Undo “${undo.action.label}”? It has not been sent, so it is dropped from this device.`
        : undo.kind === 'timeout'
          ? `Undo ${timeoutOf(undo.team)}? The team gets it back, and fans see it.`
          : `Undo the last event, ${undo.event.name}${undo.event.isHomeTeam === null ? '' : ` for ${side(undo.event.isHomeTeam)}`}? It is deleted, and fans see it go.`,
    );
    dialog.current?.showModal();
  };
  const confirm = () => {
    dialog.current?.close();
    const undo = plan();
    if (!undo) return;
    if (undo.kind === 'withdraw') withdrawLastUnsent();
    else if (undo.kind === 'timeout')
      queueAction({
        matchId: match._id,
        method: 'DELETE',
        path: timeoutPath(match._id, undo.team),
        label: `Undo timeout, ${sideName(match, undo.team)}`,
      });
    else
      queueAction({
        matchId: match._id,
        method: 'DELETE',
        path: `/live/matches/${match._id}/events/${undo.event._id}`,
        label: `Undo ${undo.event.name}${undo.event.isHomeTeam === null ? '' : `, ${side(undo.event.isHomeTeam)}`}`,
      });
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
      <dialog ref={dialog} className="score-dialog" aria-labelledby="undo-title">
        <h2 id="undo-title">Undo the last event?</h2>
        <p>{question}</p>
        <div className="score-row">
          <button type="button" className="button button--danger score-big" onClick={confirm}>
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
    </>
  );
}
