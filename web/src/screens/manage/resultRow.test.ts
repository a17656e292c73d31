import { type ManagedMatch, RESULT_STATUSES } from '@touchline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, draftOfBody, labelOf, problemsOf, type ResultDraft, withField } from './resultRow';

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
  scoredLive: false,
  changes: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

const typed = (m: ManagedMatch, entries: [keyof ResultDraft, string][]) =>
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
