import {
  DRAW_COLUMNS,
  DRAW_MAX_ROWS,
  DRAW_REQUIRED_COLUMNS,
  type DrawColumn,
  type DrawProblem,
} from '@touchline/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { nameIndex } from './names';

/** One row of a draw file: its row number and its cells by column, trimmed ('' when empty). */
export interface DrawCells {
  row: number;
  cells: Record<DrawColumn, string>;
  /** The header's own spelling of each column the file has, for the problems. */
  headers: Partial<Record<DrawColumn, string>>;
}

export const problem = (row: number, column: string | null, message: string, suggestions: string[] = []) =>
  ({ row, column, message, suggestions }) satisfies DrawProblem;

const columnByName = nameIndex(DRAW_COLUMNS, (c) => c);

/**
 * Reads a draw file's text with csv-parse: a header row naming its columns (case, spacing and
 * punctuation ignored, so 'Home Score' and 'home_score' are one), then a row per match. Answers
 * the rows, or the problems of the file as a whole (unreadable, a missing, unknown or repeated
 * column, too many rows). A row's number is its line in the file, the header being 1.
 */
export function readDrawCsv(text: string): { rows: DrawCells[] } | { problems: DrawProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      problems: [
        problem(Number(error.lines) || 0, null, `The file is not a CSV file we can read: ${error.message}`),
      ],
    };
  }
  const [header, ...body] = records;
  if (!header)
    return { problems: [problem(0, null, 'The file is empty: it needs a header row, then a row per match')] };
  const problems: DrawProblem[] = [];
  const positions = new Map<DrawColumn, number>();
  const headers: Partial<Record<DrawColumn, string>> = {};
  header.record.forEach((name, i) => {
    if (!name.trim()) return;
    const found = columnByName(name);
    if (!found.ok) {
      problems.push(problem(1, name, `'${name}' is not a column of a draw`, found.suggestions));
      return;
    }
    const column = found.found;
    if (positions.has(column)) {
      problems.push(problem(1, name, `The column '${column}' is given twice`));
      return;
    }
    positions.set(column, i);
    headers[column] = name;
  });
  for (const column of DRAW_REQUIRED_COLUMNS)
    if (!positions.has(column)) problems.push(problem(1, column, `The column '${column}' is missing`));
  if (body.length > DRAW_MAX_ROWS)
    problems.push(
      problem(0, null, `The file has ${body.length} rows: a draw may have at most ${DRAW_MAX_ROWS}`),
    );
  if (problems.length) return { problems };
  const rows = body.map(({ record, info }) => {
    const cells = Object.fromEntries(
      DRAW_COLUMNS.map((c) => [c, positions.has(c) ? (record[positions.get(c)!] ?? '').trim() : '']),
    ) as Record<DrawColumn, string>;
    return { row: info.lines, cells, headers };
  });
  return { rows };
}
