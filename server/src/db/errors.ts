import { DrizzleQueryError } from 'drizzle-orm';

/** What the driver says about a refused query; its message and detail may quote values. */
interface DriverError {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

/** The SQLSTATE codes a write is likely to meet, in words. */
const MEANINGS: Record<string, string> = {
  '21000': 'one statement wrote the same row twice',
  '22001': 'a text is too long for its column',
  '22003': 'a number is out of range for its column',
  '22007': 'a date or time is not one the database reads',
  '22008': 'a date or time is out of range',
  '22021': 'a text holds a character the database cannot store (NUL)',
  '22P02': 'a value is not of its column’s type',
  '22P05': 'a JSON value holds a character the database cannot store',
  '23502': 'a required value is missing',
  '23503': 'a reference names a row that is not there',
  '23505': 'a value that must be unique is already taken',
  '40001': 'a concurrent write got in the way; try again',
  '40P01': 'a concurrent write got in the way; try again',
};

const MAX_QUERY = 500;

/** A failed query's SQL and the driver's error, or null for an error that is not one. */
function failedQuery(error: unknown): { query: string | null; driver: DriverError } | null {
  if (error instanceof DrizzleQueryError)
    return { query: error.query, driver: (error.cause ?? {}) as DriverError };
  // The driver's own error (a query run outside Drizzle): PostgreSQL's severity and SQLSTATE.
  const e = error as { severity?: unknown; code?: unknown } | null;
  if (e && typeof e === 'object' && typeof e.severity === 'string' && typeof e.code === 'string')
    return { query: null, driver: e as DriverError };
  return null;
}

/** The SQLSTATE of a database error (Drizzle's or the driver's), if it is one. */
export function sqlState(error: unknown): string | null {
  const code = failedQuery(error)?.driver.code;
  return typeof code === 'string' ? code : null;
}

/**
 * One line for a refused query: what went wrong, its SQLSTATE and constraint, table or column.
 * Never its parameters nor the driver's message, which quote the values (member data).
 */
export function describeDatabaseError(error: unknown): string | null {
  const failed = failedQuery(error);
  if (!failed) return null;
  const { code, constraint, table, column } = failed.driver;
  const where = [
    typeof code === 'string' ? `SQLSTATE ${code}` : null,
    typeof constraint === 'string' ? `constraint ${constraint}` : null,
    typeof table === 'string' ? `table ${table}` : null,
    typeof column === 'string' ? `column ${column}` : null,
  ].filter(Boolean);
  const meaning = (typeof code === 'string' && MEANINGS[code]) || 'a query failed';
  return `The database refused a query: ${meaning}${where.length ? ` (${where.join(', ')})` : ''}`;
}

/**
 * An error as it may be logged: a database error becomes its one-line description, with its
 * SQL (cut short) and its stack below the message, since Drizzle's message and the driver's
 * detail carry the query's parameters. Any other error is returned as it is.
 */
export function loggable(error: unknown): unknown {
  const failed = failedQuery(error);
  if (!failed) return error;
  const safe = new Error(describeDatabaseError(error)!);
  safe.name = 'DatabaseError';
  // Drizzle's stack starts with its message (SQL and parameters); only the frames are kept.
  const stack = (error as Error).stack ?? '';
  const at = stack.search(/^\s+at /m);
  safe.stack = `${safe.name}: ${safe.message}${at >= 0 ? `\n${stack.slice(at)}` : ''}`;
  const { code, constraint, table, column } = failed.driver;
  return Object.assign(safe, {
    code,
    constraint,
    table,
    column,
    ...(failed.query
      ? { query: failed.query.length > MAX_QUERY ? `${failed.query.slice(0, MAX_QUERY)}…` : failed.query }
      : {}),
  });
}
