import { searchTier } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTierSql } from '../src/repositories/search';
import { openTestDatabase } from './harness';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase({ empty: true });
});
afterAll(() => database.drop());

/** The tier the SQL twin gives a name for a text, or null. */
async function tierBySql(text: string, names: string[]): Promise<number | null> {
  const expression = searchTierSql(
    text,
    names.map((name) => sql`${name}::text`),
  );
  const { rows } = (await database.database.db.execute(sql`select ${expression} as tier`)) as unknown as {
    rows: { tier: number | null }[];
  };
  return rows[0]!.tier === null ? null : Number(rows[0]!.tier);
}

/** Words of letters (accented too) and digits, and the characters names put between them. */
const aWord = fc.stringMatching(/^[A-Za-z0-9éèüö]{1,6}$/);
const aSeparator = fc.constantFrom(
  ' ',
  '-',
  ' & ',
  '(',
  ') ',
  '. ',
  "'",
  '/',
  '_',
  '%',
  '\\',
  '*',
  '+',
  '[',
  '$',
  '^',
);
const aName = fc
  .tuple(fc.array(fc.tuple(aWord, aSeparator), { maxLength: 3 }), aWord)
  .map(([parts, last]) => parts.map(([w, s]) => w + s).join('') + last);
/** A text: a piece of a name (so most are found), or anything of the same characters. */
const aCase = aName.chain((name) =>
  fc.tuple(
    fc.constant(name),
    fc.oneof(
      fc
        .tuple(fc.nat({ max: name.length - 1 }), fc.integer({ min: 1, max: name.length }))
        .map(([from, length]) => name.slice(from, from + length))
        .filter((text) => text.trim() === text && text.length > 0),
      aName,
      fc.constantFrom('.', '.*', '(', ')', '[a]', '\\', '_', '%', '^a', 'a$', '?', '|'),
    ),
  ),
);

describe('searchTierSql', () => {
  it('should rank a name as the domain rule searchTier does', async () => {
    await fc.assert(
      fc.asyncProperty(aCase, async ([name, text]) => {
        expect(await tierBySql(text, [name])).toBe(searchTier(text, name));
      }),
      { numRuns: 300 },
    );
  });

  it('should rank several names by the best of them', async () => {
    expect(await tierBySql('nsw', ['New South Wales', 'nsw'])).toBe(0);
    expect(await tierBySql('lions', ['Northern Suburbs Stallions', 'Lions Park'])).toBe(1);
    expect(await tierBySql('lions', ['Stallions', 'Tigers'])).toBe(3);
    expect(await tierBySql('lions', ['Tigers'])).toBeNull();
    // An accented letter is part of its word in both.
    expect(await tierBySql('caf', ['Café Lions'])).toBe(searchTier('caf', 'Café Lions'));
    expect(searchTier('caf', 'Café Lions')).toBe(2);
  });
});
