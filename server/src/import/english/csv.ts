import { CsvError, parse } from 'csv-parse/sync';

/**
 * Reads a CSV (RFC 4180) with csv-parse: comma-separated fields, optionally double-quoted; a
 * quoted field may hold commas, line breaks and doubled quotes (""). LF and CRLF line ends and a
 * leading byte-order mark are accepted; blank lines are skipped. Rows may differ in length (the
 * callers say which row is wrong), and the parser's errors are said in one line.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') throw new Error('CSV ends inside a quoted field');
    if (error.code === 'CSV_INVALID_CLOSING_QUOTE')
      throw new Error(`CSV has a character after a closing quote (row ${error.lines})`);
    throw new Error(`CSV cannot be read: ${error.message}`);
  }
}

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
