/**
 * The playoff picture: who is seeded where if the season ended now. Division winners go
 * first when the competition says so, ranked among themselves (the across-divisions chain,
 * since they come from different divisions), then wild cards among the remaining teams; each
 * ranking is made only among the teams it concerns, on the full ladder's results.
 */

import type { SeedKind } from '../../api/ladder';
import type { FinalsSettings } from '../../schemas/finalsSettings';
import { type Ladder, type LadderRow, type RankAmong, UNKNOWN_CONFERENCE, UNKNOWN_POOL } from '../compute';
import type { Separation } from '../tieBreakers';

/** Why the last division winner is seeded above the first wild card. */
export const DIVISION_WINNER: Separation = { kind: 'finals', key: 'divisionWinner', name: 'Division winner' };

export interface Seed {
  row: LadderRow;
  seed: number;
  kind: SeedKind;
  bye: boolean;
  separatedFromNext: Separation | null;
}

export interface Chaser {
  row: LadderRow;
  separatedFromNext: Separation | null;
}

export interface SeededTable {
  /** The conference or pool; null for the whole competition. */
  name: string | null;
  places: number;
  byes: number;
  seeds: Seed[];
  chasing: Chaser[];
}

/** A seeding table: its name and its teams. */
export interface SeedingGroup {
  name: string | null;
  rows: LadderRow[];
}

/**
 * The tables seeded apart: each conference when the competition has them (teams in none are
 * left out); else the whole competition when division winners go first or there are no pools;
 * else each pool.
 */
export function seedingGroups(ladder: Ladder, finals: FinalsSettings): SeedingGroup[] {
  const key = (row: LadderRow): string | null | undefined => {
    if (ladder.hasConferences) return row.conference ?? undefined;
    if (finals.divisionWinnersFirst || !ladder.hasPools) return null;
    return row.pool ?? UNKNOWN_POOL;
  };
  const groups = new Map<string | null, LadderRow[]>();
  for (const row of ladder.teams) {
    const name = key(row);
    if (name === undefined || name === UNKNOWN_CONFERENCE) continue;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a ?? '').localeCompare(b ?? '', 'en'))
    .map(([name, rows]) => ({ name, rows }));
}

/** The division winners' places of a table: teams − wild cards, with division winners first. */
export const winnerPlaces = (finals: FinalsSettings) =>
  finals.divisionWinnersFirst ? finals.teams - finals.wildCards : 0;

/** Seeds one table. */
export function seedTable(group: SeedingGroup, finals: FinalsSettings, rank: RankAmong): SeededTable {
  const places = Math.min(finals.teams, group.rows.length);
  const byes = Math.min(finals.byes, places);
  const seeds: Seed[] = [];
  const seed = (row: LadderRow, kind: SeedKind, separatedFromNext: Separation | null) => {
    seeds.push({ row, seed: seeds.length + 1, kind, bye: seeds.length < byes, separatedFromNext });
  };

  let rest: { teams: LadderRow[]; separations: Separation[] };
  if (finals.divisionWinnersFirst) {
    const divisions = new Map<string, LadderRow[]>();
    for (const row of group.rows)
      if (row.pool != null && row.pool !== UNKNOWN_POOL)
        divisions.set(row.pool, [...(divisions.get(row.pool) ?? []), row]);
    const winners = rank([...divisions.values()].map((rows) => rank(rows).teams[0]!));
    const seeded = winners.teams.slice(0, Math.min(winnerPlaces(finals), places));
    for (const [i, row] of seeded.entries())
      seed(row, 'division', i < seeded.length - 1 ? winners.separations[i]! : DIVISION_WINNER);
    rest = rank(group.rows.filter((row) => !seeded.includes(row)));
  } else {
    rest = rank(group.rows);
  }
  const open = places - seeds.length;
  const kind: SeedKind = finals.divisionWinnersFirst ? 'wildCard' : 'place';
  for (const [i, row] of rest.teams.slice(0, open).entries()) seed(row, kind, rest.separations[i] ?? null);
  const chasing = rest.teams
    .slice(open)
    .map((row, i) => ({ row, separatedFromNext: rest.separations[open + i] ?? null }));
  // The last seed of all is above nothing: a table everyone makes has no cut line.
  const last = seeds.at(-1);
  if (last && chasing.length === 0) last.separatedFromNext = null;
  return { name: group.name, places, byes, seeds, chasing };
}

/** Every table's seeds, or none when the competition sends no one to finals. */
export function finalsPicture(ladder: Ladder, rank: RankAmong, finals: FinalsSettings): SeededTable[] {
  if (finals.teams === 0) return [];
  return seedingGroups(ladder, finals).map((group) => seedTable(group, finals, rank));
}
