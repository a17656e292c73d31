import { describe, expect, it } from 'vitest';
import type { National } from '../plugins/national';
import { VersionBook, type VersionSource } from './versions';

/** A source whose results version the test sets, counting how often it is asked. */
function source() {
  const state = { version: 'v1', asked: 0 };
  const versions: VersionSource = {
    national: async (): Promise<National | null> => null,
    competition: async () => null,
    results: async () => {
      state.asked += 1;
      return state.version;
    },
  };
  return { state, versions };
}

const RESULTS = { kind: 'results', nationalId: 14 } as const;

describe('VersionBook while a transaction holds the embedded database', () => {
  it('should trust what it knew when it saw the transaction begin, until the transaction ends', async () => {
    const { state, versions } = source();
    let now = 0;
    let held = 0;
    const book = new VersionBook(versions, { trustMs: 1_000, now: () => now, held: () => held });
    expect(await book.version(RESULTS)).toBe('v1');
    held = 1;
    now = 500;
    expect(book.version(RESULTS)).toBe('v1');
    now = 60_000;
    expect(book.version(RESULTS)).toBe('v1');
    expect(state.asked).toBe(1);
    // Committed: the next read asks the database.
    held = 0;
    state.version = 'v2';
    expect(await book.version(RESULTS)).toBe('v2');
    expect(state.asked).toBe(2);
  });

  it('should not trust, for a transaction first seen after trust ran out, what it knew before', async () => {
    const { state, versions } = source();
    let now = 0;
    let held = 0;
    const book = new VersionBook(versions, { trustMs: 1_000, now: () => now, held: () => held });
    await book.version(RESULTS);
    now = 5_000;
    held = 1;
    expect(await book.version(RESULTS)).toBe('v1');
    expect(state.asked).toBe(2);
  });

  it('should trust nothing of a national it hears has changed, held or not', async () => {
    const { state, versions } = source();
    const book = new VersionBook(versions, { trustMs: 1_000, now: () => 0, held: () => 1 });
    await book.version(RESULTS);
    state.version = 'v2';
    book.changed(14);
    expect(await book.version(RESULTS)).toBe('v2');
  });

  it('should see each new transaction afresh, however close they follow', async () => {
    const { state, versions } = source();
    let now = 0;
    let held = 1;
    const book = new VersionBook(versions, { trustMs: 1_000, now: () => now, held: () => held });
    await book.version(RESULTS);
    now = 60_000;
    // Another transaction holds it now: what was known when the first began is too old.
    held = 2;
    expect(await book.version(RESULTS)).toBe('v1');
    expect(state.asked).toBe(2);
  });
});
