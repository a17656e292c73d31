/**
 * The player stats grid's column order (spec 2.9, DECISIONS): some nationals reorder the
 * columns and merge two of them. The spec numbers the columns from 'Player Name' (0), then the
 * event columns; a shirt-number column before it is kept first.
 */
import type { TableData } from '../schemas/values';

/** The match centre's order for 'merged' nationals; columns 2 and 3 (of the new order) are merged. */
export const MERGED_STAT_ORDER = [0, 1, 2, 3, 5, 7, 4, 6] as const;
const MERGED = [2, 3] as const;

/** A national's stat column setting: as they come, or reordered and merged. */
export type StatColumnOrder = 'default' | 'merged';

/**
 * Reorders the numbered columns by `order` (indices the table lacks are skipped; columns the
 * order does not name keep their place after it, so nothing is lost).
 */
function reorder<T>(cells: readonly T[], order: readonly number[]): T[] {
  const named = order.filter((i) => i < cells.length);
  const rest = cells.map((_, i) => i).filter((i) => !named.includes(i));
  return [...named, ...rest].map((i) => cells[i]!);
}

const sum = (a: TableData['rows'][number][number], b: TableData['rows'][number][number]) =>
  typeof a === 'number' || typeof b === 'number' ? (Number(a) || 0) + (Number(b) || 0) : a;

/**
 * The grid with a national's column order. 'merged' applies MERGED_STAT_ORDER, then adds column
 * 3 into column 2 (e.g. Penalty Goals into Goals) under column 2's header. `leading` columns
 * before 'Player Name' (the shirt number) stay where they are.
 */
export function orderStatColumns(table: TableData, order: StatColumnOrder, leading = 1): TableData {
  if (order === 'default') return table;
  const arrange = <T>(cells: readonly T[], merge: (a: T, b: T) => T): T[] => {
    const numbered = reorder(cells.slice(leading), MERGED_STAT_ORDER);
    const [first, second] = MERGED;
    if (numbered.length > second) {
      numbered[first] = merge(numbered[first]!, numbered[second]!);
      numbered.splice(second, 1);
    }
    return [...cells.slice(0, leading), ...numbered];
  };
  return {
    ...table,
    headers: arrange(table.headers, (a) => a),
    rows: table.rows.map((row) => arrange(row, sum)),
  };
}
