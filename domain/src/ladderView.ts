import type { CompetitionSummary } from './api/competition';
import type { LadderResponse, LadderRoundTeam, LadderTeam } from './api/ladder';
import { UNKNOWN_POOL } from './ladder/compute';
import { ordinal } from './ordinal';

export { ordinal };

/**
 * What the ladder view (spec 2.7) shows of a ladder the server has already ranked: which
 * empty state, which round, which pools. Nothing here re-sorts: the order is the server's.
 */

/** Individual competitions have no teams to rank: their ladder is the generic sport table. */
export const showsSportTable = (competition: Pick<CompetitionSummary, 'gameType'>) =>
  competition.gameType === 'indv';

/**
 * 'withheld' when the competition hides its ladder or its results ('Ladders Not Available to
 * Public'), 'empty' when it has no teams ('No Ladder Available'), else 'ready'.
 */
export function ladderAvailability(
  ladder: Pick<LadderResponse, 'displays' | 'teams'>,
): 'withheld' | 'empty' | 'ready' {
  if (!ladder.displays.ladder || !ladder.displays.result) return 'withheld';
  return ladder.teams.length ? 'ready' : 'empty';
}

export interface LadderRoundOption {
  value: number;
  label: string;
}

/** 'All Rounds' (0), then 'Round 1' to 'Round {maxRound}'. The filter shows when there are two or more. */
export function ladderRoundOptions(maxRound: number): LadderRoundOption[] {
  const rounds = Array.from({ length: Math.max(0, Math.floor(maxRound)) }, (_, i) => ({
    value: i + 1,
    label: `Round ${i + 1}`,
  }));
  return [{ value: 0, label: 'All Rounds' }, ...rounds];
}

/** A ladder row as the view draws it: the round's standing with the team's logo. */
export interface LadderViewRow extends LadderRoundTeam {
  /** The position one round earlier, when the view shows movement. */
  previousPosition: number | null;
  imgUrl: string | null;
  /** The full ladder's W-L-T records and what put the team above the next; not per round. */
  records?: LadderTeam['records'];
  separatedFromNext?: LadderTeam['separatedFromNext'];
}

/**
 * The rows of a round: round 0 (all rounds) is the ladder itself, with its movement when any
 * team moved; round n is `perRound[n]`, moved against round n - 1. A round with no stored
 * ladder falls back to the ladder.
 */
export function ladderRows(
  ladder: Pick<LadderResponse, 'teams' | 'teamsMoved' | 'teamsWithStatsByRound'>,
  round: number,
): LadderViewRow[] {
  const images = new Map(ladder.teams.map((t) => [t._id, t.meta.imgUrl ?? null]));
  const perRound = round > 0 ? ladder.teamsWithStatsByRound.perRound[String(round)] : undefined;
  if (!perRound)
    return ladder.teams.map(
      ({ _id, name, pool, position, stats, previousPosition, records, separatedFromNext }) => ({
        _id,
        name,
        pool,
        position,
        stats,
        previousPosition: ladder.teamsMoved ? previousPosition : null,
        imgUrl: images.get(_id) ?? null,
        records,
        separatedFromNext,
      }),
    );
  const before = ladder.teamsWithStatsByRound.perRound[String(round - 1)];
  const previous = new Map(before?.map((t) => [t._id, t.position]));
  return perRound.map(({ _id, name, pool, position, stats }) => ({
    _id,
    name,
    pool,
    position,
    stats,
    previousPosition: previous.get(_id) ?? null,
    imgUrl: images.get(_id) ?? null,
  }));
}

export interface PoolGroup<T> {
  /** The pool's name; null when the competition has no pools. */
  pool: string | null;
  rows: T[];
}

/**
 * Rows grouped per pool, pools sorted by name, a team without a pool under 'Unknown Pool';
 * the rows keep their order. Without pools, one group of every row.
 */
export function groupByPool<T extends { pool: string | null }>(
  rows: readonly T[],
  hasPools: boolean,
): PoolGroup<T>[] {
  if (!hasPools) return rows.length ? [{ pool: null, rows: [...rows] }] : [];
  const pools = new Map<string, T[]>();
  for (const row of rows) {
    const name = row.pool || UNKNOWN_POOL;
    pools.set(name, [...(pools.get(name) ?? []), row]);
  }
  return [...pools.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([pool, members]) => ({ pool, rows: members }));
}

export interface PositionChange {
  direction: 'up' | 'down' | 'same';
  places: number;
  /** Read out in place of the arrow, e.g. 'Up 2 places from 5th'. */
  text: string;
}

/** How a team moved since the previous round; null when there is no previous round. */
export function positionChange(position: number, previousPosition: number | null): PositionChange | null {
  if (previousPosition == null) return null;
  const places = Math.abs(previousPosition - position);
  if (places === 0) return { direction: 'same', places, text: 'No change' };
  const direction = position < previousPosition ? 'up' : 'down';
  const noun = places === 1 ? 'place' : 'places';
  return {
    direction,
    places,
    text: `${direction === 'up' ? 'Up' : 'Down'} ${places} ${noun} from ${ordinal(previousPosition)}`,
  };
}

/** A difference with its sign: '+5', '0', '-3' (the expanded row's 'Diff : +x'). */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
