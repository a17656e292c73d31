/**
 * What the match simulator needs to know about a sport. Gridiron (national 14) and rugby
 * league (national 12) each describe themselves with one of these.
 */
import type { PositionDefinition, StatusDefinition } from '@touchline/domain';
import type { ImportFile } from '../import/format';
import type { Rng } from './random';

/** An event type as it appears in an import file. */
export type EventTypeRow = ImportFile['eventTypes'][number];

/** One scoring event of a simulated play, before it gets a time and an id. */
export interface ScoringPlay {
  type: number;
  value: number;
  player: string;
}

/** Picks a player of the scoring side whose position abbreviation is one of those given. */
export type PickPlayer = (abbreviations: readonly string[]) => string;

/** What rosters and match-day team lists need to know about a sport. */
export interface SquadModel {
  positions: PositionDefinition[];
  /** Position numbers 1..lineupSize start; the team list marks them 'line-up'. */
  lineupSize: number;
  /** Smallest and largest number of players named in a match-day team list. */
  matchdayPlayers: readonly [number, number];
  /** Position numbers of a roster: one per starting slot, then the backups. */
  rosterTemplate(rng: Rng): number[];
  /** A shirt number for a roster player, unique within `used`. */
  shirtNumber(rng: Rng, position: PositionDefinition, isStarter: boolean, used: Set<number>): number;
}

/** A sport's rules, positions and scoring habits, played period by period on a clock. */
export interface SportModel extends SquadModel {
  periods: number;
  periodType: number;
  periodMinutes: number;
  timeouts: number;
  eventTypes: EventTypeRow[];
  statuses: StatusDefinition[];
  /** The movement type used for substitutions. */
  substitutionType: number;
  /** The scoring plays of one side in one period; each inner list happens at one moment. */
  periodScoring(rng: Rng, period: number, pick: PickPlayer): ScoringPlay[][];
}

/** A scoring event type row. */
export function scoringType(
  type: number,
  name: string,
  abbreviation: string,
  value: number,
  visibleInLadders = true,
): EventTypeRow {
  return { kind: 'scoring', type, name, abbreviation, value, visibleInLadders };
}

/** A movement event type row. */
export function movementType(type: number, name: string, abbreviation: string): EventTypeRow {
  return { kind: 'movement', type, name, abbreviation, value: 0, visibleInLadders: false };
}

/** Picks a free number from inclusive ranges, falling back to the first free number above 0. */
export function freeNumber(
  rng: Rng,
  ranges: readonly (readonly [number, number])[],
  used: Set<number>,
): number {
  const candidates: number[] = [];
  for (const [from, to] of ranges) for (let n = from; n <= to; n++) if (!used.has(n)) candidates.push(n);
  let chosen = candidates.length > 0 ? rng.pick(candidates) : 1;
  while (used.has(chosen)) chosen++;
  used.add(chosen);
  return chosen;
}
