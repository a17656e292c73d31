import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES, type MatchStatus } from '../schemas/values';
import { isLiveStatus } from '../statuses';
import { NEXT_GRACE_MS, teamGlance } from './glance';
import type { RecordMatch } from './record';

const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 60 * 60 * 1000;
let nextId = 1;
const match = (status: MatchStatus, hoursFromNow: number | null): RecordMatch => ({
  _id: nextId++,
  status,
  dateTime: hoursFromNow === null ? null : new Date(NOW.getTime() + hoursFromNow * HOUR).toISOString(),
  scores: { homeTeam: 0, awayTeam: 0 },
  homeTeam: { _id: 7, name: 'Us' },
  awayTeam: { _id: 9, name: 'Them' },
});

describe('teamGlance', () => {
  it('should put the matches under way first, then the soonest to come and the latest played', () => {
    const first = match('second-quarter', -1);
    const second = match('half-time', -0.5);
    const soon = match('pre-game', 24);
    const later = match('pre-game', 24 * 8);
    const lastWeek = match('final', -24 * 7);
    const twoWeeks = match('final', -24 * 14);
    const glance = teamGlance([later, lastWeek, second, soon, twoWeeks, first], NOW);
    expect(glance).toEqual({ live: [first, second], next: soon, last: lastWeek });
  });

  it('should keep a late start as next, but not a fixture left unscored', () => {
    const late = match('pre-game', -1);
    expect(teamGlance([late, match('pre-game', 48)], NOW).next).toBe(late);
    expect(teamGlance([match('pre-game', -24 * 3)], NOW).next).toBeNull();
  });

  it('should not count a cancelled or undated match as the last one played', () => {
    const forfeit = match('forfeit', -24 * 20);
    expect(teamGlance([match('cancelled', -24), match('final', null), forfeit], NOW).last).toBe(forfeit);
  });

  it('should answer nothing for a team without matches', () => {
    expect(teamGlance([], NOW)).toEqual({ live: [], next: null, last: null });
  });

  it('should place every match at most once, live ones only under live', () => {
    const arbitrary = fc.array(
      fc.record({
        status: fc.constantFrom(...MATCH_STATUSES),
        hours: fc.option(fc.integer({ min: -24 * 60, max: 24 * 60 }), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(arbitrary, (specs) => {
        const matches = specs.map((s) => match(s.status, s.hours));
        const { live, next, last } = teamGlance(matches, NOW);
        expect(live).toEqual(matches.filter((m) => isLiveStatus(m.status)).sort(byTime));
        expect(next === null || next.status === 'pre-game').toBe(true);
        if (next) expect(Date.parse(next.dateTime!)).toBeGreaterThanOrEqual(NOW.getTime() - NEXT_GRACE_MS);
        expect(last === null || ['final', 'forfeit', 'washout'].includes(last.status)).toBe(true);
        for (const other of matches)
          if (last && ['final', 'forfeit', 'washout'].includes(other.status) && other.dateTime)
            expect(Date.parse(other.dateTime)).toBeLessThanOrEqual(Date.parse(last.dateTime!));
      }),
    );
  });
});

const byTime = (a: RecordMatch, b: RecordMatch) =>
  (Date.parse(a.dateTime ?? '') || 0) - (Date.parse(b.dateTime ?? '') || 0);
