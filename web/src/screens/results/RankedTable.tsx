import type { ResultCell, ResultColumn, ResultTableLayout } from '@touchline/domain';
import '../../ui/GenericTable.css';
import { useScrollHint } from '../../ui/useScrollHint';

const cellClass: Record<ResultColumn['kind'], string> = {
  position: 'result-table__pos',
  name: 'result-table__name',
  figure: 'data-table__num',
};

/**
 * A ranked result table (Golf, Race, Field Event, Gymnastics): the columns the type lays out,
 * the participant's name as each row's header, the podium places marked.
 */
export function RankedTable({ layout, caption }: { layout: ResultTableLayout; caption: string }) {
  const hint = useScrollHint<HTMLElement>();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="table-region result-table" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {layout.columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass[column.kind]}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.rows.map((row) => (
            <tr key={row.key}>
              {layout.columns.map((column, i) => (
                <Cell key={column.header} column={column} cell={row.cells[i] ?? null} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ column, cell }: { column: ResultColumn; cell: ResultCell }) {
  if (column.kind === 'name')
    return (
      <th scope="row" className={cellClass.name}>
        {cell}
      </th>
    );
  if (column.kind === 'position')
    return (
      <td className={cellClass.position}>
        {cell !== null && (
          <span
            className={
              typeof cell === 'number' && cell <= 3 ? `result-pos result-pos--${cell}` : 'result-pos'
            }
          >
            {cell}
          </span>
        )}
      </td>
    );
  return <td className={cellClass.figure}>{cell}</td>;
}
