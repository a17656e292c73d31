import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../api/match';
import {
  filterTimeline,
  formatPenaltyScore,
  isPenaltyShootout,
  penaltyDisplay,
  penaltyScores,
  type ScoreEvent,
  scoreFromEvents,
  shootoutPanel,
  sortTimeline,
  timelineWithRunningScore,
} from './scores';

const ev = (name: string, value: number, home: boolean, extra: Partial<ScoreEvent> = {}): ScoreEvent => ({
  name,
  value,
  isHomeTeam: home,
  period: 1,
  type: 'scoring',
  min: 0,
  sec: 0,
  ...extra,
});
const kick = (home: boolean, scored: boolean, min = 90) =>
  ev(scored ? 'Penalty Shootout Goal' : 'Penalty Shootout Miss', scored ? 1 : 0, home, { period: 9999, min });

// Compile-time guard: the API's events feed these rules without mapping.
export const fitsMatchEvent = (e: MatchEvent): ScoreEvent => e;

const game = [
  ev('Touchdown', 6, true, { min: 3 }),
  ev('Conversion', 1, true, { min: 3, sec: 30 }),
  ev('Field Goal', 3, false, { min: 10 }),
  ev('Substitution', 0, false, { type: 'movement', min: 5 }),
];

describe('scoreFromEvents', () => {
  it('sums each side’s scoring event values, ignoring movements', () => {
    expect(scoreFromEvents(game)).toEqual({ homeTeam: 7, awayTeam: 3 });
    expect(scoreFromEvents([])).toEqual({ homeTeam: 0, awayTeam: 0 });
    expect(scoreFromEvents([ev('Goal', 5, true, { type: 'movement' })])).toEqual({
      homeTeam: 0,
      awayTeam: 0,
    });
  });
});

describe('penalty shoot-out', () => {
  it('applies with status penalty', () => {
    expect(isPenaltyShootout('penalty', game)).toBe(true);
    expect(isPenaltyShootout('second-half', game)).toBe(false);
  });

  it("applies with a scoring event named 'penalty' (any case) in period 9999", () => {
    expect(isPenaltyShootout('final', [...game, kick(true, true)])).toBe(true);
    expect(isPenaltyShootout('final', [ev('PENALTY kick', 1, true, { period: 9999 })])).toBe(true);
    // A penalty goal in normal time is not a shoot-out.
    expect(isPenaltyShootout('final', [ev('Penalty Goal', 3, true, { period: 2 })])).toBe(false);
    expect(isPenaltyShootout('final', [ev('Kick', 1, true, { period: 9999 })])).toBe(false);
  });

  it('takes shoot-out points off the score and counts kicks not named miss', () => {
    const events = [...game, kick(true, true), kick(false, false), kick(true, true), kick(false, true)];
    expect(penaltyScores(events)).toEqual({
      homeTeam: { score: 7, count: 2 },
      awayTeam: { score: 3, count: 1 },
    });
  });

  it('works from the stored totals too', () => {
    const scores = penaltyScores([kick(true, true)], { homeTeam: 21, awayTeam: 20 });
    expect(scores.homeTeam).toEqual({ score: 20, count: 1 });
  });

  it("formats home '({count}) {score}' and away '{score} ({count})'", () => {
    expect(formatPenaltyScore('homeTeam', { score: 7, count: 4 })).toBe('(4) 7');
    expect(formatPenaltyScore('awayTeam', { score: 7, count: 3 })).toBe('7 (3)');
    expect(penaltyDisplay('penalty', [...game, kick(true, true)])).toEqual({
      homeTeam: '(1) 7',
      awayTeam: '3 (0)',
    });
    expect(penaltyDisplay('final', game)).toBeNull();
  });

  it('pads the panel to 5 slots per side: won if value > 0, lost if 0', () => {
    const events = [kick(true, true, 91), kick(false, false, 92), kick(true, false, 93), ...game];
    expect(shootoutPanel(events)).toEqual({
      homeTeam: ['won', 'lost', 'pending', 'pending', 'pending'],
      awayTeam: ['lost', 'pending', 'pending', 'pending', 'pending'],
    });
  });

  it('keeps sudden-death kicks beyond 5', () => {
    const panel = shootoutPanel(Array.from({ length: 6 }, (_, i) => kick(true, i !== 5, 90 + i)));
    expect(panel.homeTeam).toEqual(['won', 'won', 'won', 'won', 'won', 'lost']);
  });
});

describe('timeline', () => {
  it('sorts by min then sec, keeping ties in order', () => {
    const a = ev('A', 1, true, { min: 2, sec: 10 });
    const b = ev('B', 1, true, { min: 1, sec: 50 });
    const c = ev('C', 1, true, { min: 2, sec: 5 });
    const d = ev('D', 1, true, { min: 2, sec: 5 });
    expect(sortTimeline([a, b, c, d]).map((e) => e.name)).toEqual(['B', 'C', 'D', 'A']);
  });

  it('puts the period first, since min and sec restart every period', () => {
    const early = ev('Q2 early', 1, true, { period: 2, min: 1 });
    const late = ev('Q1 late', 1, true, { period: 1, min: 11 });
    const kick = ev('Shoot-out', 1, true, { period: 9999, min: 0 });
    expect(sortTimeline([kick, early, late]).map((e) => e.name)).toEqual([
      'Q1 late',
      'Q2 early',
      'Shoot-out',
    ]);
  });

  it("gives the running score 'h:a' after each event", () => {
    const rows = timelineWithRunningScore(game);
    expect(rows.map((r) => [r.event.name, r.running])).toEqual([
      ['Touchdown', '6:0'],
      ['Conversion', '7:0'],
      ['Substitution', '7:0'],
      ['Field Goal', '7:3'],
    ]);
  });

  it("hides 'missed' events with hideMissedEvents, else the shoot-out period", () => {
    const missed = ev('Missed Field Goal', 0, true);
    const events = [...game, missed, kick(true, true)];
    expect(filterTimeline(events, true)).toEqual([...game, kick(true, true)]);
    expect(filterTimeline(events, false)).toEqual([...game, missed]);
  });
});
