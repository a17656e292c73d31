import type { RoleCode, ScopeType } from './api/live';

/** Who a scoring token speaks for. */
export interface Principal {
  nationalId: number;
  role: RoleCode;
  scopeType: ScopeType;
  /** The national, entity, team or match id the scope names. */
  scopeId: number | null;
}

/** What a write touches: a match, its teams, and every entity above them or its competition. */
export interface Target {
  nationalId: number;
  matchId: number;
  teamIds: readonly number[];
  entityIds: readonly number[];
}

/** What a competition write touches: the competition, its owner and every entity above the owner. */
export interface CompetitionTarget {
  nationalId: number;
  competitionId: number;
  /** The owning entity and its ancestors; empty for a competition the national owns itself. */
  entityIds: readonly number[];
}

/** The scope each role must carry: a role is valid only with the scope it administers. */
export const ROLE_SCOPES: Record<RoleCode, readonly ScopeType[]> = {
  1: ['national'],
  2: ['national'],
  3: ['state'],
  4: ['association'],
  5: ['club'],
  6: ['team'],
  7: ['match'],
};

export const roleFitsScope = (role: RoleCode, scopeType: ScopeType) => ROLE_SCOPES[role].includes(scopeType);

/**
 * Deny by default. A platform admin may write anything; a super admin anything of its
 * national; state, association and club admins what lies inside their entity; a team admin
 * matches its team plays; a referee only its match.
 */
export function mayWrite(principal: Principal, target: Target): boolean {
  if (!roleFitsScope(principal.role, principal.scopeType)) return false;
  if (principal.role === 1) return true;
  if (principal.nationalId !== target.nationalId) return false;
  const id = principal.scopeId;
  switch (principal.scopeType) {
    case 'national':
      return id === target.nationalId;
    case 'state':
    case 'association':
    case 'club':
      return id !== null && target.entityIds.includes(id);
    case 'team':
      return id !== null && target.teamIds.includes(id);
    case 'match':
      return id === target.matchId;
    default:
      return false;
  }
}

/**
 * Deny by default. A platform admin may change any competition's settings; a super admin any of
 * its national's; state, association and club admins only a competition their entity owns or
 * one owned by an entity inside theirs. Team admins and referees run matches, not competitions.
 */
export function mayWriteCompetition(principal: Principal, target: CompetitionTarget): boolean {
  if (principal.scopeType === 'team' || principal.scopeType === 'match') return false;
  // The national and entity scopes reach a competition as they reach a match inside it.
  return mayWrite(principal, {
    nationalId: target.nationalId,
    matchId: -1,
    teamIds: [],
    entityIds: target.entityIds,
  });
}

/** What a team-list write touches: the match, and the team whose list it replaces. */
export interface TeamListTarget extends Target {
  teamId: number;
  /** The club the team plays for, null for a team outside any club. */
  clubId: number | null;
}

/**
 * Deny by default. A team's list for a match is written by whoever may write the match
 * (`mayWrite`), except that a team or club admin writes only its own team's list, never the
 * opponent's: a team admin the list of its team, a club admin the list of a team of its club.
 */
export function mayWriteTeamList(principal: Principal, target: TeamListTarget): boolean {
  if (!mayWrite(principal, target)) return false;
  switch (principal.scopeType) {
    case 'team':
      return principal.scopeId === target.teamId;
    case 'club':
      return principal.scopeId === target.clubId;
    default:
      return true;
  }
}
