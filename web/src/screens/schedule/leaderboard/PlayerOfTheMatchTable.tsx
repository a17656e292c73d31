import { useQuery } from '@tanstack/react-query';
import { fullName, roundLabel } from '@touchline/domain';
import { EMPTY } from '../../../api/errors';
import { leaderboardQueries } from '../../../api/leaderboards';
import { AppLink } from '../../../shell/links';
import { Loading } from '../../../shell/StatusPanels';
import { EmptyState, FailedState } from '../../../ui/EmptyState';
import { useLoggedError } from '../../../ui/useLoggedError';
import '../../../ui/GenericTable.css';
import { useScrollHint } from '../../../ui/useScrollHint';

/** Player of the Match awards, match by match: Round, Match, POTM Name, Shirt No., Player Name, Team. */
export function PlayerOfTheMatchTable({ competitionId, label }: { competitionId: number; label: string }) {
  const hint = useScrollHint<HTMLElement>();
  const awards = useQuery(leaderboardQueries.playerOfTheMatch(competitionId));
  useLoggedError('Error fetching player of the match', awards.error);
  if (awards.isPending) return <Loading label="Loading the leaderboard" />;
  if (awards.isError && !awards.data)
    return (
      <FailedState
        error={awards.error}
        notFound={EMPTY.noLeaderboard}
        onRetry={() => void awards.refetch()}
        retrying={awards.isFetching}
      />
    );
  if (!awards.data.length) return <EmptyState>{EMPTY.noStats}</EmptyState>;
  const caption = `${label}: Player of the Match`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="table-region leaderboard-table" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Match</th>
            <th scope="col">POTM Name</th>
            <th scope="col" className="data-table__num">
              Shirt No.
            </th>
            <th scope="col">Player Name</th>
            <th scope="col">Team</th>
          </tr>
        </thead>
        <tbody>
          {awards.data.map((award) => (
            <tr key={`${award.match._id}:${award.player._id}:${award.potmName}`}>
              <td className="leaderboard-table__nowrap">{award.round ? roundLabel(award.round) : ''}</td>
              <td className="leaderboard-table__match">
                <AppLink to={`/matches/${award.match._id}`}>{award.match.name}</AppLink>
              </td>
              <td>{award.potmName}</td>
              <td className="data-table__num">{award.shirtNum ?? ''}</td>
              <th scope="row" className="leaderboard-table__name">
                {award.player.isPublic ? (
                  <AppLink to={`/players/${award.player._id}`}>{fullName(award.player)}</AppLink>
                ) : (
                  <span>{fullName(award.player)}</span>
                )}
              </th>
              <td>{award.team?.name ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
