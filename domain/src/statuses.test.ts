import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatusDefinition } from './schemas/values';
import { defaultStatusSequence, statusSequenceFor } from './statuses';

const own = (periodType: number, labels: string[]): StatusDefinition[] =>
  labels.map((label, i) => ({
    value: i === labels.length - 1 ? 'final' : 'live',
    period: i + 1,
    periodType,
    label,
    abbreviation: label.slice(0, 2),
  }));

describe('statusSequenceFor', () => {
  it("should take the national's own statuses of the period type, in their order", () => {
    const statuses = [...own(2, ['Half one', 'Half two', 'Done']), ...own(4, ['Q one', 'End'])];
    expect(statusSequenceFor(statuses, 2).map((s) => s.label)).toEqual(['Half one', 'Half two', 'Done']);
    expect(statusSequenceFor(statuses, 4).map((s) => s.label)).toEqual(['Q one', 'End']);
  });

  it('should fall back to the default sequence when the national has none of that period type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (defined, asked) => {
        const statuses = own(defined, ['A', 'B']);
        const expected = defined === asked ? statuses : defaultStatusSequence(asked);
        expect(statusSequenceFor(statuses, asked)).toEqual(expected);
      }),
    );
  });
});
