import { lastUnsentEvent, type MatchDetail } from '@touchline/domain';
import { useRef, useState } from 'react';
import { latestEvents } from './FanView';
import { queueAction, useOutbox, withdrawLastUnsent } from './outboxStore';

/**
 * The match's last event: the newest on screen, or the one this device last wrote if the live
 * stream has not brought it yet (ids grow, so the larger is the later).
 */
function lastEvent(match: MatchDetail, written: number | undefined) {
  const shown = latestEvents(match, 1)[0];
  if (written !== undefined && (!shown || written > shown._id))
    return { _id: written, name: 'the event just sent', isHomeTeam: null };
  return shown ? { _id: shown._id, name: shown.name, isHomeTeam: shown.isHomeTeam as boolean | null } : null;
}

/**
 * Undo of the last event, after a confirmation: an event still on the device is dropped from
 * the queue; one the server has is deleted (a DELETE through the queue, like any action).
 */
export function UndoButton({ match }: { match: MatchDetail }) {
  const outbox = useOutbox();
  const dialog = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState('');
  const unsent = lastUnsentEvent(outbox, outbox.inFlight);
  const last = lastEvent(match, outbox.lastWritten[match._id]);
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
    const current = lastEvent(match, outbox.lastWritten[match._id]);
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
