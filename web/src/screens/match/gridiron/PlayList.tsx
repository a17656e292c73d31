import {
  type GameRules,
  type MatchDetail,
  type PlayLine,
  playClock,
  type SideNames,
  scoreKindText,
  situationWithTeams,
} from '@touchline/domain';
import { periodAbbreviation } from './useGame';

interface PlayListProps {
  match: MatchDetail;
  rules: GameRules;
  lines: readonly PlayLine[];
  names: SideNames;
}

/**
 * Plays in match order, each with its clock, the situation it was snapped in ('3rd & 4 at LIO
 * 32'), what happened, and, for a scoring play, what it scored and for whom, marked out.
 */
export function PlayList({ match, rules, lines, names }: PlayListProps) {
  const period = periodAbbreviation(match);
  return (
    <ol className="plays">
      {lines.map(({ play, before, outcome, text }) => {
        const scoring = outcome.scoring;
        return (
          <li key={play._id} className={`play${scoring ? ' play--scored' : ''}`}>
            <span className="play__when">
              <span className="play__clock">{playClock(play, rules.periodSeconds, period)}</span>
              <span className="play__situation">{situationWithTeams(before, names)}</span>
            </span>
            <span className="play__text">
              {text}
              {scoring && (
                <span className="play__score">
                  {scoreKindText(scoring.kind)} +{scoring.points}
                  <span className="visually-hidden">, {names[scoring.side]}</span>
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
