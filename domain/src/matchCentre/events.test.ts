import { describe, expect, it } from 'vitest';
import type { ScoreEvent } from '../clock/scores';
import { chipEvents, chipLabel, eventChips, eventTime, timelineRows } from './events';

const ev = (name: string, value: number, home: boolean, extra: Partial<ScoreEvent> = {}): ScoreEvent => ({
  name,
  value,
  isHomeTeam: home,
  period: 1,
  type: 'scoring',
  min: 1,
  sec: 0,
  ...extra,
});
const td = ev('Touchdown', 6, true, { period: 1, min: 4 });
const fg = ev('Field Goal', 3, false, { period: 2, min: 2 });
const missed = ev('Missed Goal', 0, true, { period: 2, min: 5 });
const sub = ev('Substitution', 0, false, { type: 'movement', period: 1, min: 8 });
const kick = ev('Penalty', 1, true, { period: 9999, min: 0, sec: 0 });
const all = [fg, missed, td, sub, kick];

describe('event chips', () => {
  it("should offer 'Match Events', each period, and 'Penalties' only after a shoot-out", () => {
    expect(eventChips(4, [td]).map(chipLabel)).toEqual(['Match Events', '1st', '2nd', '3rd', '4th']);
    expect(eventChips(2, all).map(chipLabel)).toEqual(['Match Events', '1st', '2nd', 'Penalties']);
  });

  it('should keep the shoot-out under Penalties unless missed events are hidden instead', () => {
    expect(chipEvents(all, { kind: 'all' }, false)).toEqual([fg, missed, td, sub]);
    expect(chipEvents(all, { kind: 'penalties' }, false)).toEqual([kick]);
    expect(chipEvents(all, { kind: 'all' }, true)).toEqual([fg, td, sub, kick]);
    expect(chipEvents(all, { kind: 'period', period: 2 }, true)).toEqual([fg]);
  });

  it('should carry the running score of the whole match into a later period', () => {
    const rows = timelineRows(all, { kind: 'period', period: 2 }, false);
    expect(rows.map((r) => [r.event.name, r.running])).toEqual([
      ['Field Goal', '6:3'],
      ['Missed Goal', '6:3'],
    ]);
    expect(timelineRows(all, { kind: 'all' }, false).map((r) => r.event.name)).toEqual([
      'Touchdown',
      'Substitution',
      'Field Goal',
      'Missed Goal',
    ]);
  });

  it("should show '(MM:SS)', or \"0'\" for an event without a time", () => {
    expect(eventTime({ min: 4, sec: 7 })).toBe('(04:07)');
    expect(eventTime({ min: 12, sec: 0 })).toBe('(12:00)');
    expect(eventTime({ min: 0, sec: 0 })).toBe("0'");
    expect(eventTime({})).toBe("0'");
  });
});
