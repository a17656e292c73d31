import { type MatchDetail, type MatchStatus, nextStatus, statusLabel } from '@touchline/domain';
import { type FormEvent, useId, useState } from 'react';
import { queueAction } from './outboxStore';

/** Period and status changes: the next status in one tap, or any status of the sequence. */
export function StatusPanel({ match }: { match: MatchDetail }) {
  const id = useId();
  const [chosen, setChosen] = useState<MatchStatus | ''>('');
  const next = nextStatus(match.allMatchStatuses, match.status);
  const setStatus = (status: MatchStatus) =>
    queueAction({
      matchId: match._id,
      method: 'PUT',
      path: `/live/matches/${match._id}/status`,
      body: { status },
      label: `Status: ${statusLabel(status)}`,
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setStatus(chosen);
    setChosen('');
  };
  return (
    <section className="score-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Period and status</h2>
      {next && (
        <button type="button" className="button score-big" onClick={() => setStatus(next.value)}>
          Next: {next.label}
        </button>
      )}
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
          {match.allMatchStatuses.map((s) => (
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
