import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamListPerson } from '../api/match';
import type { PositionDefinition } from '../schemas/values';
import { fieldView, isListed, markerLabel, markerSize, teamListRows } from './teamList';

const positions: PositionDefinition[] = [
  { number: 2, order: 2, name: 'Running Back', abbreviation: 'RB', coordinate: { x: 50, y: 92 } },
  { number: 1, order: 1, name: 'Quarterback', abbreviation: 'QB', coordinate: { x: 50, y: 80 } },
  { number: 3, order: 3, name: 'Wide Receiver', abbreviation: 'WR', coordinate: { x: 8, y: 70 } },
];

let nextId = 1;
const person = (extra: Partial<TeamListPerson> = {}): TeamListPerson => ({
  _id: nextId++,
  firstName: 'Ethan',
  lastName: 'Lawson',
  isPublic: true,
  imgUrl: 'https://img.example/e.png',
  shirtNum: 4,
  number: 4,
  hasImport: false,
  hasDispensation: false,
  position: {
    type: 'line-up',
    number: 1,
    name: 'Quarterback',
    abbreviation: 'QB',
    coordinate: { x: 50, y: 80 },
  },
  memberType: 'Player',
  ...extra,
});
const at = (number: number, type: 'line-up' | 'substitute' = 'line-up') => {
  const def = positions.find((p) => p.number === number)!;
  return {
    type,
    number,
    name: def.name,
    abbreviation: def.abbreviation,
    coordinate: type === 'line-up' ? def.coordinate : null,
  };
};
const privatePlayer = (extra: Partial<TeamListPerson> = {}) =>
  person({
    firstName: 'Player',
    lastName: '',
    isPublic: false,
    imgUrl: null,
    shirtNum: null,
    number: null,
    ...extra,
  });

describe('team list rows', () => {
  it('should order line-up by the positions sorted by order, then substitutes', () => {
    const rb = person({ lastName: 'RB', position: at(2) });
    const qb = person({ lastName: 'QB', position: at(1) });
    const subQb = person({ lastName: 'SubQB', position: at(1, 'substitute') });
    const wr = person({ lastName: 'WR', position: at(3) });
    const none = person({ lastName: 'None', position: null });
    const rows = teamListRows([subQb, none, wr, rb, qb], positions, true);
    expect(rows.map((r) => r.person.lastName)).toEqual(['QB', 'RB', 'WR', 'None', 'SubQB']);
    expect(rows.at(-1)!.substitute).toBe(true);
  });

  it("should list a private member as 'Player' with no picture and no number", () => {
    const [row] = teamListRows([privatePlayer({ shirtNum: 9 })], positions, true);
    expect(row).toMatchObject({ name: 'Player', avatarUrl: null, shirt: null });
  });

  it('should show a picture only for a public member with one when showLogo is on', () => {
    expect(teamListRows([person()], positions, true)[0]!.avatarUrl).toBe('https://img.example/e.png');
    expect(teamListRows([person()], positions, false)[0]!.avatarUrl).toBeNull();
    expect(teamListRows([person({ imgUrl: null })], positions, true)[0]!.avatarUrl).toBeNull();
  });

  it("should badge imports 'Im' and dispensations 'D'", () => {
    const [row] = teamListRows([person({ hasImport: true, hasDispensation: true })], positions, true);
    expect(row!.badges).toEqual(['Im', 'D']);
  });

  it('should hide public entries without a first or a last name', () => {
    expect(isListed(person({ firstName: '' }))).toBe(false);
    expect(isListed(person({ lastName: '  ' }))).toBe(false);
    expect(isListed(privatePlayer())).toBe(true);
    expect(teamListRows([person({ lastName: '' }), person()], positions, true)).toHaveLength(1);
  });

  it('should never lose or invent a listed member, whatever the order of input', () => {
    const people = fc.array(
      fc.record({
        number: fc.integer({ min: 1, max: 4 }),
        sub: fc.boolean(),
        isPublic: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(people, (specs) => {
        const list = specs.map((s) =>
          s.isPublic
            ? person({
                position: {
                  ...at(Math.min(s.number, 3), s.sub ? 'substitute' : 'line-up'),
                  number: s.number,
                },
              })
            : privatePlayer(),
        );
        const rows = teamListRows(list, positions, true);
        expect(rows.map((r) => r.person._id).sort()).toEqual(list.map((p) => p._id).sort());
        const firstSub = rows.findIndex((r) => r.substitute);
        if (firstSub >= 0) expect(rows.slice(firstSub).every((r) => r.substitute)).toBe(true);
        for (const row of rows)
          if (!row.person.isPublic)
            expect(row).toMatchObject({ name: 'Player', shirt: null, avatarUrl: null });
      }),
    );
  });
});

describe('field view', () => {
  it('should place line-up players by coordinate and keep substitutes off the field', () => {
    const qb = person({ position: at(1) });
    const sub = person({ lastName: 'Bench', position: at(1, 'substitute') });
    const view = fieldView([qb, sub], { substitutesOnFieldView: true });
    expect(view.markers).toEqual([{ person: qb, x: 50, y: 80, label: 'E. Lawson', labelAbove: false }]);
    expect(view.bench).toEqual([sub]);
    expect(fieldView([qb, sub], { substitutesOnFieldView: false }).bench).toEqual([]);
  });

  it('should alternate labels below and above along a row, so neighbours do not collide', () => {
    const line = [32, 41, 50, 59, 68].map((x) =>
      person({ position: { ...at(1), coordinate: { x, y: 70 } } }),
    );
    const deep = person({ position: { ...at(2), coordinate: { x: 50, y: 92 } } });
    const { markers } = fieldView([...line, deep], { substitutesOnFieldView: true });
    expect(markers.map((m) => [m.x, m.labelAbove])).toEqual([
      [32, false],
      [41, true],
      [50, false],
      [59, true],
      [68, false],
      [50, false],
    ]);
    // Far apart, every label stays below.
    const wide = [10, 50, 90].map((x) => person({ position: { ...at(1), coordinate: { x, y: 50 } } }));
    expect(fieldView(wide, { substitutesOnFieldView: true }).markers.every((m) => !m.labelAbove)).toBe(true);
  });

  it("should label a marker 'E. Lawson', or the position abbreviation for a private member", () => {
    expect(markerLabel(person())).toBe('E. Lawson');
    expect(markerLabel(privatePlayer({ position: at(3) }))).toBe('WR');
  });

  it('should size markers at an eighth of the field width, 25 while unknown', () => {
    expect(markerSize(400)).toBe(50);
    expect(markerSize(0)).toBe(25);
    expect(markerSize(null)).toBe(25);
  });
});
