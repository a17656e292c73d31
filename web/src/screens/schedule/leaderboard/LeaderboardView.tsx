import { useQuery } from '@tanstack/react-query';
import { type CompetitionSummary, leaderboardOptions, PLAYER_OF_THE_MATCH } from '@touchline/domain';
import { useId, useState } from 'react';
import { competitionQueries } from '../../../api/competitions';
import { EMPTY } from '../../../api/errors';
import { Loading } from '../../../shell/StatusPanels';
import { usePresentation } from '../../../shell/useNationalSetup';
import { EmptyState } from '../../../ui/EmptyState';
import { useLoggedError } from '../../../ui/useLoggedError';
import { PlayerOfTheMatchTable } from './PlayerOfTheMatchTable';
import { RankingTable } from './RankingTable';
import './leaderboard.css';

/**
 * The leaderboard tab (spec 2.8): a select of the competition's scoring event types (and
 * Player of the Match where the national has it), the competition's name, then the ranking.
 */
export function LeaderboardView({
  competition,
  season,
}: {
  competition: CompetitionSummary;
  season: number;
}) {
  // The server withholds leaderboards with the ladder; a competition of another season is one
  // the screen is still replacing.
  const available = competition.display.ladder && competition.display.result && competition.season === season;
  if (!available) return <EmptyState>{EMPTY.noLeaderboard}</EmptyState>;
  return <Leaderboard key={competition._id} competition={competition} />;
}

function Leaderboard({ competition }: { competition: CompetitionSummary }) {
  const { settings } = usePresentation();
  const events = useQuery(competitionQueries.events(competition._id));
  useLoggedError('Error fetching scoring events', events.error);
  const [choice, setChoice] = useState<string | null>(null);
  const selectId = useId();
  const headingId = useId();

  if (events.isPending) return <Loading label="Loading the leaderboard" />;
  if (events.isError) return <EmptyState>{EMPTY.noLeaderboard}</EmptyState>;
  const options = leaderboardOptions(events.data.scoringEvents, settings.playerOfTheMatch);
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
          {competition.name}
        </h2>
        {selected.value === PLAYER_OF_THE_MATCH || selected.eventType === null ? (
          <PlayerOfTheMatchTable competitionId={competition._id} label={competition.name} />
        ) : (
          <RankingTable
            competitionId={competition._id}
            eventType={selected.eventType}
            eventLabel={selected.label}
            label={competition.name}
          />
        )}
      </section>
    </div>
  );
}
