import { type HiddenWindow, inHiddenRounds } from '../hiddenRounds';
import type { LadderTemplate, SortTemplate } from '../schemas/values';
import { applyResult, counts, type Duel, type LadderMatch } from './results';
import { orderByName, rankTeams, resolveSortKeys, type SortKey } from './sort';
import { deriveStats, emptyTally, type Tally, type TeamStats } from './stats';

export const UNKNOWN_POOL = 'Unknown Pool';

export interface LadderTeamInput {
  id: number;
  name: string;
  /** The team's pool in a competition with pools; null otherwise. */
  pool: string | null;
}

export interface LadderInput {
  teams: readonly LadderTeamInput[];
  /** Regular-round and round-less matches; finals and knockout matches do not make the ladder. */
  matches: readonly LadderMatch[];
  template: LadderTemplate;
  compTypeTemplate?: SortTemplate | null;
  /** Points deductions (negative) and awards, per team. */
  adjustments?: readonly { teamId: number; points: number }[];
  /** Windows (epoch ms) whose matches are hidden from the public and do not count. */
  hideRounds?: readonly HiddenWindow[];
}

export interface LadderRow {
  id: number;
  name: string;
  /** The pool name ('Unknown Pool' for a team without one) when the competition has pools. */
  pool: string | null;
  /** 1-based, within the pool when there are pools. */
  position: number;
  /** The position after the previous round, when there is one. */
  previousPosition: number | null;
  stats: TeamStats;
}

export interface Ladder {
  hasPools: boolean;
  sortKeys: SortKey[];
  teams: LadderRow[];
  teamsMoved: boolean;
  teamsWithStatsByRound: { maxRound: number; perRound: Record<number, LadderRow[]> };
}

/**
 * The ladder from results, with the ladder as it stood after each round. One pass: the
 * counted matches are applied round by round and the standings are ranked after each.
 */
export function computeLadder(input: LadderInput): Ladder {
  const { template } = input;
  const sortKeys = resolveSortKeys(template, input.compTypeTemplate);
  const hasPools = input.teams.some((t) => t.pool != null);
  const tallies = new Map<number, Tally>(input.teams.map((t) => [t.id, emptyTally()]));
  for (const a of input.adjustments ?? []) {
    const tally = tallies.get(a.teamId);
    if (tally) tally.adjustment += a.points;
  }
  const hidden = input.hideRounds ?? [];
  // A match with a team off the ladder (one withdrawn, say) changes no tally, so it must not
  // open a round of its own either: that would add empty per-round ladders and hide teamsMoved.
  const known = (id: number | null) => id != null && tallies.has(id);
  const onLadder = (m: LadderMatch) =>
    m.isBye ? known(m.homeTeamId ?? m.awayTeamId) : known(m.homeTeamId) && known(m.awayTeamId);
  const counted = input.matches
    .filter((m) => counts(m) && onLadder(m) && !inHiddenRounds(m.dateTime, hidden))
    .sort((x, y) => (x.round ?? 0) - (y.round ?? 0) || x.id - y.id);

  const duels: Duel[] = [];
  const perRound: Record<number, LadderRow[]> = {};
  const maxRound = counted.reduce((max, m) => Math.max(max, m.round ?? 0), 0);
  const nameOrder = orderByName(input.teams);
  const snapshot = (previous: LadderRow[] | undefined) =>
    standings(input.teams, tallies, template, sortKeys, duels, hasPools, previous, nameOrder);

  let next = 0;
  // Round-less matches (round null, ordered as 0) come before round 1.
  while (next < counted.length && (counted[next]!.round ?? 0) < 1) applyNext();
  let previous: LadderRow[] | undefined;
  for (let round = 1; round <= maxRound; round++) {
    while (next < counted.length && counted[next]!.round === round) applyNext();
    perRound[round] = snapshot(previous);
    previous = perRound[round];
  }
  const before = maxRound >= 2 ? perRound[maxRound - 1] : undefined;
  const teams = maxRound >= 1 ? perRound[maxRound]! : snapshot(undefined);
  const beforePositions = before && positionsOf(before);
  const teamsMoved =
    beforePositions !== undefined && teams.some((row) => beforePositions.get(row.id) !== row.position);
  return { hasPools, sortKeys, teams, teamsMoved, teamsWithStatsByRound: { maxRound, perRound } };

  function applyNext() {
    const duel = applyResult(tallies, counted[next++]!, template);
    if (duel) duels.push(duel);
  }
}

const positionsOf = (rows: readonly LadderRow[]) => new Map(rows.map((r) => [r.id, r.position]));

/** Ranks every team (per pool, pools by name) from the tallies so far. */
function standings(
  teams: readonly LadderTeamInput[],
  tallies: Map<number, Tally>,
  template: LadderTemplate,
  keys: readonly SortKey[],
  duels: readonly Duel[],
  hasPools: boolean,
  previous: LadderRow[] | undefined,
  nameOrder: ReadonlyMap<number, number>,
): LadderRow[] {
  const before = previous && positionsOf(previous);
  const pools = new Map<
    string | null,
    { id: number; name: string; pool: string | null; stats: TeamStats }[]
  >();
  for (const team of teams) {
    const pool = hasPools ? (team.pool ?? UNKNOWN_POOL) : null;
    const list = pools.get(pool) ?? [];
    list.push({ id: team.id, name: team.name, pool, stats: deriveStats(tallies.get(team.id)!, template) });
    pools.set(pool, list);
  }
  const names = [...pools.keys()].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en'));
  return names.flatMap((pool) =>
    rankTeams(pools.get(pool)!, keys, duels, nameOrder).map((team, index) => ({
      ...team,
      position: index + 1,
      previousPosition: before ? (before.get(team.id) ?? null) : null,
    })),
  );
}
