import { describe, expect, it } from 'vitest';
import type { SetScore } from '../schemas/values';
import type { ScoreEvent } from './scores';
import { currentSetScore, scoreLine, setScoreOf, setsWon, setTable } from './sets';

const point = (home: boolean, value = 1): ScoreEvent => ({
  name: 'Point',
  value,
  isHomeTeam: home,
  period: 1,
});
const set = (setId: string, home: number, away: number, extra: Partial<SetScore> = {}): SetScore => ({
  setId,
  scores: { homeTeam: home, awayTeam: away },
  ...extra,
});

const useSets = { useSetScoring: true };
const played = [set('s1', 25, 20), set('s2', 18, 25), set('s3', 25, 23)];

describe('setScoreOf', () => {
  it('uses the stored scores of a manual set', () => {
    expect(setScoreOf(set('m', 11, 9, { manual: true, scoringEvents: [point(true)] }))).toEqual({
      homeTeam: 11,
      awayTeam: 9,
    });
  });

  it('sums the events of another set, ignoring malformed entries', () => {
    const s = set('e', 0, 0, { scoringEvents: [point(true), point(true), point(false), null, 'x', {}] });
    expect(setScoreOf(s)).toEqual({ homeTeam: 2, awayTeam: 1 });
  });

  it('falls back to the stored scores when a set has no events', () => {
    expect(setScoreOf(set('i', 25, 21, { scoringEvents: [] }))).toEqual({ homeTeam: 25, awayTeam: 21 });
  });
});

describe('setTable', () => {
  it('numbers the sets and skips an empty final set', () => {
    const rows = setTable([...played, set('s4', 0, 0)]);
    expect(rows.map((r) => [r.number, r.homeTeam, r.awayTeam])).toEqual([
      [1, 25, 20],
      [2, 18, 25],
      [3, 25, 23],
    ]);
  });

  it('keeps an empty set that is not last, and a started last set', () => {
    expect(setTable([set('a', 0, 0), set('b', 3, 1)])).toHaveLength(2);
    expect(setTable([set('a', 25, 3), set('b', 0, 1)])).toHaveLength(2);
    expect(setTable([])).toEqual([]);
  });
});

describe('score line', () => {
  it('shows the current set score while not final', () => {
    const setScores = [...played, set('s4', 7, 9)];
    expect(currentSetScore(setScores, 's4', { homeTeam: 0, awayTeam: 0 })).toEqual({
      homeTeam: 7,
      awayTeam: 9,
    });
    expect(
      scoreLine({
        status: 'sets',
        scores: { homeTeam: 2, awayTeam: 1 },
        setScoring: useSets,
        setScores,
        currentSetId: 's4',
      }),
    ).toEqual({ kind: 'current-set', text: '7-9' });
  });

  it('falls back to the match scores for a set not yet in setScores', () => {
    const line = scoreLine({
      status: 'sets',
      scores: { homeTeam: 4, awayTeam: 2 },
      setScoring: useSets,
      setScores: played,
      currentSetId: 's4',
    });
    expect(line).toEqual({ kind: 'current-set', text: '4-2' });
  });

  it('shows the set totals (sets won) when final', () => {
    expect(setsWon([...played, set('d', 10, 10)])).toEqual({ homeTeam: 2, awayTeam: 1 });
    const line = scoreLine({
      status: 'final',
      scores: { homeTeam: 0, awayTeam: 0 },
      setScoring: useSets,
      setScores: played,
    });
    expect(line).toEqual({ kind: 'set-totals', text: '2-1' });
  });

  it('shows the plain score only without set scores or a per-period table', () => {
    const scores = { homeTeam: 21, awayTeam: 14 };
    expect(scoreLine({ status: 'final', scores })).toEqual({ kind: 'plain', text: '21-14' });
    expect(scoreLine({ status: 'final', scores, perPeriodScore: true })).toEqual({ kind: 'hidden' });
    expect(scoreLine({ status: 'final', scores, setScores: played, setScoring: null })).toEqual({
      kind: 'hidden',
    });
  });

  it('shows the penalty scores during a shoot-out', () => {
    const events = [
      point(true, 1),
      point(false, 1),
      { ...point(true, 1), name: 'Penalty Goal', period: 9999 },
    ];
    expect(
      scoreLine({ status: 'penalty', scores: { homeTeam: 2, awayTeam: 1 }, scoringEvents: events }),
    ).toEqual({
      kind: 'penalties',
      homeTeam: '(1) 1',
      awayTeam: '1 (0)',
    });
    expect(
      scoreLine({
        status: 'final',
        scores: { homeTeam: 2, awayTeam: 1 },
        scoringEvents: events,
        perPeriodScore: true,
      }),
    ).toMatchObject({ kind: 'penalties' });
  });
});
