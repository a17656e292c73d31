import { describe, expect, it } from 'vitest';
import type { Entity, TeamSummary } from '../api/common';
import type { CompetitionSummary } from '../api/competition';
import { entityPageParts } from './pages';

const entity = (id: number, level: Entity['level']): Entity => ({
  _id: id,
  name: `Entity ${id}`,
  level,
  slug: `e${id}`,
  meta: { imgUrl: null, name: `Entity ${id}`, slug: `e${id}` },
});
const competitions = [{ _id: 2 } as CompetitionSummary];

describe('entityPageParts', () => {
  it("should read a state's children under the presentation's child level", () => {
    const parts = entityPageParts(
      { state: entity(1, 'state'), competitions, associations: [entity(6, 'association')] },
      'associations',
    );
    expect(parts.entity._id).toBe(1);
    expect(parts.children.map((c) => c._id)).toEqual([6]);
    expect(parts.competitions).toBe(competitions);
    expect(parts.teams).toEqual([]);
  });

  it('should read an absent child list as empty', () => {
    expect(
      entityPageParts({ association: entity(6, 'association'), competitions }, 'clubs').children,
    ).toEqual([]);
  });

  it("should read a club's teams", () => {
    const teams = [{ _id: 1 } as TeamSummary];
    const parts = entityPageParts({ club: entity(16, 'club'), teams, competitions }, 'clubs');
    expect(parts.entity._id).toBe(16);
    expect(parts.teams).toBe(teams);
    expect(parts.children).toEqual([]);
  });
});
