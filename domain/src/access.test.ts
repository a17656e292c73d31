import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompetitionTarget,
  type MatchTarget,
  matchWriteRefusal,
  mayCorrectResult,
  mayWrite,
  mayWriteCompetition,
  mayWriteTeamList,
  type Principal,
  ROLE_SCOPES,
  type Target,
  type TeamListTarget,
} from './access';
import { type RoleCode, SCOPE_TYPES } from './api/live';
import { isFinishedStatus } from './entityPages/competitionMatches';
import type { MatchStatus } from './schemas/values';

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
  // Team 7 plays for club 16 in association 6 of state 1; team 8 for club 2 in association 20 of
  // state 9: the match's entityIds are the two chains.
  const home: TeamListTarget = { ...target, teamId: 7, teamEntityIds: [1, 6, 16] };
  const away: TeamListTarget = { ...target, teamId: 8, teamEntityIds: [9, 20, 2] };

  it.each([
    ['a platform admin, either list', token(1, 'national', 99, 99), true, true],
    ['a super admin of the national, either list', token(2, 'national', 14), true, true],
    ["a state admin, only its own state's team's list", token(3, 'state', 1), true, false],
    [
      "an association admin, only its own association's team's list",
      token(4, 'association', 20),
      false,
      true,
    ],
    ["a club admin, only its own club's team's list", token(5, 'club', 2), false, true],
    ["a team admin, only its own team's list", token(6, 'team', 7), true, false],
    ['a referee of the match, either list', token(7, 'match', 50), true, true],
    ['a referee of another match, neither', token(7, 'match', 51), false, false],
    ['a team admin of another team, neither', token(6, 'team', 9), false, false],
    ['a club admin of another club, neither', token(5, 'club', 17), false, false],
    ['a team admin holding a club scope, neither', token(6, 'club', 16), false, false],
    ['a state admin of the right state in another national, neither', token(3, 'state', 1, 12), false, false],
  ])('should decide for %s', (_, principal, homeAllowed, awayAllowed) => {
    expect(mayWriteTeamList(principal, home)).toBe(homeAllowed);
    expect(mayWriteTeamList(principal, away)).toBe(awayAllowed);
  });

  it("should not let the competition's owner write a visiting team's list", () => {
    // Association 30 owns the competition; neither team plays in it.
    const owned = { ...home, entityIds: [...target.entityIds, 30] };
    expect(mayWrite(token(4, 'association', 30), owned)).toBe(true);
    expect(mayWriteTeamList(token(4, 'association', 30), owned)).toBe(false);
  });

  // Few ids, so that tokens and matches often meet; many runs, so that entity admins do.
  const ids = fc.integer({ min: 1, max: 4 });
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
  /** A match between two teams, each with its chain of entities, and the list of one of them. */
  const writes = fc
    .record({
      nationalId: fc.integer({ min: 1, max: 2 }),
      matchId: ids,
      teamIds: fc.uniqueArray(ids, { minLength: 2, maxLength: 2 }),
      chains: fc.tuple(fc.uniqueArray(ids, { maxLength: 2 }), fc.uniqueArray(ids, { maxLength: 2 })),
      owners: fc.uniqueArray(ids, { maxLength: 2 }),
      side: fc.constantFrom(0, 1),
    })
    .map(({ chains, owners, side, ...match }) => {
      const entityIds = [...new Set([...chains[0], ...chains[1], ...owners])];
      return {
        lists: [0, 1].map((i) => ({
          ...match,
          entityIds,
          teamId: match.teamIds[i]!,
          teamEntityIds: chains[i]!,
        })),
        side,
      };
    });
  const partisan = (principal: Principal) => !['national', 'match'].includes(principal.scopeType);

  it('should never allow what mayWrite refuses for the same match', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists, side }) => {
        const list = lists[side]!;
        if (mayWriteTeamList(principal, list)) {
          expect(mayWrite(principal, list)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('should allow a national admin or the referee whatever mayWrite allows', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists, side }) => {
        fc.pre(!partisan(principal));
        const list = lists[side]!;
        expect(mayWriteTeamList(principal, list)).toBe(mayWrite(principal, list));
      }),
      runs,
    );
  });

  it('should let an entity or team admin write a list only of a team inside its scope', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists, side }) => {
        fc.pre(partisan(principal));
        const list = lists[side]!;
        const inside =
          principal.scopeType === 'team'
            ? principal.scopeId === list.teamId
            : principal.scopeId !== null && list.teamEntityIds.includes(principal.scopeId);
        expect(mayWriteTeamList(principal, list)).toBe(inside && mayWrite(principal, list));
      }),
      runs,
    );
  });

  it('should never let an entity or team admin write both lists of teams that share no entity', () => {
    fc.assert(
      fc.property(principals, writes, (principal, { lists }) => {
        fc.pre(partisan(principal));
        fc.pre(!lists[0]!.teamEntityIds.some((id) => lists[1]!.teamEntityIds.includes(id)));
        expect(lists.filter((list) => mayWriteTeamList(principal, list)).length).toBeLessThan(2);
      }),
      runs,
    );
  });
});

