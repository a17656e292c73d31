import { type HiddenWindow, inHiddenRounds } from '../hiddenRounds';
import type { LadderTemplate, SortTemplate } from '../schemas/values';
import { applyRecords, applyResult, counts, type Duel, type LadderMatch } from './results';
import { orderByName, rankWithSeparations, resolveSortKeys, type SortKey, type TieBreakers } from './sort';
import {
  deriveRecords,
  deriveStats,
  emptyTally,
  type Tally,
  type TeamRecords,
  type TeamStats,
} from './stats';
import type { Separation } from './tieBreakers';

export const UNKNOWN_POOL = 'Unknown Pool';
export const UNKNOWN_CONFERENCE = 'Unknown Conference';

/** How the ladder is split: a table per division (pool), per conference, or one table. */
export const LADDER_GROUPINGS = ['division', 'conference', 'none'] as const;
export type LadderGrouping = (typeof LADDER_GROUPINGS)[number];

/** The conference a pool belongs to, from a competition's conferences; null when none. */
export function conferenceOfPool(
  conferences: readonly { name: string; pools: readonly string[] }[],
  pool: string | null,
): string | null {
  if (pool == null) return null;
  return conferences.find((c) => c.pools.includes(pool))?.name ?? null;
}

export interface LadderTeamInput {
  id: number;
  name: string;
  /** The team's pool in a competition with pools; null otherwise. */
  pool: string | null;
  /** The conference of the team's pool, when the competition's pools have conferences. */
  conference?: string | null;
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
  /** Tables per division (the default), per conference, or one table. */
  groupBy?: LadderGrouping;
}

export interface LadderRow {
  id: number;
  name: string;
  /** The pool name ('Unknown Pool' for a team without one) when the competition has pools. */
  pool: string | null;
  conference: string | null;
  /** The table the team is ranked in: its pool, its conference, or null for one table. */
  group: string | null;
  /** 1-based, within the group. */
  position: number;
  /** The position after the previous round, when there is one. */
  previousPosition: number | null;
  stats: TeamStats;
  records: TeamRecords;
  /** What put the team above the next one in its group; null for the group's last team. */
  separatedFromNext: Separation | null;
}

export interface Ladder {
  hasPools: boolean;
  hasConferences: boolean;
  groupBy: LadderGrouping;
  sortKeys: SortKey[];
  teams: LadderRow[];
  teamsMoved: boolean;
  teamsWithStatsByRound: { maxRound: number; perRound: Record<number, LadderRow[]> };
}

/** Ranks some of a ladder's rows among themselves, by its sort keys and tie-breakers. */
export type RankAmong = <T extends LadderRow>(
  rows: readonly T[],
) => { teams: T[]; separations: Separation[] };

/**
 * The ladder from results, with the ladder as it stood after each round. One pass: the
 * counted matches are applied round by round and the standings are ranked after each.
 */
export function computeLadder(input: LadderInput): Ladder {
  return ladderWithRanking(input).ladder;
}

/**
 * `computeLadder`, with a ranking of any of its rows among themselves on the full ladder's
 * results (the finals' seeding ranks division winners, and then the rest, this way).
 */
export function ladderWithRanking(input: LadderInput): { ladder: Ladder; rank: RankAmong } {
  const { template } = input;
  const sortKeys = resolveSortKeys(template, input.compTypeTemplate);
  const hasPools = input.teams.some((t) => t.pool != null);
  const hasConferences = input.teams.some((t) => t.conference != null);
  const groupBy = input.groupBy ?? 'division';
  const byId = new Map(input.teams.map((t) => [t.id, t]));
  const groupOf = (id: number) => {
    const team = byId.get(id);
    return team && { pool: team.pool, conference: team.conference ?? null };
  };
  const tieBreakers: TieBreakers = {
    steps: template.tieBreakers ?? [],
    acrossDivisions: template.tieBreakersAcrossDivisions,
    groupOf,
    nameOf: (id) => byId.get(id)?.name,
  };
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
    standings(
      input.teams,
      tallies,
      template,
      { sortKeys, tieBreakers, duels, nameOrder, groupKey },
      previous,
    );
  const groupKey = (t: LadderTeamInput) =>
    groupBy === 'division'
      ? hasPools
        ? (t.pool ?? UNKNOWN_POOL)
        : null
      : groupBy === 'conference' && hasConferences
        ? (t.conference ?? UNKNOWN_CONFERENCE)
        : null;

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
  const rank: RankAmong = (rows) => rankWithSeparations(rows, sortKeys, duels, nameOrder, tieBreakers);
  return {
    ladder: {
      hasPools,
      hasConferences,
      groupBy,
      sortKeys,
      teams,
      teamsMoved,
      teamsWithStatsByRound: { maxRound, perRound },
    },
    rank,
  };

  function applyNext() {
    const duel = applyResult(tallies, counted[next++]!, template);
    if (!duel) return;
    duels.push(duel);
    applyRecords(tallies, duel, groupOf);
  }
}

const positionsOf = (rows: readonly LadderRow[]) => new Map(rows.map((r) => [r.id, r.position]));

interface Ranking {
  sortKeys: readonly SortKey[];
  tieBreakers: TieBreakers;
  duels: readonly Duel[];
  nameOrder: ReadonlyMap<number, number>;
  groupKey: (team: LadderTeamInput) => string | null;
}

/** Ranks every team (per group, groups by name) from the tallies so far. */
function standings(
  teams: readonly LadderTeamInput[],
  tallies: Map<number, Tally>,
  template: LadderTemplate,
  ranking: Ranking,
  previous: LadderRow[] | undefined,
): LadderRow[] {
  const before = previous && positionsOf(previous);
  const hasPools = teams.some((t) => t.pool != null);
  const groups = new Map<
    string | null,
    Omit<LadderRow, 'position' | 'previousPosition' | 'separatedFromNext'>[]
  >();
  for (const team of teams) {
    const group = ranking.groupKey(team);
    const list = groups.get(group) ?? [];
    const tally = tallies.get(team.id)!;
    list.push({
      id: team.id,
      name: team.name,
      pool: hasPools ? (team.pool ?? UNKNOWN_POOL) : null,
      conference: team.conference ?? null,
      group,
      stats: deriveStats(tally, template),
      records: deriveRecords(tally),
    });
    groups.set(group, list);
  }
  const names = [...groups.keys()].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en'));
  return names.flatMap((group) => {
    const ranked = rankWithSeparations(
      groups.get(group)!,
      ranking.sortKeys,
      ranking.duels,
      ranking.nameOrder,
      ranking.tieBreakers,
    );
    return ranked.teams.map((team, index) => ({
      ...team,
      position: index + 1,
      previousPosition: before ? (before.get(team.id) ?? null) : null,
      separatedFromNext: ranked.separations[index] ?? null,
    }));
  });
}
