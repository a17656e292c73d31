import type { RoundType } from './schemas/values';

export interface RoundInfo {
  type: RoundType;
  number: number;
  name?: string | null;
  displayName?: string | null;
}

const isRegular = (type: RoundType) => type === 'regular' || type === 'Regular';
const isFinal = (type: RoundType) => type === 'Final';

/**
 * A round's label on a match card (spec 2.6): its displayName; else for a Final round
 * 'Semi Final' (number 1) or 'Final' (any other); else 'Round ' and its name or number.
 */
export function roundLabel(round: RoundInfo): string {
  if (round.displayName) return round.displayName;
  if (isFinal(round.type)) return round.number === 1 ? 'Semi Final' : 'Final';
  return `Round ${round.name || round.number}`;
}

/**
 * A round's group heading on the schedule (spec 2.5): regular rounds by number; other rounds
 * by displayName, else name, else 'Final {number}'.
 */
export function roundGroupLabel(round: RoundInfo): string {
  if (isRegular(round.type)) return round.displayName || `Round ${round.number}`;
  return round.displayName || round.name || `Final ${round.number}`;
}

/**
 * The order of a round: regular rounds by number; final and knockout rounds after the
 * highest regular round, by their own number.
 */
export function roundOrder(round: Pick<RoundInfo, 'type' | 'number'>, highestRegular: number): number {
  return isRegular(round.type) ? round.number : highestRegular + round.number;
}

export const highestRegularRound = (rounds: Iterable<Pick<RoundInfo, 'type' | 'number'>>) => {
  let highest = 0;
  for (const r of rounds) if (isRegular(r.type)) highest = Math.max(highest, r.number);
  return highest;
};

export interface RoundedMatch {
  _id: number;
  dateTime: string | null;
  round: (RoundInfo & { _id?: number | null }) | null;
}

export interface RoundGroup<M extends RoundedMatch, B> {
  key: number;
  label: string;
  round: RoundInfo | null;
  /** The earliest dateTime in the group. */
  dateTime: string | null;
  /** 'N match' or 'N matches'. */
  countLabel: string;
  /** The round's matches by time, the very objects given (so a list can skip those unchanged). */
  matches: M[];
  byes: B[];
}

/**
 * ISO times compared as text, code unit by code unit: the order of the times, and far quicker
 * than localeCompare, which asks the collator (a season's schedule sorts hundreds).
 */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Groups matches by round in round order, each group sorted by time, with the byes of that round
 * (by regular round number) attached. Matches without a round form a last group.
 */
export function groupByRound<
  M extends RoundedMatch,
  B extends { round: { number: number; type?: RoundType } },
>(matches: readonly M[], byes: readonly B[] = []): RoundGroup<M, B>[] {
  const highest = highestRegularRound(matches.flatMap((m) => (m.round ? [m.round] : [])));
  const groups = new Map<number, RoundGroup<M, B>>();
  for (const match of matches) {
    const key = match.round ? roundOrder(match.round, highest) : Number.MAX_SAFE_INTEGER;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        label: match.round ? roundGroupLabel(match.round) : 'Other Matches',
        round: match.round,
        dateTime: null,
        countLabel: '',
        matches: [],
        byes: [],
      };
      groups.set(key, group);
    }
    group.matches.push(match);
  }
  for (const bye of byes) {
    const round = { type: bye.round.type ?? 'regular', number: bye.round.number };
    const key = roundOrder(round, highest);
    let group = groups.get(key);
    // A round in which every team listed has a bye still shows, with its byes.
    if (!group) {
      group = {
        key,
        label: roundGroupLabel(round),
        round: null,
        dateTime: null,
        countLabel: '',
        matches: [],
        byes: [],
      };
      groups.set(key, group);
    }
    group.byes.push(bye);
  }
  const sorted = [...groups.values()].sort((a, b) => a.key - b.key);
  for (const group of sorted) {
    group.matches.sort((a, b) => compareText(a.dateTime ?? '', b.dateTime ?? '') || a._id - b._id);
    group.dateTime = group.matches.find((m) => m.dateTime)?.dateTime ?? null;
    group.countLabel = `${group.matches.length} ${group.matches.length === 1 ? 'match' : 'matches'}`;
  }
  return sorted;
}
