import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompetitionTarget,
  mayWrite,
  mayWriteCompetition,
  mayWriteTeamList,
  type Principal,
  ROLE_SCOPES,
  type Target,
  type TeamListTarget,
} from './access';
import { type RoleCode, SCOPE_TYPES } from './api/live';

const target: Target = { nationalId: 14, matchId: 50, teamIds: [7, 8], entityIds: [1, 6, 16, 2, 9, 20] };
const token = (
  role: Principal['role'],
  scopeType: Principal['scopeType'],
  scopeId: number | null,
  nationalId = 14,
): Principal => ({
  nationalId,
  role,
  scopeType,
  scopeId,
});

describe('mayWrite', () => {
  it.each([
    ['a platform admin anywhere', token(1, 'national', 99, 99), true],
    ['a super admin of the national', token(2, 'national', 14), true],
    ['a super admin of another national', token(2, 'national', 12, 12), false],
    ['a state admin of a state above a team', token(3, 'state', 1), true],
    ['a state admin of another state', token(3, 'state', 3), false],
    ['an association admin above a team', token(4, 'association', 6), true],
    ['a club admin of a club in the match', token(5, 'club', 16), true],
    ['a club admin of another club', token(5, 'club', 17), false],
    ['a team admin of a team in the match', token(6, 'team', 8), true],
    ['a team admin of another team', token(6, 'team', 9), false],
    ['a referee of the match', token(7, 'match', 50), true],
    ['a referee of another match', token(7, 'match', 51), false],
    ['a referee holding a team scope', token(7, 'team', 7), false],
    ['a team admin holding a match scope', token(6, 'match', 50), false],
    ['a state admin of the right state in another national', token(3, 'state', 1, 12), false],
    ['a scope without an id', token(6, 'team', null), false],
  ])('should decide for %s', (_, principal, allowed) => {
    expect(mayWrite(principal, target)).toBe(allowed);
  });
});

describe('mayWriteCompetition', () => {
  // A competition owned by association 6, which lies in state 1.
  const competition: CompetitionTarget = { nationalId: 14, competitionId: 30, entityIds: [6, 1] };
  const nationalOwned: CompetitionTarget = { nationalId: 14, competitionId: 31, entityIds: [] };

  it.each([
    ['a platform admin anywhere', token(1, 'national', 99, 99), competition, true],
    ['a super admin of the national', token(2, 'national', 14), competition, true],
    ['a super admin of the national, for its own competition', token(2, 'national', 14), nationalOwned, true],
    ['a super admin of another national', token(2, 'national', 12, 12), competition, false],
    ['a state admin above the owner', token(3, 'state', 1), competition, true],
    ['a state admin of another state', token(3, 'state', 3), competition, false],
    ['a state admin, for a competition the national owns', token(3, 'state', 1), nationalOwned, false],
    ['the owning association admin', token(4, 'association', 6), competition, true],
    ['another association admin', token(4, 'association', 7), competition, false],
    ['a club admin below the owner', token(5, 'club', 16), competition, false],
    ['a team admin', token(6, 'team', 8), competition, false],
    ['a referee', token(7, 'match', 50), competition, false],
    ['a state admin holding a national scope', token(3, 'national', 14), competition, false],
    ['a state admin of the right state in another national', token(3, 'state', 1, 12), competition, false],
    ['a scope without an id', token(4, 'association', null), competition, false],
  ])('should decide for %s', (_, principal, target, allowed) => {
    expect(mayWriteCompetition(principal, target)).toBe(allowed);
  });
});

