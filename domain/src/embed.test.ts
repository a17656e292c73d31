import { describe, expect, it } from 'vitest';
import type { MatchSummary } from './api/match';
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_MATCH_COUNT,
  embedFixtures,
  embedPath,
  embedResults,
  embedSnippet,
  parseEmbedPath,
} from './embed';

const match = (id: number, status: string, dateTime: string | null, isBye = false) =>
  ({ _id: id, status, dateTime, meta: { isBye } }) as unknown as MatchSummary;

describe('parseEmbedPath', () => {
  it('should read the three embeds and their ids, and nothing else', () => {
    expect(parseEmbedPath('/embed/ladder/3')).toEqual({ kind: 'ladder', id: 3 });
    expect(parseEmbedPath('/embed/fixtures/12/')).toEqual({ kind: 'fixtures', id: 12 });
    expect(parseEmbedPath('/embed/results/2147483647')).toEqual({ kind: 'results', id: 2147483647 });
    for (const other of [
      '/embed',
      '/embed/',
      '/embed/ladder',
      '/embed/ladder/0',
      '/embed/ladder/x',
      '/embed/ladder/3/more',
      '/embed/table/3',
      '/embed/ladder/2147483648',
      '/c/state/nsw/embed/ladder/3',
    ])
      expect(parseEmbedPath(other), other).toBeNull();
  });

  it('should read back every embed path', () => {
    for (const target of [
      { kind: 'ladder', id: 1 },
      { kind: 'fixtures', id: 99 },
      { kind: 'results', id: 7 },
    ] as const)
      expect(parseEmbedPath(embedPath(target))).toEqual(target);
  });
});

describe('embedFixtures and embedResults', () => {
  const matches = [
    match(1, 'final', '2026-11-01T04:00:00Z'),
    match(2, 'pre-game', '2026-11-30T04:00:00Z'),
    match(3, 'second-quarter', '2026-11-25T04:00:00Z'),
    match(4, 'pre-game', '2026-11-28T04:00:00Z'),
    match(5, 'forfeit', '2026-11-08T04:00:00Z'),
    match(6, 'pre-game', null),
    match(7, 'pre-game', '2026-12-05T04:00:00Z', true),
  ];

  it('should list the matches under way first, then those to come, soonest first', () => {
    expect(embedFixtures(matches).map((m) => m._id)).toEqual([3, 4, 2]);
  });

  it('should list the matches that are over, latest first', () => {
    expect(embedResults(matches).map((m) => m._id)).toEqual([5, 1]);
  });

  it('should not list a cancelled game as a fixture to come', () => {
    const cancelled = match(8, 'cancelled', '2026-11-27T04:00:00Z');
    expect(embedFixtures([...matches, cancelled]).map((m) => m._id)).toEqual([3, 4, 2]);
    expect(embedResults([...matches, cancelled]).map((m) => m._id)).toEqual([8, 5, 1]);
  });

  it('should list at most a few', () => {
    const many = Array.from({ length: 20 }, (_, i) => match(i, 'pre-game', `2026-12-${10 + i}T04:00:00Z`));
    expect(embedFixtures(many)).toHaveLength(EMBED_MATCH_COUNT);
  });
});

describe('embedSnippet', () => {
  it('should frame the embed and size it from its own origin only, with the title escaped', () => {
    const snippet = embedSnippet('https://scores.example.org', { kind: 'ladder', id: 3 }, 'A "B" & <C>');
    expect(snippet).toContain('src="https://scores.example.org/embed/ladder/3"');
    expect(snippet).toContain('title="A &quot;B&quot; &amp; &lt;C>"');
    expect(snippet).toContain('event.origin !== "https://scores.example.org"');
    expect(snippet).toContain(EMBED_HEIGHT_MESSAGE);
  });
});
