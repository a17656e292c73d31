import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eventTypeLabel,
  fullName,
  leaderboardOptions,
  PLAYER_OF_THE_MATCH,
  rankedPlayers,
} from './leaderboardOptions';

const eventType = fc.record({
  type: fc.integer({ min: 1, max: 1000 }),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  visibleInLadders: fc.constantFrom(true, false, null),
});

describe('leaderboardOptions', () => {
  it('should list the event types visible in ladders, in order, as name plus s, then POTM when set', () => {
    fc.assert(
      fc.property(fc.array(eventType, { maxLength: 12 }), fc.boolean(), (events, potm) => {
        const options = leaderboardOptions(events, potm);
        const visible = events.filter((e) => e.visibleInLadders !== false);
        expect(options.slice(0, visible.length)).toEqual(
          visible.map((e) => ({ value: String(e.type), label: `${e.name}s`, eventType: e.type })),
        );
        expect(options.length).toBe(visible.length + (potm ? 1 : 0));
        if (potm) expect(options.at(-1)).toMatchObject({ value: PLAYER_OF_THE_MATCH, eventType: null });
      }),
    );
  });

  it("should label 'Touchdown' as 'Touchdowns' and offer 'Player of the Match'", () => {
    const options = leaderboardOptions(
      [
        { type: 1, name: 'Touchdown', visibleInLadders: true },
        { type: 6, name: 'Missed Field Goal', visibleInLadders: false },
      ],
      true,
    );
    expect(options.map((o) => o.label)).toEqual(['Touchdowns', 'Player of the Match']);
    expect(eventTypeLabel('Safety')).toBe('Safetys');
  });
});

describe('rankedPlayers', () => {
  it('should keep the players with an event, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), eventSum: fc.nat({ max: 4 }) })), (rows) => {
        const ranked = rankedPlayers(rows);
        expect(ranked).toEqual(rows.filter((r) => r.eventSum > 0));
      }),
    );
  });
});

describe('fullName', () => {
  it("should join the names, leaving out an empty surname ('Team Player')", () => {
    expect(fullName({ firstName: 'Jamal', lastName: 'King' })).toBe('Jamal King');
    expect(fullName({ firstName: 'Team Player', lastName: '' })).toBe('Team Player');
  });
});
