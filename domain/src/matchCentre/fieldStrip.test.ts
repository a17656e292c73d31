import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../gridiron/schemas';
import { clockText, DRAWN_END_ZONE, driveSummary, fieldStripText, fieldStripView } from './fieldStrip';

const names = { home: 'Lions', away: 'Bears' };

const state = (extra: Partial<GameState> = {}): GameState => ({
  phase: 'scrimmage',
  possession: 'home',
  down: 1,
  distance: 10,
  goalToGo: false,
  ballOn: 25,
  fieldLength: 100,
  period: 1,
  timeouts: { home: 3, away: 3 },
  score: { home: 0, away: 0 },
  freeKick: false,
  drive: null,
  plays: 2,
  ...extra,
});

describe('fieldStripView', () => {
  it('should draw the offence attacking to the right, from its own end zone on the left', () => {
    const home = fieldStripView(state());
    expect(home).toMatchObject({ left: 'home', right: 'away', offence: 'home', width: 120 });
    expect(home.ballX).toBe(DRAWN_END_ZONE + 25);
    expect(home.lineToGainX).toBe(DRAWN_END_ZONE + 35);
    expect(fieldStripView(state({ possession: 'away' }))).toMatchObject({ left: 'away', right: 'home' });
  });

  it('should put the line to gain on the goal line when it is goal to go, and none between snaps', () => {
    expect(fieldStripView(state({ ballOn: 94, goalToGo: true, distance: 6 })).lineToGainX).toBe(110);
    expect(fieldStripView(state({ phase: 'kickoff', down: null, distance: null })).lineToGainX).toBeNull();
    expect(fieldStripView(state({ phase: 'conversion', ballOn: 97 })).lineToGainX).toBeNull();
  });

  it('should shade the last fifth of the field, and know when the ball is in it', () => {
    expect(fieldStripView(state()).redZone).toEqual({ from: 90, to: 110 });
    expect(fieldStripView(state({ ballOn: 80 })).inRedZone).toBe(true);
    expect(fieldStripView(state({ ballOn: 79 })).inRedZone).toBe(false);
    expect(fieldStripView(state({ fieldLength: 80, ballOn: 40 })).redZone).toEqual({ from: 74, to: 90 });
  });

  it('should number the yard lines from the nearer goal', () => {
    const labels = fieldStripView(state())
      .yardLines.filter((l) => l.label)
      .map((l) => l.label);
    expect(labels).toEqual(['10', '20', '30', '40', '50', '40', '30', '20', '10']);
    expect(fieldStripView(state({ fieldLength: 80, ballOn: 40 })).yardLines.at(-1)).toEqual({
      x: 85,
      label: null,
    });
  });

  it('should keep the ball and the line to gain on the drawn field, whatever the state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 120 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 20 }),
        (length, at, distance) => {
          const ballOn = Math.max(1, Math.min(length - 1, Math.round((at / 1000) * length)));
          const view = fieldStripView(state({ fieldLength: length, ballOn, distance }));
          expect(view.ballX).toBeGreaterThan(DRAWN_END_ZONE);
          expect(view.ballX).toBeLessThan(DRAWN_END_ZONE + length);
          expect(view.lineToGainX).toBeLessThanOrEqual(DRAWN_END_ZONE + length);
          expect(view.lineToGainX).toBeGreaterThan(view.ballX);
        },
      ),
    );
  });
});

describe('fieldStripText', () => {
  it('should say who has the ball, where, the down and distance and the line to gain', () => {
    expect(fieldStripText(state(), names)).toBe(
      'Lions ball on their own 25, 1st & 10. Line to gain: their own 35.',
    );
    expect(fieldStripText(state({ possession: 'away', ballOn: 84, down: 3, distance: 2 }), names)).toBe(
      'Bears ball on the Lions 16, 3rd & 2. Line to gain: the Lions 14. In the red zone.',
    );
    expect(fieldStripText(state({ ballOn: 97, goalToGo: true, distance: 3 }), names)).toBe(
      'Lions ball on the Bears 3, 1st & Goal. Goal to go. In the red zone.',
    );
    expect(fieldStripText(state({ ballOn: 45, distance: 5 }), names)).toContain('Line to gain: midfield');
  });

  it('should say who kicks, and the try', () => {
    expect(fieldStripText(state({ phase: 'kickoff', possession: 'away', ballOn: 35 }), names)).toBe(
      'Bears to kick off from their own 35.',
    );
    expect(
      fieldStripText(state({ phase: 'kickoff', possession: 'home', ballOn: 20, freeKick: true }), names),
    ).toBe('Lions to free kick from their own 20.');
    expect(fieldStripText(state({ phase: 'kickoff', possession: null, ballOn: 35 }), names)).toBe(
      'Kickoff: either team may kick off.',
    );
    expect(fieldStripText(state({ phase: 'conversion', ballOn: 97 }), names)).toBe(
      'Lions try after the touchdown, from the Bears 3.',
    );
  });
});

describe('the drive in a line', () => {
  it('should count plays and yards, and give the time in minutes and seconds', () => {
    expect(driveSummary({ plays: 6, yards: 42, seconds: 190 })).toBe('6 plays, 42 yards, 3:10');
    expect(driveSummary({ plays: 1, yards: -1, seconds: 5 })).toBe('1 play, -1 yard, 0:05');
    expect(clockText(720)).toBe('12:00');
    expect(clockText(-3)).toBe('0:00');
  });
});
