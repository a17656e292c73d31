import type { RoleCode, ScopeType } from './api/live';
import { isFinishedStatus } from './entityPages/competitionMatches';
import type { MatchStatus } from './schemas/values';

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
  /** The team's club and every entity above it (the team's `ancestors`). */
  teamEntityIds: readonly number[];
}

/**
 * Deny by default. A team's list is that team's declaration of who plays, so only its own side
 * writes it: a platform or super admin any team's; a state, association or club admin a team
 * inside its entity; a team admin its own team's. The match's referee, the neutral official of
 * that one match, may write either list (the team sheets at the ground). Nobody writes the
 * opposing team's list because they may write the match: an association admin whose association
 * owns the competition, or holds the home team, does not write a visiting team's list.
 */
export function mayWriteTeamList(principal: Principal, target: TeamListTarget): boolean {
  if (!mayWrite(principal, target)) return false;
  const id = principal.scopeId;
  switch (principal.scopeType) {
    case 'national':
    case 'match':
      return true;
    case 'state':
    case 'association':
    case 'club':
      return id !== null && target.teamEntityIds.includes(id);
    case 'team':
      return id === target.teamId;
    default:
      return false;
  }
}

/** What a write to a match touches, with its status and its competition's owners. */
export interface MatchTarget extends Target {
  status: MatchStatus;
  competition: CompetitionTarget;
}

/**
 * Deny by default. A finished match's result (final, forfeit, washout or cancelled) is
 * corrected only by an admin of its competition: whoever may change the competition
 * (`mayWriteCompetition`: a platform or super admin, or a state, association or club admin of
 * the entity that owns it or one above). Referees and team admins run a match while it is
 * played; once it is over they cannot change it.
 */
export const mayCorrectResult = (principal: Principal, competition: CompetitionTarget): boolean =>
  mayWriteCompetition(principal, competition);

/** The longest reason a correction of a finished match may give; it is kept in its history. */
export const CORRECTION_REASON_MAX = 500;

/** Why a token may not change a match: outside its scope, or finished and not its to correct. */
export type MatchWriteRefusal = 'out-of-scope' | 'finished';

/**
 * The one rule for a write that changes a match (its events, status or set scores): the token's
 * scope must cover the match (`mayWrite`), and a finished match needs a token that may correct
 * its result (`mayCorrectResult`). Null when the write may go ahead.
 */
export function matchWriteRefusal(principal: Principal, target: MatchTarget): MatchWriteRefusal | null {
  if (!mayWrite(principal, target)) return 'out-of-scope';
  if (isFinishedStatus(target.status) && !mayCorrectResult(principal, target.competition)) return 'finished';
  return null;
}
