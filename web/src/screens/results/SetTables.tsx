import type { ResultSetRow, ResultSetsLayout } from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import '../../ui/GenericTable.css';
import { useScrollHint } from '../../ui/useScrollHint';

/**
 * Tennis (spec 2.15): each match headed 'name | venue | date', then a table with Set 1..n and
 * each participant (or pair) with its score per set and '(n)', the sets it won.
 */
export function SetTables({ layout, caption }: { layout: ResultSetsLayout; caption: string }) {
  return (
    <ul className="result-items" aria-label="Matches">
      {layout.items.map((item) => {
        const label = item.heading?.join(' | ') ?? caption;
        return (
          <li key={item.key} className="result-item">
            {item.heading && (
              <h2 className="result-item__title">
                {item.heading.map((part, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: name, venue and date, in that order.
                  <span key={i} className="result-item__part">
                    {i > 0 && ' | '}
                    {part}
                  </span>
                ))}
              </h2>
            )}
            {item.rows.length === 0 ? (
              <p className="result-item__empty">{EMPTY.noData}</p>
            ) : (
              <SetTable rows={item.rows} setCount={layout.setCount} label={label} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SetTable({ rows, setCount, label }: { rows: ResultSetRow[]; setCount: number; label: string }) {
  const hint = useScrollHint<HTMLElement>();
  const sets = Array.from({ length: setCount }, (_, i) => i + 1);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="table-region set-table" aria-label={label} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className="set-table__name">
              Participant
            </th>
            {sets.map((n) => (
              <th key={n} scope="col" className="data-table__num set-table__set">
                Set {n}
              </th>
            ))}
            <th scope="col" className="data-table__num set-table__score" title="Sets won">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.won ? 'set-table__row--won' : undefined}>
              <th scope="row" className="set-table__name">
                <span>{row.names[0]}</span>
                {row.names.slice(1).map((name) => (
                  <span key={name} className="set-table__partner">
                    {' '}
                    / {name}
                  </span>
                ))}
                {row.won && <span className="visually-hidden"> (won)</span>}
              </th>
              {row.sets.map((score, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its set.
                <td key={i} className="data-table__num set-table__set">
                  {score}
                </td>
              ))}
              <td className="data-table__num set-table__score">
                {row.setsWon !== null && `(${row.setsWon})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
