import { type MatchSummary, monthDayLabel, situationWithTeams, timeLabel } from '@touchline/domain';
import { memo } from 'react';
import { AppLink } from '../../shell/links';
import { matchSides } from './matchSides';
import { StatusBadge } from './StatusBadge';
import { EventLine, TeamLine } from './TeamLine';

interface MatchRowProps {
  match: MatchSummary;
  timeZone: string;
  defaultScoreFFReceived: number | null;
}

/**
 * A match in the desktop table (spec 2.6): time ('h:mm A' over 'MMM D'), teams, score, status
 * (with a gridiron game's down and distance under way; the ball by the team that has it) and
 * venue; an individual event names the event. The teams cell holds the row's one link, stretched over the whole row.
 */
export const MatchRow = memo(function MatchRow({ match, timeZone, defaultScoreFFReceived }: MatchRowProps) {
  const { individual, sides, showScores, isVs, game } = matchSides(match, defaultScoreFFReceived);
  const [home, away] = sides;
  const field = match.meta.field.name;
  return (
    <tr className="match-row">
      <td className="match-row__time">
        {match.dateTime ? (
          <time dateTime={match.dateTime}>
            <span className="match-row__clock">{timeLabel(match.dateTime, timeZone)}</span>
            <span className="match-row__date">{monthDayLabel(match.dateTime, timeZone)}</span>
          </time>
        ) : (
          'TBA'
        )}
      </td>
      <th scope="row" className="match-row__teams">
        <AppLink to={`/matches/${match._id}`} className="match-row__link">
          {individual ? (
            <EventLine name={match.matchName} iconSize={28} />
          ) : (
            <>
              <TeamLine side={home} showScore={false} isVs={isVs} showOrganisation={false} logoSize={28} />
              <span className="visually-hidden"> vs </span>
              <TeamLine side={away} showScore={false} isVs={isVs} showOrganisation={false} logoSize={28} />
            </>
          )}
        </AppLink>
      </th>
      <td className="match-row__score">
        {showScores && !individual ? (
          <span className="match-row__scores">
            <span className={home.result === 'W' ? 'match-row__winner' : undefined}>{home.score}</span>
            <span className={away.result === 'W' ? 'match-row__winner' : undefined}>{away.score}</span>
          </span>
        ) : (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">
              {individual ? 'Results in the match centre' : 'No score yet'}
            </span>
          </>
        )}
      </td>
      <td className="match-row__status">
        <StatusBadge match={match} />
        {game && (
          <span className="match-row__game">
            <span className="visually-hidden">Down and distance: </span>
            {situationWithTeams(game, { home: home.name, away: away.name })}
          </span>
        )}
      </td>
      <td className="match-row__venue">
        <span className="match-row__place">
          <span>{match.venue?.name ?? 'TBA'}</span>
          {field && <span className="match-row__field">{field}</span>}
        </span>
      </td>
    </tr>
  );
});