describe('mayWriteTeamList', () => {
  // Team 7 plays for club 16, team 8 for club 2.
  const home: TeamListTarget = { ...target, teamId: 7, clubId: 16 };
  const away: TeamListTarget = { ...target, teamId: 8, clubId: 2 };

  it.each([
    ['a platform admin, either list', token(1, 'national', 99, 99), true, true],
    ['a super admin of the national, either list', token(2, 'national', 14), true, true],
    ['a state admin above both teams, either list', token(3, 'state', 1), true, true],
    ['a referee of the match, either list', token(7, 'match', 50), true, true],
    ['a referee of another match, neither', token(7, 'match', 51), false, false],
    ["a team admin, only its own team's list", token(6, 'team', 7), true, false],
    ['a team admin of another team, neither', token(6, 'team', 9), false, false],
    ["a club admin, only its own club's team's list", token(5, 'club', 2), false, true],
    ['a club admin of another club, neither', token(5, 'club', 17), false, false],
    ['a team admin holding a club scope, neither', token(6, 'club', 16), false, false],
  ])('should decide for %s', (_, principal, homeAllowed, awayAllowed) => {
    expect(mayWriteTeamList(principal, home)).toBe(homeAllowed);
    expect(mayWriteTeamList(principal, away)).toBe(awayAllowed);
  });

  // Few ids, so that tokens and matches often meet; many runs, so that team and club admins do.
  const ids = fc.integer({ min: 1, max: 3 });
  const runs = { numRuns: 2000 };
  const roles = Object.keys(ROLE_SCOPES).map(Number) as RoleCode[];
  /** Mostly tokens whose role fits their scope, which are the ones `mayWrite` can allow. */
  const principals = fc
    .record({
      nationalId: fc.integer({ min: 1, max: 2 }),
      scopeId: fc.option(ids, { nil: null, freq: 10 }),
      roleScope: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            ...roles.flatMap((role) => ROLE_SCOPES[role].map((scopeType) => ({ role, scopeType }))),
          ),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            role: fc.constantFrom(...roles),
            scopeType: fc.constantFrom(...SCOPE_TYPES),
          }),
        },
      ),
    })
    .map(({ roleScope, ...rest }): Principal => ({ ...rest, ...roleScope }));
  /** A match between two teams, the list of one of them, and whose club each team is. */
  const writes = fc
    .record({
      nationalId: fc.integer({ min: 1, max: 2 }),
      matchId: ids,
      teamIds: fc.uniqueArray(ids, { minLength: 2, maxLength: 2 }),
      entityIds: fc.uniqueArray(ids, { maxLength: 3 }),
      clubIds: fc.tuple(fc.option(ids, { nil: null }), fc.option(ids, { nil: null })),
      side: fc.constantFrom(0, 1),
    })
    .map(({ clubIds, side, ...match }) => ({
      lists: [0, 1].map((i) => ({ ...match, teamId: match.teamIds[i]!, clubId: clubIds[i]! })),
      side,
    }));

  it('should never allow what mayWrite refuses for the same match', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists, side }) => {
        const list = lists[side]!;
        if (mayWriteTeamList(principal, list)) expect(mayWrite(principal, list)).toBe(true);
      }),
      runs,
    );
  });

  it('should allow a token that is neither a team nor a club admin whatever mayWrite allows', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists, side }) => {
        fc.pre(principal.scopeType !== 'team' && principal.scopeType !== 'club');
        const list = lists[side]!;
        expect(mayWriteTeamList(principal, list)).toBe(mayWrite(principal, list));
      }),
      runs,
    );
  });

  it("should let a team or club admin write only its own team's list", () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists, side }) => {
        fc.pre(principal.scopeType === 'team' || principal.scopeType === 'club');
        const list = lists[side]!;
        if (!mayWriteTeamList(principal, list)) return;
        const own = principal.scopeType === 'team' ? list.teamId : list.clubId;
        expect(principal.scopeId).toBe(own);
      }),
      runs,
    );
  });

  it('should never let a team or club admin write both lists of a match between two clubs', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists }) => {
        fc.pre(principal.scopeType === 'team' || principal.scopeType === 'club');
        fc.pre(lists[0]!.clubId !== lists[1]!.clubId);
        expect(lists.filter((list) => mayWriteTeamList(principal, list)).length).toBeLessThan(2);
      }),
      runs,
    );
  });
});
