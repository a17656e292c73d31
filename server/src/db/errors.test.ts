import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeDatabaseError, loggable, sqlState } from './errors';

/** The driver's error as pg and PGlite raise it: its detail quotes the value. */
const driverError = () =>
  Object.assign(new Error('duplicate key value violates unique constraint "members_source"'), {
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (source_id)=(Canary Quokka) already exists.',
    table: 'members',
    constraint: 'members_source',
  });

describe('loggable', () => {
  it("should keep a failed query's SQL, SQLSTATE and constraint, and drop its parameters", () => {
    const failed = new DrizzleQueryError('insert into members values ($1)', ['Canary Quokka'], driverError());
    const safe = loggable(failed) as Error & Record<string, unknown>;
    expect(safe).toMatchObject({
      name: 'DatabaseError',
      code: '23505',
      constraint: 'members_source',
      table: 'members',
      query: 'insert into members values ($1)',
    });
    expect(safe.message).toBe(
      'The database refused a query: a value that must be unique is already taken (SQLSTATE 23505, constraint members_source, table members)',
    );
    expect(safe.stack).toMatch(/^DatabaseError: The database refused a query[^\n]*\n\s+at /);
    expect(JSON.stringify({ ...safe, message: safe.message, stack: safe.stack })).not.toContain('Canary');
  });

  it("should describe the driver's own error without its message or detail", () => {
    expect(sqlState(driverError())).toBe('23505');
    const safe = loggable(driverError()) as Error;
    expect(`${safe.message}${safe.stack}${JSON.stringify(safe)}`).not.toContain('Canary');
  });

  it('should leave any other error as it is', () => {
    const error = new TypeError('not a database error');
    expect(loggable(error)).toBe(error);
    expect(describeDatabaseError(error)).toBeNull();
    expect(sqlState(error)).toBeNull();
  });
});
