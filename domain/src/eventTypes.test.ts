import { describe, expect, it } from 'vitest';
import { matchEventType } from './eventTypes';

const national = [
  { kind: 'scoring', type: 1, name: 'Touchdown', value: 6 },
  { kind: 'movement', type: 1, name: 'Substitution', value: 0 },
];
const goal = { type: 101, name: 'Goal', abbreviation: 'G', value: 1, visibleInLadders: true };
const custom = { useCustomScoringEvents: true, scoringEvents: [goal] };
const nationalOnly = { useCustomScoringEvents: false, scoringEvents: [goal] };

describe('matchEventType', () => {
  it("should find a custom competition's scoring events among its own types only", () => {
    expect(matchEventType('scoring', 101, custom, national)).toEqual(goal);
    expect(matchEventType('scoring', 1, custom, national)).toBeUndefined();
  });

  it("should find movements, and scoring elsewhere, among the national's types of that kind", () => {
    expect(matchEventType('movement', 1, custom, national)?.name).toBe('Substitution');
    expect(matchEventType('scoring', 1, nationalOnly, national)?.name).toBe('Touchdown');
    expect(matchEventType('scoring', 101, nationalOnly, national)).toBeUndefined();
  });
});
