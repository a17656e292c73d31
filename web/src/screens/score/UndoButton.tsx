import { lastUnsentEvent, type MatchDetail, queuedDeletes, undoTarget } from '@touchline/domain';
import { useRef, useState } from 'react';
import { queueAction, useOutbox, withdrawLastUnsent } from './outboxStore';

/**
 * Undo of the last event, after a confirmation: an event still on the device is dropped from
 * the queue; one the server has is deleted (a DELETE through the queue, like any action).
 */
export function UndoButton({ match }: { match: MatchDetail }) {
  const outbox = useOutbox();
  const dialog = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState('');
  const unsent = lastUnsentEvent(outbox, outbox.inFlight);
  const gone = new Set([...outbox.removed, ...queuedDeletes(outbox.actions)]);
  const target = () =>
    undoTarget([...match.scoringEvents, ...match.playerMovements], outbox.lastWritten[match._id], gone);
  const last = target();
  const side = (isHome: boolean) => (isHome ? match.homeTeam?.name : match.awayTeam?.name) ?? '';
  const nothing = !unsent && !last;

  const ask = () => {
    setQuestion(
      unsent
        ? `Undo “${unsent.label}”? It has not been sent, so it is dropped from this device.`
        : `Undo the last event, ${last!.name}${last!.isHomeTeam === null ? '' : ` for ${side(last!.isHomeTeam)}`}? It is deleted, and fans see it go.`,
    );
    dialog.current?.showModal();
  };
  const confirm = () => {
    dialog.current?.close();
    if (withdrawLastUnsent()) return;
    const current = target();
    if (!current) return;
    queueAction({
      matchId: match._id,
      method: 'DELETE',
      path: `/live/matches/${match._id}/events/${current._id}`,
      label: `Undo ${current.name}${current.isHomeTeam === null ? '' : `, ${side(current.isHomeTeam)}`}`,
    });
  };

  return (
    <>
      <button
        type="button"
        className="button button--danger score-big score-undo"
        disabled={nothing}
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
