import { describe, expect, it } from 'vitest';
import { type CompetitionTarget, mayWrite, mayWriteCompetition, type Principal, type Target } from './access';

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
