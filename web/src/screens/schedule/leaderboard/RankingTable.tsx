import { useQuery } from '@tanstack/react-query';
import { fullName, type LeaderboardRow, rankedPlayers } from '@touchline/domain';
import { EMPTY } from '../../../api/errors';
import { type LeaderboardSource, leaderboardQueries } from '../../../api/leaderboards';
import { AppLink } from '../../../shell/links';
import { Loading } from '../../../shell/StatusPanels';
import { EmptyState, FailedState } from '../../../ui/EmptyState';
import { Logo } from '../../../ui/Logo';
import { useLoggedError } from '../../../ui/useLoggedError';
import '../../../ui/GenericTable.css';
import { useScrollHint } from '../../../ui/useScrollHint';

interface RankingTableProps {
  /** Whose ranking: a competition's (the default) or a custom leaderboard's, across its competitions. */
  source?: LeaderboardSource;
  /** The competition's or the custom leaderboard's id. */
  id: number;
  eventType: number;
  /** The event type's label, e.g. 'Touchdowns': the last column's header. */
  eventLabel: string;
  /** Names the table, e.g. the competition. */
  label: string;
}

/**
 * Players ranked on one event type: Rank, Name, Team, Played and the event's count. On a phone
 * the team shows under the player's name, so every column fits; a screen reader still hears the
 * Team column, whose copy under the name is hidden from it.
 */
export function RankingTable({
  source = 'competition',
  id,
  eventType,
  eventLabel,
  label,
}: RankingTableProps) {
  const hint = useScrollHint<HTMLElement>();
  const ranking = useQuery(leaderboardQueries.ranking(source, id, eventType));
  useLoggedError('Error fetching leaderboard', ranking.error);
  if (ranking.isPending) return <Loading label="Loading the leaderboard" />;
  if (ranking.isError && !ranking.data)
    return (
      <FailedState
        error={ranking.error}
        notFound={EMPTY.noLeaderboard}
        onRetry={() => void ranking.refetch()}
        retrying={ranking.isFetching}
      />
    );
  const rows = rankedPlayers(ranking.data);
  if (!rows.length) return <EmptyState>{EMPTY.noStats}</EmptyState>;
  const caption = `${label}: ${eventLabel}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="table-region leaderboard-table" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="data-table__num leaderboard-table__rank">
              Rank
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="leaderboard-table__team">
              Team
            </th>
            <th scope="col" className="data-table__num">
              Played
            </th>
            <th scope="col" className="data-table__num leaderboard-table__pinned">
              {eventLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row._id}:${row.team._id}`}>
              <td className="data-table__num leaderboard-table__rank">{row.rank}</td>
              <th scope="row" className="leaderboard-table__name">
                <PlayerName row={row} />
                <span className="leaderboard-table__team-inline" aria-hidden="true">
                  {row.team.name}
                </span>
              </th>
              <td className="leaderboard-table__team">
                <span className="data-table__team">
                  <Logo src={row.teamImg.imgUrl} name={row.team.name} size={24} />
                  <span>{row.team.name}</span>
                </span>
              </td>
              <td className="data-table__num">{row.matchPlayed}</td>
              <td className="data-table__num leaderboard-table__pinned">{row.eventSum}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A public player links to their page; a non-public one is 'Team Player' (as sent) and plain text. */
function PlayerName({ row }: { row: LeaderboardRow }) {
  const name = fullName(row);
  return row.isPublic ? <AppLink to={`/players/${row._id}`}>{name}</AppLink> : <span>{name}</span>;
}
