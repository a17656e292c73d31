import {
  type MatchDetail,
  type MatchStatus,
  nextStatusButton,
  queuedStatus,
  statusLabel,
  statusPath,
  statusWalk,
} from '@touchline/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { queueAction, useOutbox } from '../../writes/outboxStore';

/** The one-tap button rests this long after a tap, so a bump or a double tap never skips a status. */
const REST_MS = 800;

/**
 * The one-tap status button: the next status of the match's walk (Kick-off at pre-game, then
 * each period, half-time and final in order). It walks on from a change still queued, so a
 * scorer offline at a break moves the match on; after a tap it rests a moment.
 */
export function NextStatusButton({ match }: { match: MatchDetail }) {
  const { actions } = useOutbox();
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), REST_MS);
    return () => clearTimeout(timer);
  }, [resting]);
  const next = nextStatusButton(match.allMatchStatuses, queuedStatus(actions, match._id) ?? match.status);
  if (!next) return null;
  const tap = () => {
    if (resting) return;
    setResting(true);
    setStatus(match, next.status);
  };
  return (
    <button
      type="button"
      className="button score-big score-wide score-next"
      data-status={next.status}
      disabled={resting}
      onClick={tap}
    >
      {next.text}
    </button>
  );
}

const setStatus = (match: MatchDetail, status: MatchStatus) =>
  queueAction({
    matchId: match._id,
    method: 'PUT',
    path: statusPath(match._id),
    body: { status },
    label: `Status: ${statusLabel(status)}`,
  });

/**
 * Period and status changes: the one-tap button (unless the console shows it first, as before
 * kick-off), or any status of the walk.
 */
export function StatusPanel({ match, withNext }: { match: MatchDetail; withNext: boolean }) {
  const id = useId();
  const [chosen, setChosen] = useState<MatchStatus | ''>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setStatus(match, chosen);
    setChosen('');
  };
  return (
    <section className="score-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Period and status</h2>
      {withNext && <NextStatusButton match={match} />}
      <form className="score-inline" onSubmit={submit}>
        <label className="score-label" htmlFor={`${id}-status`}>
          Set the status
        </label>
        <select
          id={`${id}-status`}
          className="score-input"
          value={chosen}
          onChange={(e) => setChosen(e.target.value as MatchStatus)}
        >
          <option value="">Choose a status</option>
          {statusWalk(match.allMatchStatuses).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button score-big" disabled={!chosen}>
          Set
        </button>
      </form>
    </section>
  );
}
