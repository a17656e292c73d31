import { type CustomLeaderboard, leaderboardOptions } from '@touchline/domain';
import { useId, useState } from 'react';
import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { CustomRanking } from './CustomRanking';
import '../schedule/leaderboard/leaderboard.css';

/**
 * A custom leaderboard (spec 2.8), laid out as a competition's: the select of its scoring event
 * types ('Touchdowns'), its name, then the players ranked across its competitions.
 */
export function CustomLeaderboardView({ board }: { board: CustomLeaderboard }) {
  const [choice, setChoice] = useState<string | null>(null);
  const selectId = useId();
  const headingId = useId();
  // Player of the Match is awarded per competition, so a custom leaderboard never offers it.
  const options = leaderboardOptions(board.scoringEvents, false);
  if (!options.length) return <EmptyState>{EMPTY.noScoringEvents}</EmptyState>;
  const selected = options.find((o) => o.value === choice) ?? options[0]!;
  return (
    <div className="leaderboard">
      <div className="leaderboard__control">
        <label htmlFor={selectId} className="leaderboard__label">
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
          {board.name}
        </h2>
        <CustomRanking
          boardId={board._id}
          eventType={selected.eventType!}
          eventLabel={selected.label}
          label={board.name}
        />
      </section>
    </div>
  );
}
