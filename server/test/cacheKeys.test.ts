import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, parseQuery } from '../src/cache/keys';

/**
 * The read cache's keys (server/src/cache/keys.ts): one key for the spellings of one request,
 * and never one key for two requests the routes would read differently.
 */

const PATH = '/touchline/api/v1/live/competitions';

/** A parameter, its name from a few (so names repeat) and its value any text. */
const pair = fc.tuple(
  fc.constantFrom('season', 'entityId', 'entityType', 'a', 'b b', 'é', '__proto__'),
  fc.string({ maxLength: 8 }),
);
/** How a client may write a pair: as URLSearchParams does, or percent-encoding everything. */
const written = ([name, value]: [string, string], encode: boolean) =>
  encode
    ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
    : new URLSearchParams([[name, value]]).toString();

const queryOf = (key: string) => (key.includes('?') ? key.slice(key.indexOf('?') + 1) : '');

describe('answerKey', () => {
  it('should give one key to the same parameters in any order of their names, however written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(pair, fc.boolean()), { maxLength: 6 }),
        fc.func(fc.integer()),
        (pairs, rank) => {
          // Names in another order, each name's pairs still in theirs: a repeated name is a list.
          const moved = [...pairs].sort(([[a]], [[b]]) => rank(a) - rank(b));
          const url = (list: typeof pairs) =>
            `${PATH}?${list.map(([p, encode]) => written(p, encode)).join('&')}`;
          expect(answerKey('14', url(moved))).toBe(answerKey('14', url(pairs)));
        },
      ),
    );
  });

  it('should keep in its key exactly the query the routes read', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (query) => {
        const key = answerKey('14', `${PATH}?${query}`);
        expect(key).not.toBeNull();
        expect({ ...parseQuery(queryOf(key!)) }).toEqual({ ...parseQuery(query) });
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    [`${PATH}/`, `${PATH}`],
    [`${PATH}?`, `${PATH}`],
    [`${PATH}?&&`, `${PATH}`],
    [`${PATH}?b=2&a=1`, `${PATH}?a=1&b=2`],
    [`${PATH}?a=%31`, `${PATH}?a=1`],
    [`${PATH}?a=1+2`, `${PATH}?a=1%202`],
  ])('should key %s as %s', (url, same) => {
    expect(answerKey('14', url)).toBe(answerKey('14', same));
  });

  it.each([
    [`${PATH}?a=1&a=2`, `${PATH}?a=2&a=1`],
    [`${PATH}?a=1`, `${PATH}?a`],
    [`${PATH}?a=1`, `${PATH}?A=1`],
    [`${PATH}#a=1`, `${PATH}`],
  ])('should key %s apart from %s', (url, other) => {
    expect(answerKey('14', url)).not.toBe(answerKey('14', other));
    expect(answerKey('14', url)).not.toBe(answerKey('12', url));
  });

  it('should keep no key for a path the router decodes, or a URL not from the root', () => {
    expect(answerKey('14', '/touchline/api/v1/live/%63ompetitions')).toBeNull();
    expect(answerKey('14', 'http://example.test/touchline/api/v1/live/competitions')).toBeNull();
    expect(answerKey('14', `${PATH}?search=a%20b`)).not.toBeNull();
  });
});
