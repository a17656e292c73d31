import { MAX_RESULT_PERIODS, type ManagedMatch, RESULT_STATUSES } from '@touchline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  type DraftField,
  draftOf,
  draftOfBody,
  labelOf,
  periodNames,
  problemsOf,
  type ResultDraft,
  sameDraft,
  withField,
  withOvertime,
  withoutOvertime,
  withPeriod,
} from './resultRow';

const match = (over: Partial<ManagedMatch> = {}): ManagedMatch => ({
  _id: 7,
  competitionId: 3,
  roundId: 11,
  dateTime: '2026-11-28T03:00:00.000Z',
  venue: null,
  field: null,
  status: 'pre-game',
  isBye: false,
  isTba: false,
  homeTeam: { _id: 1, name: 'Lions' },
  awayTeam: { _id: 2, name: 'Eagles' },
  homeScore: 0,
  awayScore: 0,
  forfeitingTeamId: null,
  playerOfTheMatch: null,
  periods: 4,
  perPeriodScore: false,
  periodPoints: null,
  scoredLive: false,
  changes: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

const typed = (m: ManagedMatch, entries: [DraftField, string][]) =>
  entries.reduce((draft, [field, value]) => withField(draft, field, value), draftOf(m));

describe('a result row', () => {
  it('should start empty for a match with no result, and with its score once resulted', () => {
    expect(draftOf(match())).toMatchObject({ home: '', away: '', status: 'pre-game' });
    expect(draftOf(match({ status: 'final', homeScore: 21, awayScore: 14 }))).toMatchObject({
      home: '21',
      away: '14',
      status: 'final',
    });
  });

  it('should make a match with no result a final once a score is typed, keeping digits only', () => {
    const draft = typed(match(), [
      ['home', '2a1'],
      ['away', '14'],
    ]);
    expect(draft).toMatchObject({ home: '21', away: '14', status: 'final' });
    expect(problemsOf(match(), draft)).toEqual([]);
    expect(bodyOf(match(), draft, false)).toEqual({ status: 'final', homeScore: 21, awayScore: 14 });
    expect(labelOf(match(), bodyOf(match(), draft, false))).toBe('Result: Lions 21–14 Eagles');
  });

  it('should ask a final for both scores, and a forfeit for who forfeited', () => {
    const half = typed(match(), [['home', '3']]);
    expect(problemsOf(match(), half)).toEqual([
      { field: 'away', message: 'A final result needs both scores.' },
    ]);
    const forfeit = typed(match(), [['status', 'forfeit']]);
    expect(problemsOf(match(), forfeit).map((p) => p.field)).toEqual(['forfeitBy']);
    const named = withField(forfeit, 'forfeitBy', 'away');
    expect(bodyOf(match(), named, false)).toEqual({ status: 'forfeit', forfeitingTeam: 2 });
    expect(labelOf(match(), bodyOf(match(), named, false))).toBe('Result: Lions v Eagles, forfeit by Eagles');
  });

  it('should refuse a row with a team to be named, and a bye, saying why', () => {
    const tba = match({ isTba: true, awayTeam: null });
    expect(problemsOf(tba, typed(tba, [['status', 'washout']]))[0]?.message).toMatch(/TBA/);
    expect(problemsOf(match({ isBye: true }), draftOf(match()))[0]?.field).toBe('row');
  });

  it('should send the player of the match only when it changed, and replacesLive when asked', () => {
    const m = match({
      status: 'final',
      homeScore: 3,
      awayScore: 1,
      playerOfTheMatch: { _id: 50, name: 'A' },
    });
    expect(bodyOf(m, draftOf(m), false)).toEqual({ status: 'final', homeScore: 3, awayScore: 1 });
    expect(bodyOf(m, withField(draftOf(m), 'potm', ''), true)).toEqual({
      status: 'final',
      homeScore: 3,
      awayScore: 1,
      playerOfTheMatch: null,
      replacesLive: true,
    });
  });

  it("should send the server's player of the match again over a queued result that changed it", () => {
    const m = match({ status: 'final', homeScore: 3, awayScore: 1, playerOfTheMatch: null });
    // Queued (not sent): Smith. Set back to none, the second result must say so.
    const queued = bodyOf(m, withField(draftOf(m), 'potm', '77'), false);
    expect(queued.playerOfTheMatch).toBe(77);
    const base = draftOfBody(m, queued);
    expect(bodyOf(m, withField(base, 'potm', ''), false, base)).toMatchObject({ playerOfTheMatch: null });
    // Left as queued, it goes again; the server's own, unchanged, does not.
    expect(bodyOf(m, base, false, base)).toMatchObject({ playerOfTheMatch: 77 });
    expect(bodyOf(m, draftOf(m), false, draftOf(m))).not.toHaveProperty('playerOfTheMatch');
  });

  it('should show a queued body as the row it was sent from', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESULT_STATUSES),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom('home' as const, 'away' as const),
        (status, home, away, side) => {
          const draft = {
            ...typed(match(), [['status', status]]),
            home: String(home),
            away: String(away),
            forfeitBy: status === 'forfeit' ? side : ('' as const),
          };
          expect(problemsOf(match(), draft)).toEqual([]);
          expect(draftOfBody(match(), bodyOf(match(), draft, false))).toEqual(draft);
        },
      ),
    );
  });

  it('should accept exactly the scores 0 to 9999 as typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const draft = { ...draftOf(match()), status: 'final' as const, home: text, away: '0' };
        const ok = /^\d{1,4}$/.test(text);
        expect(problemsOf(match(), draft).length === 0).toBe(ok);
      }),
    );
  });
});

