import { enteredPeriodScores, type MatchDetail, periodScores } from '@touchline/domain';
import { useScrollHint } from '../../../ui/useScrollHint';

/**
 * The per-period score table (spec 2.9): a column per period, by its abbreviation, then 'T'.
 * A result entered by a manager with its per-period points shows those; one imported or
 * entered without its events and without them has no per-period points: those cells show '–'.
 */
export function PeriodScoreTable({ match }: { match: MatchDetail }) {
  const hint = useScrollHint<HTMLElement>();
  const entered = match.periodPoints ?? null;
  const columns = entered
    ? enteredPeriodScores(entered, match.generatedPeriods)
    : periodScores(match.scoringEvents, match.generatedPeriods);
  const known =
    entered !== null ||
    match.scoringEvents.length > 0 ||
    (match.scores.homeTeam === 0 && match.scores.awayTeam === 0);
  const rows = [
    { side: 'homeTeam' as const, name: match.homeTeam?.name ?? 'Home' },
    { side: 'awayTeam' as const, name: match.awayTeam?.name ?? 'Away' },
  ];
  return (
    <div ref={hint} className="hero-table-wrap">
      <table className="hero-table">
        <caption className="visually-hidden">Points by period</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Team</span>
            </th>
            {columns.map((c) => (
              <th key={c.period} scope="col">
                <abbr title={c.label}>{c.abbreviation}</abbr>
              </th>
            ))}
            <th scope="col" className="hero-table__total">
              <abbr title="Total">T</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ side, name }) => (
            <tr key={side}>
              <th scope="row" className="hero-table__team">
                {name}
              </th>
              {columns.map((c) => (
                <td key={c.period}>{known ? c[side] : '–'}</td>
              ))}
              <td className="hero-table__total">{match.scores[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
