/**
 * What a schedule's match card and desktop row show (spec 2.5, 2.6): the scores (forfeits
 * included), each side's result, the stand-in for a missing team, a team's lowest-ranked
 * organisation, and the round the schedule opens on.
 */
import type { MatchStatus, TeamSide } from './schemas/values';

/** The organisations of a team (its orgtree), lowest first once read by the rule below. */
export interface OrgTreeRefs {
  club?: { name: string } | null;
  association?: { name: string } | null;
  state?: { name: string } | null;
  national?: { name: string } | null;
}

const ORG_LEVELS = ['club', 'association', 'state', 'national'] as const;

/** A team's lowest-ranked organisation: its name and its capitalised type, e.g. 'Club'. */
export interface Organisation {
  name: string;
  type: 'Club' | 'Association' | 'State' | 'National';
}

/**
 * The lowest-ranked organisation of an orgtree: the club, else the association, state, national.
 * With `besides`, one of that name is passed over: a club's first team usually bears the club's
 * name, and a card that says 'Sydney Uni Lions · Club' under 'Sydney Uni Lions' tells nothing.
 */
export function lowestOrganisation(
  orgtree: OrgTreeRefs | null | undefined,
  besides?: string,
): Organisation | null {
  const same = (name: string) =>
    besides !== undefined && name.trim().toLowerCase() === besides.trim().toLowerCase();
  for (const level of ORG_LEVELS) {
    const org = orgtree?.[level];
    if (org?.name && !same(org.name)) {
      return { name: org.name, type: `${level[0]!.toUpperCase()}${level.slice(1)}` as Organisation['type'] };
    }
  }
  return null;
}

/**
 * An organisation as a card's line under a team names it: 'Sydney Uni · Club', but the name
 * alone when it already ends with its type ('Sydney Metro Gridiron Association', not '…
 * Association · Association'), so the line says as much in less room on a phone.
 */
export function organisationLabel({ name, type }: Organisation): string {
  return name.trim().toLowerCase().endsWith(` ${type.toLowerCase()}`) ? name : `${name} · ${type}`;
}

/** The parts of a match the card's scores read; a `MatchSummary` satisfies it. */
export interface ScoredMatch {
  status: MatchStatus;
  scores: { homeTeam: number; awayTeam: number };
  homeTeam: { _id: number; name: string } | null;
  awayTeam: { _id: number; name: string } | null;
  meta: { forfeitingTeam: { _id: number; name: string } | null };
}

/** The scores to show, and which side forfeited (null unless the match is a forfeit). */
export interface CardScores {
  homeTeam: number;
  awayTeam: number;
  forfeiting: TeamSide | null;
}

/**
 * The side that forfeited a forfeit match, found by the team's name (spec 2.6), else by its
 * id; null for any other match or when neither side is the named team.
 */
export function forfeitingSide(match: ScoredMatch): TeamSide | null {
  const named = match.meta.forfeitingTeam;
  if (match.status !== 'forfeit' || !named) return null;
  const sides: TeamSide[] = ['homeTeam', 'awayTeam'];
  return (
    sides.find((side) => match[side]?.name === named.name) ??
    sides.find((side) => match[side]?._id === named._id) ??
    null
  );
}

/**
 * The scores on a card: in a forfeit the forfeiting team shows 0 and the other team the
 * competition's defaultScoreFFReceived (its recorded score until that is known); otherwise
 * the recorded scores.
 */
export function cardScores(match: ScoredMatch, defaultScoreFFReceived?: number | null): CardScores {
  const forfeiting = forfeitingSide(match);
  if (!forfeiting) return { ...match.scores, forfeiting: null };
  const other: TeamSide = forfeiting === 'homeTeam' ? 'awayTeam' : 'homeTeam';
  const scores = { homeTeam: 0, awayTeam: 0, forfeiting };
  scores[other] = defaultScoreFFReceived ?? match.scores[other];
  return scores;
}

export type SideResult = 'W' | 'D' | 'L';

/**
 * Each side's result once decided: a final match by its scores, a forfeit as a loss for the
 * forfeiting side. Null while a match is upcoming or under way, for washouts and disputed
 * matches, which have no winner on the card, and for a bye, which is recorded as final.
 */
export function sideResults(
  scores: CardScores,
  match: { status: MatchStatus; meta: { isBye: boolean } },
): Record<TeamSide, SideResult> | null {
  if (match.meta.isBye) return null;
  if (scores.forfeiting) {
    return scores.forfeiting === 'homeTeam'
      ? { homeTeam: 'L', awayTeam: 'W' }
      : { homeTeam: 'W', awayTeam: 'L' };
  }
  if (match.status !== 'final') return null;
  if (scores.homeTeam === scores.awayTeam) return { homeTeam: 'D', awayTeam: 'D' };
  return scores.homeTeam > scores.awayTeam
    ? { homeTeam: 'W', awayTeam: 'L' }
    : { homeTeam: 'L', awayTeam: 'W' };
}

/** The parts of a match that tell an individual event from a team match. */
export interface SidedMatch {
  homeTeam: unknown;
  awayTeam: unknown;
  meta: { isBye: boolean; isTba?: boolean };
}

/**
 * Whether a match is an individual event (a combine drill, a race): it has no teams and is
 * neither a bye nor a match whose teams are still to be named. Its card shows the event, not
 * two sides; its results are the event's table, and it has no winner or draw of its own.
 */
export function isIndividualEvent(match: SidedMatch): boolean {
  return match.homeTeam == null && match.awayTeam == null && !match.meta.isBye && !match.meta.isTba;
}

/** What a card shows in place of a missing team: 'BYE' for a bye, else 'TBA'. */
export function missingTeamLabel(meta: { isBye: boolean }): 'BYE' | 'TBA' {
  return meta.isBye ? 'BYE' : 'TBA';
}

/**
 * The index of the round the schedule scrolls to: the one whose date (its earliest match) is
 * nearest to now, the earlier on a tie; null when no round has a date.
 */
export function nearestRoundIndex(dates: readonly (string | null)[], now: Date): number | null {
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  dates.forEach((date, index) => {
    const time = date ? Date.parse(date) : Number.NaN;
    if (Number.isNaN(time)) return;
    const distance = Math.abs(time - now.getTime());
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
