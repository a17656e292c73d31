import { formatClock, type MatchDetail, periodOfStatus, type TimerView } from '@touchline/domain';
import { type FormEvent, useId, useState } from 'react';
import { queueAction } from '../../writes/outboxStore';

/** Minutes and seconds as typed ('12:00', '7', '0:30') in ms; null when unreadable. */
export function readClock(text: string): number | null {
  const match = /^\s*(\d{1,3})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  return (Number(match[1]) * 60 + Number(match[2] ?? 0)) * 1000;
}

interface ClockPanelProps {
  match: MatchDetail;
  timer: TimerView | null;
  /** A period's length, once the clock has been read: a new period's clock in one tap. */
  periodMs: number | null;
}

/**
 * The clock: start, stop, reset to a full period, set the time left, and add time, each a write
 * through the queue.
 */
export function ClockPanel({ match, timer, periodMs }: ClockPanelProps) {
  const id = useId();
  const [left, setLeft] = useState('');
  const [added, setAdded] = useState('');
  const path = (op: string) => `/live/matches/${match._id}/timer/${op}`;
  const clock = (op: 'start' | 'stop', label: string) =>
    queueAction({ matchId: match._id, method: 'POST', path: path(op), label });
  const setTo = (remainingMs: number, shown: string) =>
    queueAction({
      matchId: match._id,
      method: 'POST',
      path: path('set'),
      body: { remainingMs },
      label: `Clock set to ${shown}`,
    });
  const set = (event: FormEvent) => {
    event.preventDefault();
    const remainingMs = readClock(left);
    if (remainingMs === null) return;
    setTo(remainingMs, left.trim());
    setLeft('');
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const ms = readClock(added);
    if (ms === null) return;
    const period = periodOfStatus(match.status, match.allMatchStatuses);
    queueAction({
      matchId: match._id,
      method: 'POST',
      path: path('add'),
      body: { ms, period },
      label: `Added ${added.trim()} to the clock`,
    });
    setAdded('');
  };
  return (
    <section className="score-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Clock {timer ? <span className="score-clock">{timer.display}</span> : null}</h2>
      <div className="score-row">
        <button type="button" className="button score-big" onClick={() => clock('start', 'Clock started')}>
          Start clock
        </button>
        <button
          type="button"
          className="button button--quiet score-big"
          onClick={() => clock('stop', 'Clock stopped')}
        >
          Stop clock
        </button>
        {periodMs !== null && periodMs > 0 && (
          <button
            type="button"
            className="button button--quiet score-big"
            onClick={() => setTo(periodMs, formatClock(periodMs))}
          >
            Reset to {formatClock(periodMs)}
          </button>
        )}
      </div>
      <form className="score-inline" onSubmit={set}>
        <label className="score-label" htmlFor={`${id}-left`}>
          Time left (mm:ss)
        </label>
        <input
          id={`${id}-left`}
          className="score-input"
          inputMode="numeric"
          placeholder="12:00"
          value={left}
          onChange={(e) => setLeft(e.target.value)}
        />
        <button type="submit" className="button score-big" disabled={readClock(left) === null}>
          Set
        </button>
      </form>
      <form className="score-inline" onSubmit={add}>
        <label className="score-label" htmlFor={`${id}-add`}>
          Time to add (mm:ss)
        </label>
        <input
          id={`${id}-add`}
          className="score-input"
          inputMode="numeric"
          placeholder="0:30"
          value={added}
          onChange={(e) => setAdded(e.target.value)}
        />
        <button type="submit" className="button score-big" disabled={readClock(added) === null}>
          Add
        </button>
      </form>
    </section>
  );
}