describe('matchWriteRefusal', () => {
  // The competition is owned by association 6 (in state 1); team 8's chain is state 9, association 20.
  const competition: CompetitionTarget = { nationalId: 14, competitionId: 30, entityIds: [6, 1] };
  const match = (status: MatchStatus): MatchTarget => ({ ...target, status, competition });

  it.each([
    ['a platform admin', token(1, 'national', 99, 99), null],
    ['a super admin of the national', token(2, 'national', 14), null],
    ['a state admin above the owner', token(3, 'state', 1), null],
    ['the owning association admin', token(4, 'association', 6), null],
    ["the away team's association admin", token(4, 'association', 20), 'finished'],
    ['a club admin of a team in the match', token(5, 'club', 16), 'finished'],
    ['a team admin of a team in the match', token(6, 'team', 7), 'finished'],
    ['the referee of the match', token(7, 'match', 50), 'finished'],
    ['a referee of another match', token(7, 'match', 51), 'out-of-scope'],
    ['a super admin of another national', token(2, 'national', 12, 12), 'out-of-scope'],
  ])('should decide a write to a final match for %s', (_, principal, refusal) => {
    expect(matchWriteRefusal(principal, match('final'))).toBe(refusal);
  });

  it('should let the referee and team admins write a match under way', () => {
    expect(matchWriteRefusal(token(7, 'match', 50), match('third-quarter'))).toBeNull();
    expect(matchWriteRefusal(token(6, 'team', 8), match('pre-game'))).toBeNull();
  });

  const statuses = fc.constantFrom<MatchStatus>(
    'pre-game',
    'first-quarter',
    'half-time',
    'disputed',
    'final',
    'forfeit',
    'washout',
    'cancelled',
  );
  const principals = fc.record({
    nationalId: fc.constantFrom(12, 14),
    role: fc.constantFrom(...(Object.keys(ROLE_SCOPES).map(Number) as RoleCode[])),
    scopeType: fc.constantFrom(...SCOPE_TYPES),
    scopeId: fc.option(fc.constantFrom(1, 6, 7, 8, 9, 14, 16, 20, 50, 51), { nil: null }),
  });
  const owners = fc.constantFrom<readonly number[]>([], [6, 1], [20, 9], [16, 6, 1]);

  it('should refuse as mayWrite does while a match is not finished', () => {
    fc.assert(
      fc.property(principals, statuses, owners, (principal, status, entityIds) => {
        fc.pre(!isFinishedStatus(status));
        const refusal = matchWriteRefusal(principal, {
          ...match(status),
          competition: { ...competition, entityIds },
        });
        expect(refusal).toBe(mayWrite(principal, target) ? null : 'out-of-scope');
      }),
    );
  });

  it('should let only a token that may correct the result change a finished match', () => {
    fc.assert(
      fc.property(principals, statuses, owners, (principal, status, entityIds) => {
        fc.pre(isFinishedStatus(status));
        const owned = { ...competition, entityIds };
        // The match's entities include its competition's owners, as matchWriteTarget builds them.
        const write = {
          ...match(status),
          entityIds: [...target.entityIds, ...entityIds],
          competition: owned,
        };
        const allowed = matchWriteRefusal(principal, write) === null;
        expect(allowed).toBe(mayWrite(principal, write) && mayCorrectResult(principal, owned));
        if (principal.scopeType === 'team' || principal.scopeType === 'match') {
          expect(allowed).toBe(false);
        }
      }),
    );
  });
});
