import { cellText, filterTableRows, numericColumns, type TableData } from '@touchline/domain';
import { useId, useState } from 'react';
import { EMPTY } from '../api/errors';
import { EmptyState } from './EmptyState';
import { Logo } from './Logo';
import './GenericTable.css';
import { useScrollHint } from './useScrollHint';

/** A cell showing a logo: the player's team image, else a placeholder with the name's initials. */
export interface ImageCell {
  teamImg: { imgUrl: string | null };
  name?: string;
}
export type GenericCell = TableData['rows'][number][number] | ImageCell;

/** A titled table of any headers and rows (tableData), e.g. a multi-sport ladder. */
export interface GenericTableData {
  label: string;
  headers: readonly string[];
  rows: readonly (readonly GenericCell[])[];
}

interface GenericTableProps {
  data: GenericTableData;
  /** A search box in the header that filters the rows. */
  searchable?: boolean;
  /** Shown when the table has no rows; 'No data' unless given. */
  emptyMessage?: string;
}

/** Spec 2.7 generic table: a titled table, a search in its header, image cells, an empty state. */
export function GenericTable({ data, searchable = false, emptyMessage = EMPTY.noData }: GenericTableProps) {
  const hint = useScrollHint<HTMLElement>();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const rows = filterTableRows(data.rows, search);
  const empty = data.rows.length === 0 || data.headers.length === 0;
  const numeric = numericColumns(data.headers.length, data.rows);
  return (
    <div className="generic-table">
      <header className="generic-table__header">
        <h2 id={titleId} className="generic-table__title">
          {data.label}
        </h2>
        {searchable && !empty && (
          <input
            type="search"
            className="generic-table__search"
            placeholder="Search"
            aria-label={`Search ${data.label}`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </header>
      {empty ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>{EMPTY.noResults}</EmptyState>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section ref={hint} className="table-region" aria-labelledby={titleId} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                {data.headers.map((header, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; their order is fixed.
                  <th key={i} scope="col" className={numeric[i] ? 'data-table__num' : undefined}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
                <tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                    <Cell key={c} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

function Cell({ cell }: { cell: GenericCell }) {
  if (cell !== null && typeof cell === 'object')
    return (
      <td>
        <span className="data-table__team">
          <Logo src={cell.teamImg.imgUrl} name={cell.name ?? ''} size={24} />
          {cell.name && <span>{cell.name}</span>}
        </span>
      </td>
    );
  return <td className={typeof cell === 'number' ? 'data-table__num' : undefined}>{cellText(cell)}</td>;
}
