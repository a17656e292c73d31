import { type FormEntry, type MatchDetail, TEAM_FORM_LENGTH } from '@touchline/domain';
import { EMPTY } from '../../../api/errors';

const RESULT_TEXT = { W: 'Won', D: 'Drew', L: 'Lost' } as const;

/**
 * 'TEAM FORM' (spec 2.9): each side's last five results, newest first, each with the opponent
 * (or 'TBD'), both scores, and the result as a letter and a colour (green won, red lost).
 */
export function TeamFormCard({ match }: { match: MatchDetail }) {
  const sides = [
    { key: 'home', name: match.homeTeam?.name ?? 'Home', form: match.homeLastFive },
    { key: 'away', name: match.awayTeam?.name ?? 'Away', form: match.awayLastFive },
  ];
  const none = sides.every((s) => s.form.length === 0);
  return (
    <section className="centre-card centre-card--form" aria-labelledby="form-title">
      <h2 id="form-title" className="centre-card__title centre-card__title--caps">
        TEAM FORM
      </h2>
      {none ? (
        <p className="centre-card__empty">{EMPTY.noRecentGames}</p>
      ) : (
        sides.map((side) => (
          <div key={side.key} className="form-row">
            <h3 className="form-row__team">{side.name}</h3>
            {side.form.length === 0 ? (
              <p className="centre-card__empty centre-card__empty--inline">{EMPTY.noRecentGames}</p>
            ) : (
              <ol className="form-row__results" aria-label={`${side.name}: last ${TEAM_FORM_LENGTH} results`}>
                {side.form.slice(0, TEAM_FORM_LENGTH).map((entry) => (
                  <FormTile key={entry._id} entry={entry} />
                ))}
              </ol>
            )}
          </div>
        ))
      )}
    </section>
  );
}

function FormTile({ entry }: { entry: FormEntry }) {
  const opponent = entry.opponent || 'TBD';
  return (
    <li
      className={`form-tile form-tile--${entry.result}`}
      title={`${RESULT_TEXT[entry.result]} v ${opponent}`}
    >
      <span className="form-tile__result" aria-hidden="true">
        {entry.result}
      </span>
      <span className="visually-hidden">{RESULT_TEXT[entry.result]} </span>
      <span className="form-tile__score">
        {entry.scores.own}–{entry.scores.opponent}
      </span>
      <span className="form-tile__opponent">
        <span className="visually-hidden">against </span>
        {opponent}
      </span>
    </li>
  );
}
