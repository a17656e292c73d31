import type { LeaderboardOption } from '@touchline/domain';
import { type ReactNode, useId, useState } from 'react';
import { EMPTY } from '../../../api/errors';
import { EmptyState } from '../../../ui/EmptyState';
import './leaderboard.css';
import '../../../ui/field.css';

interface LeaderboardPanelProps {
  /** The leaderboard's name, its heading: a competition's or a custom leaderboard's. */
  title: string;
  /** What the 'Leaderboard' select offers: scoring event types, and Player of the Match. */
  options: readonly LeaderboardOption[];
  /** The table of the chosen option. */
  children: (selected: LeaderboardOption) => ReactNode;
}

/**
 * A leaderboard's layout (spec 2.8), for a competition and a custom leaderboard alike: the
 * 'Leaderboard' select (its first option until the fan chooses), the name, then the table.
 */
export function LeaderboardPanel({ title, options, children }: LeaderboardPanelProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const selectId = useId();
  const headingId = useId();
  if (!options.length) return <EmptyState>{EMPTY.noScoringEvents}</EmptyState>;
  const selected = options.find((o) => o.value === choice) ?? options[0]!;
  return (
    <div className="leaderboard">
      <div className="leaderboard__control">
        <label htmlFor={selectId} className="field__label">
          Leaderboard
        </label>
        <select
          id={selectId}
          className="table-select"
          value={selected.value}
          onChange={(e) => setChoice(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <section className="leaderboard__content" aria-labelledby={headingId}>
        <h2 id={headingId} className="leaderboard__title">
          {title}
        </h2>
        {children(selected)}
      </section>
    </div>
  );
}
