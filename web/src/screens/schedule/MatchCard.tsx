import { longDateTime, type MatchSummary, roundLabel, situationWithTeams } from '@touchline/domain';
import { memo } from 'react';
import { AppLink } from '../../shell/links';
import { matchSides } from './matchSides';
import { StatusBadge } from './StatusBadge';
import { EventLine, TeamLine } from './TeamLine';
import './matchCard.css';

interface MatchCardProps {
  match: MatchSummary;
  timeZone: string;
  defaultScoreFFReceived: number | null;
}

/**
 * A match on a phone (spec 2.6): round, status, date and time, both teams with their scores (a
 * gridiron game under way: the ball by the team that has it, and the down and distance), and
 * the venue; an individual event names the event instead. The whole card is one link to the match centre, with nothing else to press.
 */
export const MatchCard = memo(function MatchCard({
  match,
  timeZone,
  defaultScoreFFReceived,
}: MatchCardProps) {
  const { individual, sides, showScores, isVs, game } = matchSides(match, defaultScoreFFReceived);
  const field = match.meta.field.name;
  return (
    <AppLink to={`/matches/${match._id}`} className="match-card">
      <span className="match-card__top">
        <span className="match-card__round">{match.round ? roundLabel(match.round) : match.matchName}</span>
        <StatusBadge match={match} />
      </span>
      {match.matchName && match.round && !individual && (
        <span className="match-card__name">{match.matchName}</span>
      )}
      <span className="match-card__when">
        {match.dateTime ? (
          <time dateTime={match.dateTime}>{longDateTime(match.dateTime, timeZone)}</time>
        ) : (
          'TBA'
        )}
      </span>
      <span className="match-card__teams">
        {individual ? (
          <EventLine name={match.matchName} />
        ) : (
          sides.map((side) => <TeamLine key={side.key} side={side} showScore={showScores} isVs={isVs} />)
        )}
      </span>
      {game && (
        <span className="match-card__game">
          <span className="visually-hidden">Down and distance: </span>
          {situationWithTeams(game, { home: sides[0].name, away: sides[1].name })}
        </span>
      )}
      <span className="match-card__venue">
        <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true">
          <path
            d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">Venue: </span>
        {match.venue?.name ?? 'TBA'}
        {field && <span className="match-card__field"> · {field}</span>}
      </span>
    </AppLink>
  );
});
