import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCompetition, competitionsByOrder } from './competitionChoice';

const competition = (id: number, order: number, pub = true, result = true) => ({
  _id: id,
  name: `Competition ${id}`,
  order,
  display: { public: pub, result },
});
const listArb = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc.record({
        _id: fc.constant(id),
        name: fc.constantFrom('A', 'B', 'C'),
        order: fc.integer({ min: 0, max: 5 }),
        display: fc.record({ public: fc.boolean(), result: fc.boolean() }),
      }),
    ),
  ),
);

describe('competitionsByOrder', () => {
  it('should sort by order, keeping every competition', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const sorted = competitionsByOrder(list);
        expect(sorted).toHaveLength(list.length);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i - 1]!.order).toBeLessThanOrEqual(sorted[i]!.order);
        expect(competitionsByOrder([...list].reverse())).toEqual(sorted);
      }),
    );
  });
});

describe('chooseCompetition', () => {
  it('should keep the remembered competition while the list has it', () => {
    const list = [competition(1, 1), competition(2, 2)];
    expect(chooseCompetition(list, 2)?._id).toBe(2);
  });

  it('should otherwise take the first public competition with public results, else the first', () => {
    const list = [competition(1, 1, false, true), competition(2, 2, true, false), competition(3, 3)];
    expect(chooseCompetition(list, 99)?._id).toBe(3);
    expect(chooseCompetition(list.slice(0, 2), null)?._id).toBe(1);
    expect(chooseCompetition([], 1)).toBeNull();
  });

  it('should always choose from the list, and a shown-results one whenever there is one', () => {
    fc.assert(
      fc.property(listArb, fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }), (list, remembered) => {
        const chosen = chooseCompetition(list, remembered);
        if (list.length === 0) return void expect(chosen).toBeNull();
        expect(list).toContain(chosen);
        if (list.some((c) => c._id === remembered)) expect(chosen?._id).toBe(remembered);
        else if (list.some((c) => c.display.public && c.display.result))
          expect(chosen?.display).toEqual({ public: true, result: true });
      }),
    );
  });
});

describe('chooseCompetition with live matches', () => {
  it('should prefer a public competition with a match under way to the first one', () => {
    const list = [competition(1, 1), competition(2, 2), competition(3, 3)];
    expect(chooseCompetition(list, null, new Set([3, 2]))?._id).toBe(2);
    expect(chooseCompetition(list, null, new Set([9]))?._id).toBe(1);
  });

  it('should still keep the remembered one, and pass over a live one whose results are hidden', () => {
    const list = [competition(1, 1), competition(2, 2, true, false), competition(3, 3)];
    expect(chooseCompetition(list, 1, new Set([3]))?._id).toBe(1);
    expect(chooseCompetition(list, null, new Set([2]))?._id).toBe(1);
  });

  it('should choose a live public one whenever there is one and nothing is remembered', () => {
    const liveArb = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 });
    fc.assert(
      fc.property(listArb, liveArb, (list, liveIds) => {
        const live = new Set(liveIds);
        const chosen = chooseCompetition(list, null, live);
        const candidates = list.filter((c) => c.display.public && c.display.result && live.has(c._id));
        if (candidates.length) expect(chosen).toBe(candidates[0]);
        else expect(chosen).toBe(chooseCompetition(list, null));
      }),
    );
  });
});
