import type { ManagedCompetitions } from '@touchline/domain';
import { useId } from 'react';
import type { ManageView } from './manageParams';

interface ToolbarProps {
  data: ManagedCompetitions;
  view: ManageView;
  /** Changes the address's choices (null removes one). */
  onChange: (changes: Record<string, string | null>) => void;
}

/** Which matches the tabs work on: a competition, then one of its rounds or a date range. */
export function Toolbar({ data, view, onChange }: ToolbarProps) {
  const id = useId();
  const competition = view.competition!;
  const byDates = view.mode === 'dates';
  const showRounds = () => onChange({ from: null, to: null });
  const showDates = () => onChange({ round: null, from: view.from, to: view.to });
  return (
    <section className="manage-toolbar" aria-label="Matches to manage">
      <div className="manage-field">
        <label htmlFor={`${id}-competition`}>Competition</label>
        <select
          id={`${id}-competition`}
          className="manage-input"
          value={competition._id}
          onChange={(event) => onChange({ competition: event.target.value, round: null })}
        >
          {data.competitions.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name} ({c.season})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="manage-mode">
        <legend>Show</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={!byDates} onChange={showRounds} /> A round
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={byDates} onChange={showDates} /> Dates
        </label>
      </fieldset>
      {byDates ? (
        <>
          <div className="manage-field">
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              className="manage-input"
              type="date"
              value={view.from}
              aria-invalid={view.rangeProblem !== null}
              aria-describedby={view.rangeProblem ? `${id}-range` : undefined}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </div>
          <div className="manage-field">
            <label htmlFor={`${id}-to`}>To</label>
            <input
              id={`${id}-to`}
              className="manage-input"
              type="date"
              value={view.to}
              aria-invalid={view.rangeProblem !== null}
              aria-describedby={view.rangeProblem ? `${id}-range` : undefined}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </div>
          {view.rangeProblem && (
            <p id={`${id}-range`} className="manage-field__problem">
              {view.rangeProblem}
            </p>
          )}
        </>
      ) : (
        <div className="manage-field">
          <label htmlFor={`${id}-round`}>Round</label>
          <select
            id={`${id}-round`}
            className="manage-input"
            value={view.roundId ?? ''}
            disabled={!competition.rounds.length}
            onChange={(event) => onChange({ round: event.target.value })}
          >
            {competition.rounds.map((r) => (
              <option key={r._id} value={r._id}>
                {r.name} ({r.matches} {r.matches === 1 ? 'match' : 'matches'})
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
