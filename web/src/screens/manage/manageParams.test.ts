import { addDays, MANAGE_RANGE_MAX_DAYS, type ManagedCompetitions } from '@touchline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeProblem, viewOf } from './manageParams';

const round = (_id: number, lastDate: string | null) => ({
  _id,
  number: _id,
  type: 'regular',
  name: `Round ${_id}`,
  firstDate: lastDate,
  lastDate,
  matches: 2,
});

const data: ManagedCompetitions = {
  timeZone: 'Australia/Sydney',
  venues: [],
  competitions: [
    {
      _id: 3,
      name: 'Colts',
      season: 2026,
      sportType: 'gridiron',
      teams: [],
      rounds: [round(1, '2026-11-07T03:00:00Z'), round(2, '2026-11-14T03:00:00Z'), round(3, null)],
    },
    { _id: 4, name: 'Seniors', season: 2026, sportType: 'gridiron', teams: [], rounds: [] },
  ],
};

const view = (query: string, today = '2026-11-10') => viewOf(new URLSearchParams(query), data, today);

describe("the console's address", () => {
  it('should open the first competition at the round being played or next', () => {
    expect(view('')).toMatchObject({ competition: { _id: 3 }, window: { roundId: 2 }, tab: 'results' });
    expect(view('', '2026-12-01').window).toEqual({ roundId: 3 });
    expect(view('competition=3&round=1&tab=fixtures')).toMatchObject({
      window: { roundId: 1 },
      tab: 'fixtures',
    });
  });

  it('should fall back from an unknown competition, round or tab, and ask nothing of a competition with no rounds', () => {
    expect(view('competition=99&round=42&tab=nope')).toMatchObject({
      competition: { _id: 3 },
      window: { roundId: 2 },
      tab: 'results',
    });
    expect(view('competition=4').window).toBeNull();
  });

  it('should prefer dates to a round, and ask for none while the range is wrong', () => {
    expect(view('round=1&from=2026-11-01&to=2026-11-07')).toMatchObject({
      mode: 'dates',
      window: { from: '2026-11-01', to: '2026-11-07' },
    });
    expect(view('from=2026-11-08&to=2026-11-07')).toMatchObject({
      window: null,
      rangeProblem: 'The first day is after the last.',
    });
  });

  it(`should accept a range of 1 to ${MANAGE_RANGE_MAX_DAYS} days, and no more`, () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: -5, max: MANAGE_RANGE_MAX_DAYS + 5 }),
        (start, span) => {
          const from = start.toISOString().slice(0, 10);
          const to = addDays(from, span);
          const ok = span >= 0 && span < MANAGE_RANGE_MAX_DAYS;
          expect(rangeProblem(from, to) === null).toBe(ok);
        },
      ),
    );
  });
});
