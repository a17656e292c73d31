import { type MatchSummary, matchPhase, roundLabel, timeLabel } from '@touchline/domain';
import { memo } from 'react';
import { AppLink } from '../../shell/links';
import { matchSides } from '../schedule/matchSides';
import { StatusBadge } from '../schedule/StatusBadge';
import { EventLine, TeamLine } from '../schedule/TeamLine';

interface ScoreCardProps {
  match: MatchSummary;
  timeZone: string;
}

/**
 * A match on the scoreboard, compact so a phone shows several at once: the kick-off time
 * before it starts, else the status badge with the running clock, the round, and both teams
 * with their standings and scores. One link to the match centre.
 */
export const ScoreCard = memo(function ScoreCard({ match, timeZone }: ScoreCardProps) {
  const { individual, sides, showScores, isVs } = matchSides(match, null);
  const upcoming = matchPhase(match.status) === 'upcoming';
  return (
    <AppLink to={`/matches/${match._id}`} className={`score-card score-card--${matchPhase(match.status)}`}>
      <span className="score-card__top">
        {upcoming ? (
          <span className="score-card__time">
            {match.dateTime ? (
              <time dateTime={match.dateTime}>{timeLabel(match.dateTime, timeZone)}</time>
            ) : (
              'TBA'
            )}
          </span>
        ) : (
          <StatusBadge match={match} />
        )}
        {match.round && <span className="score-card__round">{roundLabel(match.round)}</span>}
      </span>
      <span className="score-card__teams">
        {individual ? (
          <EventLine name={match.matchName} iconSize={24} />
        ) : (
          sides.map((side) => (
            <TeamLine
              key={side.key}
              side={side}
              showScore={showScores}
              isVs={isVs}
              showOrganisation={false}
              logoSize={24}
            />
          ))
        )}
      </span>
    </AppLink>
  );
});
