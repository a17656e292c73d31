/**
 * A small CSV reader (RFC 4180): comma-separated fields, optionally double-quoted; a quoted
 * field may hold commas, line breaks and doubled quotes (""). LF and CRLF line ends and a
 * leading byte-order mark are accepted; blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let row: string[] = [];
  while (i < n) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      // A quoted field: up to the next quote not followed by another.
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) throw new Error('CSV ends inside a quoted field');
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) !== QUOTE) {
          i = close + 1;
          const next = text.charCodeAt(i);
          if (i < n && next !== COMMA && next !== LF && next !== CR)
            throw new Error(`CSV has '${text[i]}' after a closing quote (row ${rows.length + 1})`);
          break;
        }
        value += '"';
        from = close + 2;
      }
      field = value;
    } else {
      let end = i;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === COMMA || c === LF || c === CR) break;
        end++;
      }
      field = text.slice(i, end);
      i = end;
    }
    row.push(field);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      if (i === n) row.push('');
      continue;
    }
    if (c === CR) i++;
    if (text.charCodeAt(i) === LF) i++;
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    // Skip blank lines.
    while (i < n && (text.charCodeAt(i) === LF || text.charCodeAt(i) === CR)) i++;
  }
  if (row.length) rows.push(row);
  return rows;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * The rows of a CSV with a header line, as records keyed by column name. Throws when a
 * required column is missing or a row has the wrong number of fields.
 */
export function readCsvRecords<K extends string>(
  text: string,
  required: readonly K[],
  what = 'CSV',
): Record<K, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error(`${what} is empty`);
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length)
    throw new Error(`${what} lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  return rows.map((fields, i) => {
    if (fields.length !== header.length)
      throw new Error(`${what} row ${i + 1} has ${fields.length} fields, not ${header.length}`);
    return Object.fromEntries(header.map((name, j) => [name, fields[j]!])) as Record<K, string>;
  });
}

/** A whole number from a CSV field; throws with the row and column when it is not one. */
export function toInt(value: string, column: string, where: string): number {
  const trimmed = value.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) throw new Error(`${where}: ${column} is '${value}', not a whole number`);
  return Number(trimmed);
}