describe("a result row's per-period points", () => {
  const quarters = match({ perPeriodScore: true });
  type Points = { homeTeam: number; awayTeam: number }[];
  const typedPeriods = (m: ManagedMatch, points: Points, start: ResultDraft = draftOf(m)) =>
    points.reduce(
      (draft, p, i) =>
        withPeriod(withPeriod(draft, i, 'home', String(p.homeTeam)), i, 'away', String(p.awayTeam)),
      start,
    );

  it("should offer the match's periods blank, only where the competition shows a per-period table", () => {
    expect(draftOf(match()).periods).toEqual([]);
    expect(draftOf(quarters).periods).toEqual(Array(4).fill({ home: '', away: '' }));
    const entered = match({ perPeriodScore: true, status: 'final', homeScore: 3, awayScore: 1 });
    const withPoints = {
      ...entered,
      periodPoints: [1, 0, 2, 0, 0].map((n) => ({ homeTeam: n, awayTeam: 0 })),
    };
    expect(periodNames(withPoints, draftOf(withPoints)).map((p) => p.abbreviation)).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      'OT',
    ]);
  });

  it('should make the scores the sums once every period is typed, and send the points', () => {
    const points = [6, 3, 0, 12].map((n, i) => ({ homeTeam: n, awayTeam: i }));
    const part = withPeriod(draftOf(quarters), 0, 'home', '6');
    expect(part).toMatchObject({ home: '', away: '', status: 'pre-game' });
    expect(problemsOf(quarters, { ...part, status: 'final', home: '6', away: '0' })).toEqual([
      { field: 'periods', message: "Type every quarter's points, or none." },
    ]);
    const draft = typedPeriods(quarters, points);
    expect(draft).toMatchObject({ home: '21', away: '6', status: 'final' });
    expect(problemsOf(quarters, draft)).toEqual([]);
    expect(bodyOf(quarters, draft, false)).toEqual({
      status: 'final',
      homeScore: 21,
      awayScore: 6,
      periodPoints: points,
    });
  });

  it('should refuse a score that is not the sum, and points with a washout', () => {
    const draft = typedPeriods(
      quarters,
      [1, 1, 1, 1].map((n) => ({ homeTeam: n, awayTeam: n })),
    );
    expect(problemsOf(quarters, withField(draft, 'home', '5'))[0]).toEqual({
      field: 'periods',
      message: 'The quarters add up to 4–4, not 5–4: change a quarter or the score.',
    });
    expect(problemsOf(quarters, withField(draft, 'status', 'washout'))[0]?.field).toBe('periods');
  });

  it('should add overtime up to the most periods, and remove only overtime', () => {
    let draft = draftOf(quarters);
    for (let i = 0; i < 20; i++) draft = withOvertime(draft);
    expect(draft.periods).toHaveLength(MAX_RESULT_PERIODS);
    for (let i = 0; i < 20; i++) draft = withoutOvertime(quarters, draft);
    expect(draft.periods).toHaveLength(4);
  });

  it('should clear the points a match has when the row has none, and leave them out otherwise', () => {
    const entered = match({
      perPeriodScore: true,
      status: 'final',
      homeScore: 2,
      awayScore: 0,
      periodPoints: [2, 0, 0, 0].map((n) => ({ homeTeam: n, awayTeam: 0 })),
    });
    const cleared = { ...draftOf(entered), periods: draftOf(quarters).periods };
    expect(bodyOf(entered, cleared, false)).toEqual({
      status: 'final',
      homeScore: 2,
      awayScore: 0,
      periodPoints: null,
    });
    expect(bodyOf(quarters, withField(draftOf(quarters), 'status', 'cancelled'), false)).toEqual({
      status: 'cancelled',
    });
  });

  it('should total any points typed, overtime included, and show the queued body as typed', () => {
    const point = fc.record({
      homeTeam: fc.integer({ min: 0, max: 800 }),
      awayTeam: fc.integer({ min: 0, max: 800 }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 4, maxLength: MAX_RESULT_PERIODS }), (points) => {
        let start = draftOf(quarters);
        while (start.periods.length < points.length) start = withOvertime(start);
        const draft = typedPeriods(quarters, points, start);
        const sum = (side: 'homeTeam' | 'awayTeam') => points.reduce((t, p) => t + p[side], 0);
        expect(problemsOf(quarters, draft)).toEqual([]);
        const body = bodyOf(quarters, draft, false);
        expect(body).toMatchObject({
          homeScore: sum('homeTeam'),
          awayScore: sum('awayTeam'),
          periodPoints: points,
        });
        expect(sameDraft(draftOfBody(quarters, body), draft)).toBe(true);
      }),
    );
  });
});
