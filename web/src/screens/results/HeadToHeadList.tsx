import type { ResultHeadToHeadLayout } from '@touchline/domain';
import { EMPTY } from '../../api/errors';

/** Team H2H (spec 2.15): a card per match, its name, then each team with its name and score. */
export function HeadToHeadList({ layout }: { layout: ResultHeadToHeadLayout }) {
  return (
    <ul className="result-cards" aria-label="Matches">
      {layout.matches.map((match) => (
        <li key={match.key} className="result-card">
          <h2 className="result-card__title">{match.name}</h2>
          {match.teams.length === 0 && <p className="result-item__empty">{EMPTY.noData}</p>}
          <dl className="h2h" hidden={match.teams.length === 0}>
            {match.teams.map((team, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: team 1 and team 2; names may repeat.
              <div key={i} className={team.won ? 'h2h__team h2h__team--won' : 'h2h__team'}>
                <dt className="h2h__name">
                  {team.name}
                  {team.won && <span className="visually-hidden"> (won)</span>}
                </dt>
                <dd className="h2h__score">{team.score}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
