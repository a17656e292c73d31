import { describe, expect, it } from 'vitest';
import { liveMoves, movesAnnouncement, moveText, type PlacedTeam } from './liveMoves';

const team = (_id: number, name: string, position: number, pool: string | null = null): PlacedTeam => ({
  _id,
  name,
  pool,
  position,
});

describe('liveMoves', () => {
  it('should find the teams whose place changed, best placed first, with the places gained or lost', () => {
    const before = [
      team(1, 'Hawks', 1),
      team(2, 'Eagles', 2),
      team(3, 'Sydney Uni Lions', 3),
      team(4, 'Bears', 4),
    ];
    const after = [
      team(3, 'Sydney Uni Lions', 1),
      team(1, 'Hawks', 2),
      team(2, 'Eagles', 3),
      team(4, 'Bears', 4),
    ];
    expect(liveMoves(before, after)).toEqual([
      { teamId: 3, name: 'Sydney Uni Lions', direction: 'up', places: 2, position: 1 },
      { teamId: 1, name: 'Hawks', direction: 'down', places: 1, position: 2 },
      { teamId: 2, name: 'Eagles', direction: 'down', places: 1, position: 3 },
    ]);
  });

  it('should find no move when nothing changed, or the team is new or in another table', () => {
    const before = [team(1, 'Hawks', 1, 'North'), team(2, 'Eagles', 2, 'North')];
    expect(liveMoves(before, before)).toEqual([]);
    expect(liveMoves(before, [team(1, 'Hawks', 2, 'Conference'), team(3, 'Bears', 1, 'North')])).toEqual([]);
    expect(liveMoves([], before)).toEqual([]);
  });

  it('should compare places within each table', () => {
    const before = [team(1, 'A', 1, 'North'), team(2, 'B', 2, 'North'), team(3, 'C', 1, 'South')];
    const after = [team(2, 'B', 1, 'North'), team(1, 'A', 2, 'North'), team(3, 'C', 1, 'South')];
    expect(liveMoves(before, after).map((m) => [m.name, m.direction])).toEqual([
      ['B', 'up'],
      ['A', 'down'],
    ]);
  });
});

describe('movesAnnouncement', () => {
  it("should tell the climbers ('Sydney Uni Lions up 2 to 1st.'), not those they passed", () => {
    const moves = liveMoves(
      [team(1, 'Hawks', 1), team(2, 'Eagles', 2), team(3, 'Sydney Uni Lions', 3)],
      [team(3, 'Sydney Uni Lions', 1), team(1, 'Hawks', 2), team(2, 'Eagles', 3)],
    );
    expect(movesAnnouncement(moves)).toBe('Sydney Uni Lions up 2 to 1st.');
    expect(moveText(moves[1]!)).toBe('Hawks down 1 to 2nd');
  });

  it('should tell the drops when no one climbed, and nothing when no one moved', () => {
    expect(
      movesAnnouncement([{ teamId: 1, name: 'Hawks', direction: 'down', places: 3, position: 11 }]),
    ).toBe('Hawks down 3 to 11th.');
    expect(movesAnnouncement([])).toBe('');
  });
});
