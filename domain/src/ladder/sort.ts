import type { SortTemplate, TieBreakStep } from '../schemas/values';
import type { Duel } from './results';
import { STAT_OPTIONS, type StatKey, type TeamStats } from './stats';
import { BY_NAME, breakTie, type ChainContext, type Separation } from './tieBreakers';

/** The extra sort option: a mini-ladder among the tied teams. */
export const HEAD_TO_HEAD = 'headToHead';
export type SortKey = StatKey | typeof HEAD_TO_HEAD;

/** Stats where lower is better, so they sort ascending; every other stat sorts descending. */
export const ASCENDING_STATS: ReadonlySet<StatKey> = new Set([
  'pointsAgainst',
  'matchesLost',
  'numberForfeitsLoss',
  'numberOfForfeits',
  'pointsAgainstPerGame',
]);

/** Used when a template selects no sort option: points, then difference, then points for. */
export const DEFAULT_SORT: readonly SortKey[] = ['totalMatchPoints', 'pointsDifference', 'pointsFor'];

/** Every key a sort template may name. */
export const SORT_KEYS: readonly SortKey[] = [...STAT_OPTIONS.map((o) => o.value), HEAD_TO_HEAD];

const KNOWN = new Set<string>(SORT_KEYS);

/**
 * The sort keys of a competition, in order: selectedSortOptionsSorted, then
 * selectedSortByOptions, then sortBy, each key once. The competition-type template replaces
 * the competition's own when its useSortOptions is true. Unknown values are ignored.
 */
export function resolveSortKeys(template: SortTemplate, compTypeTemplate?: SortTemplate | null): SortKey[] {
  const source = compTypeTemplate?.useSortOptions ? compTypeTemplate : template;
  const keys: SortKey[] = [];
  for (const option of [
    ...source.selectedSortOptionsSorted,
    ...source.selectedSortByOptions,
    ...source.sortBy,
  ])
    if (KNOWN.has(option.value) && !keys.includes(option.value as SortKey))
      keys.push(option.value as SortKey);
  return keys.length ? keys : [...DEFAULT_SORT];
}

export interface Rankable {
  id: number;
  name: string;
  stats: TeamStats;
}

/** The competition's tie-breaker steps and what they need, for teams level on every key. */
export interface TieBreakers extends Omit<ChainContext, 'duels' | 'nameOrder'> {
  steps: readonly TieBreakStep[];
}

/**
 * Orders teams by the keys. Teams level on every key go through the tie-breaker steps when
 * the competition declares them, and are otherwise ordered by name, then id, so the order is
 * total and does not depend on the input order. Head-to-head ranks a tied group by the
 * competition points, then the points difference, of the results among those teams alone.
 */
export function rankTeams<T extends Rankable>(
  teams: readonly T[],
  keys: readonly SortKey[],
  duels: readonly Duel[],
  nameOrder: ReadonlyMap<number, number> = orderByName(teams),
  tieBreakers?: TieBreakers,
): T[] {
  return rankWithSeparations(teams, keys, duels, nameOrder, tieBreakers).teams;
}

/**
 * `rankTeams`, with what separated each team from the next: `separations[i]` is why
 * `teams[i]` is above `teams[i + 1]`.
 */
export function rankWithSeparations<T extends Rankable>(
  teams: readonly T[],
  keys: readonly SortKey[],
  duels: readonly Duel[],
  nameOrder: ReadonlyMap<number, number> = orderByName(teams),
  tieBreakers?: TieBreakers,
): { teams: T[]; separations: Separation[] } {
  const byName = (x: T, y: T) => nameOrder.get(x.id)! - nameOrder.get(y.id)! || x.id - y.id;
  return rank([...teams], 0);

  function rank(group: T[], k: number): { teams: T[]; separations: Separation[] } {
    if (group.length <= 1) return { teams: group, separations: [] };
    if (k === keys.length) {
      if (tieBreakers?.steps.length) {
        const broken = breakTie(group, tieBreakers.steps, { ...tieBreakers, duels, nameOrder });
        return { teams: broken.order, separations: broken.separations };
      }
      return { teams: group.sort(byName), separations: group.slice(1).map(() => BY_NAME) };
    }
    const key = keys[k]!;
    // Each team's values on this key, worked out once for the group.
    const values = new Map<number, Value>();
    const value = key === HEAD_TO_HEAD ? headToHead(group, duels) : statValue(key);
    for (const team of group) values.set(team.id, value(team));
    const of = (team: T) => values.get(team.id)!;
    group.sort((x, y) => compareValues(of(x), of(y)) || byName(x, y));
    const ranked: T[] = [];
    const separations: Separation[] = [];
    let start = 0;
    for (let i = 1; i <= group.length; i++) {
      if (i === group.length || compareValues(of(group[start]!), of(group[i]!)) !== 0) {
        if (ranked.length) separations.push(sortSeparation(key));
        const sub = rank(group.slice(start, i), k + 1);
        ranked.push(...sub.teams);
        separations.push(...sub.separations);
        start = i;
      }
    }
    return { teams: ranked, separations };
  }
}

/** The name of a sort key, as the ladder's sort options show it. */
export const sortKeyName = (key: SortKey) =>
  STAT_OPTIONS.find((o) => o.value === key)?.name ?? 'Head to Head';

const sortSeparation = (key: SortKey): Separation => ({ kind: 'sort', key, name: sortKeyName(key) });

const collator = new Intl.Collator('en');

/** Each team's place in name order (the final tie-break), computed once per ladder. */
export function orderByName(teams: readonly Pick<Rankable, 'id' | 'name'>[]): Map<number, number> {
  const sorted = [...teams].sort((x, y) => collator.compare(x.name, y.name) || x.id - y.id);
  return new Map(sorted.map((team, i) => [team.id, i]));
}

type Value = readonly number[];
/** Values are arranged so that higher is better; compare puts better first. */
const compareValues = (x: Value, y: Value) => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return 0;
};
const statValue =
  (key: StatKey) =>
  (team: Rankable): Value => [ASCENDING_STATS.has(key) ? -team.stats[key] : team.stats[key]];

function headToHead<T extends Rankable>(group: readonly T[], duels: readonly Duel[]) {
  const members = new Set(group.map((t) => t.id));
  const points = new Map<number, number>(group.map((t) => [t.id, 0]));
  const diff = new Map<number, number>(group.map((t) => [t.id, 0]));
  for (const d of duels) {
    if (!members.has(d.a) || !members.has(d.b)) continue;
    points.set(d.a, points.get(d.a)! + d.aPoints);
    points.set(d.b, points.get(d.b)! + d.bPoints);
    diff.set(d.a, diff.get(d.a)! + d.aFor - d.bFor);
    diff.set(d.b, diff.get(d.b)! + d.bFor - d.aFor);
  }
  return (team: Rankable): Value => [points.get(team.id)!, diff.get(team.id)!];
}
