import type { MatchDetail } from '@touchline/domain';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The corrections of a finished match's result, oldest first: when, the result it left and
 * why, as the admin who made it said.
 */
export function Corrections({ match }: { match: MatchDetail }) {
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  return (
    <section className="corrections" aria-labelledby="corrections-title">
      <h3 id="corrections-title" className="corrections__title">
        Result corrected
      </h3>
      <ol className="corrections__list">
        {match.corrections.map((correction) => (
          <li key={`${correction.at} ${correction.reason}`} className="corrections__item">
            <time dateTime={correction.at}>{when.format(new Date(correction.at))}</time>
            <span>
              {home} {correction.scores.homeTeam}–{correction.scores.awayTeam} {away}
            </span>
            <q>{correction.reason}</q>
          </li>
        ))}
      </ol>
    </section>
  );
}
