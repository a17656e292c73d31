import { type MatchDetail, setTable } from '@touchline/domain';
import { useScrollHint } from '../../../ui/useScrollHint';

/**
 * The per-set table (spec 2.9): a column per set, a manual set at its stored score, and a last
 * set that has only just opened (no events, 0-0) left out. The set being played is marked.
 */
export function SetScoreTable({ match }: { match: MatchDetail }) {
  const hint = useScrollHint<HTMLElement>();
  const sets = setTable(match.setScores);
  if (sets.length === 0) return null;
  const live = match.status !== 'final';
  const rows = [
    { side: 'homeTeam' as const, name: match.homeTeam?.name ?? 'Home' },
    { side: 'awayTeam' as const, name: match.awayTeam?.name ?? 'Away' },
  ];
  return (
    <div ref={hint} className="hero-table-wrap">
      <table className="hero-table">
        <caption className="visually-hidden">Points by set</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Team</span>
            </th>
            {sets.map((set) => {
              const current = live && set.setId === match.currentSetId;
              return (
                <th key={set.setId} scope="col" className={current ? 'hero-table__current' : undefined}>
                  Set {set.number}
                  {current && <span className="visually-hidden"> (being played)</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ side, name }) => (
            <tr key={side}>
              <th scope="row" className="hero-table__team">
                {name}
              </th>
              {sets.map((set) => {
                const won = set[side] > set[side === 'homeTeam' ? 'awayTeam' : 'homeTeam'];
                const done = !(live && set.setId === match.currentSetId);
                return (
                  <td key={set.setId} className={done && won ? 'hero-table__won' : undefined}>
                    {set[side]}
                    {done && won && <span className="visually-hidden"> (won)</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
