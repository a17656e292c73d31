import { useQuery } from '@tanstack/react-query';
import { cellText, type MatchDetail, orderStatColumns, type PresentationResponse } from '@touchline/domain';
import { EMPTY } from '../../../api/errors';
import { matchQueries } from '../../../api/matches';
import './stats.css';
import { useScrollHint } from '../../../ui/useScrollHint';

/**
 * The player stats grid (spec 2.9): 'Player Name' and a column per scoring event by its
 * abbreviation, a row per player with their shirt number ('Unassigned' for events without a
 * player), in the national's column order. A multi-sport match shows its own result table.
 */
export function StatsView({
  match,
  presentation,
}: {
  match: MatchDetail;
  presentation: PresentationResponse;
}) {
  const hint = useScrollHint<HTMLElement>();
  const query = useQuery(matchQueries.sport(match._id));
  if (query.error)
    return (
      <section className="centre-card">
        <p className="centre-card__empty">{EMPTY.noData}</p>
      </section>
    );
  if (!query.data) return <section className="centre-card centre-card--loading" aria-busy="true" />;
  const raw = query.data.tableData;
  const isPlayerGrid = raw?.headers[1] === 'Player Name';
  const table = raw && isPlayerGrid ? orderStatColumns(raw, presentation.settings.statColumnOrder) : raw;
  if (!table || table.rows.length === 0)
    return (
      <section className="centre-card" aria-label="Player stats">
        <p className="centre-card__empty">{EMPTY.noData}</p>
      </section>
    );
  return (
    <div className="centre-card stats-card">
      <h2 id="stats-title" className="centre-card__title">
        {table.label}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section ref={hint} className="stats-card__scroll" tabIndex={0} aria-labelledby="stats-title">
        <table className="stats-table">
          <thead>
            <tr>
              {table.headers.map((header, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: abbreviations may repeat; the order is fixed.
                <th key={i} scope="col" className={statClass(i, isPlayerGrid)}>
                  {header === '#' ? <abbr title="Shirt number">#</abbr> : header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
              <tr key={r}>
                {row.map((cell, c) =>
                  c === (isPlayerGrid ? 1 : 0) ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                    <th key={c} scope="row" className={statClass(c, isPlayerGrid)}>
                      {cellText(cell)}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                    <td key={c} className={statClass(c, isPlayerGrid)}>
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** The player grid's shirt and name columns are styled apart from the counts. */
function statClass(column: number, isPlayerGrid: boolean): string | undefined {
  if (!isPlayerGrid) return undefined;
  if (column === 0) return 'stats-table__shirt';
  if (column === 1) return 'stats-table__name';
  return 'stats-table__count';
}
