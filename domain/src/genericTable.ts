/** Rules of the generic titled table (spec 2.7): search and column alignment. */

/** A generic table's cell: text, a number, nothing, or an image with the name it shows. */
export type SearchableCell = string | number | null | { teamImg: { imgUrl: string | null }; name?: string };

/** The text of a cell as shown and searched. */
export function cellText(cell: SearchableCell): string {
  if (cell == null) return '';
  if (typeof cell === 'object') return cell.name ?? '';
  return String(cell);
}

/**
 * The rows of a generic table that match a search (spec 2.7): every row for a blank search,
 * else those with a cell containing the search text, ignoring case.
 */
export function filterTableRows<R extends readonly SearchableCell[]>(
  rows: readonly R[],
  search: string,
): R[] {
  const needle = search.trim().toLocaleLowerCase('en');
  if (!needle) return [...rows];
  return rows.filter((row) => row.some((cell) => cellText(cell).toLocaleLowerCase('en').includes(needle)));
}

/** Which columns hold only numbers (blanks aside), so they can be right-aligned, header included. */
export function numericColumns(columnCount: number, rows: readonly (readonly SearchableCell[])[]): boolean[] {
  return Array.from({ length: columnCount }, (_, i) => {
    let numbers = 0;
    for (const row of rows) {
      const cell = row[i];
      if (cell == null || cell === '') continue;
      if (typeof cell !== 'number') return false;
      numbers += 1;
    }
    return numbers > 0;
  });
}
