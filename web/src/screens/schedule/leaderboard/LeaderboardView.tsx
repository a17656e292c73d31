import { useQuery } from '@tanstack/react-query';
import {
  type CompetitionSummary,
  type CustomLeaderboard,
  ladderShown,
  leaderboardOptions,
  PLAYER_OF_THE_MATCH,
} from '@touchline/domain';
import { competitionQueries } from '../../../api/competitions';
import { EMPTY } from '../../../api/errors';
import { Loading } from '../../../shell/StatusPanels';
import { usePresentation } from '../../../shell/useNationalSetup';
import { EmptyState, FailedState } from '../../../ui/EmptyState';
import { useLoggedError } from '../../../ui/useLoggedError';
import { LeaderboardPanel } from './LeaderboardPanel';
import { PlayerOfTheMatchTable } from './PlayerOfTheMatchTable';
import { RankingTable } from './RankingTable';

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
  const available = ladderShown(competition) && competition.season === season;
  if (!available) return <EmptyState>{EMPTY.noLeaderboard}</EmptyState>;
  return <Leaderboard key={competition._id} competition={competition} />;
}

function Leaderboard({ competition }: { competition: CompetitionSummary }) {
  const { settings } = usePresentation();
  const events = useQuery(competitionQueries.events(competition._id));
  useLoggedError('Error fetching scoring events', events.error);
  if (events.isPending) return <Loading label="Loading the leaderboard" />;
  if (events.isError && !events.data)
    return (
      <FailedState
        error={events.error}
        notFound={EMPTY.noLeaderboard}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
      />
    );
  return (
    <LeaderboardPanel
      title={competition.name}
      options={leaderboardOptions(events.data.scoringEvents, settings.playerOfTheMatch)}
    >
      {(selected) =>
        selected.value === PLAYER_OF_THE_MATCH || selected.eventType === null ? (
          <PlayerOfTheMatchTable competitionId={competition._id} label={competition.name} />
        ) : (
          <RankingTable
            id={competition._id}
            eventType={selected.eventType}
            eventLabel={selected.label}
            label={competition.name}
          />
        )
      }
    </LeaderboardPanel>
  );
}

/**
 * A custom leaderboard (spec 2.8), laid out as a competition's: the select of its scoring event
 * types, its name, then the players ranked across its competitions.
 */
export function CustomLeaderboardView({ board }: { board: CustomLeaderboard }) {
  return (
    // Player of the Match is awarded per competition, so a custom leaderboard never offers it.
    <LeaderboardPanel title={board.name} options={leaderboardOptions(board.scoringEvents, false)}>
      {(selected) => (
        <RankingTable
          source="custom-leaderboard"
          id={board._id}
          eventType={selected.eventType!}
          eventLabel={selected.label}
          label={board.name}
        />
      )}
    </LeaderboardPanel>
  );
}
