/**
 * The players a play names, from a team list's positions: the quarterback passes, the running
 * backs carry, the receivers and tight ends catch, the defence tackles, the kicker and punter
 * kick, and backs and receivers return kicks. Starters are named most often.
 */
import type { PlayRole, Side } from '@touchline/domain';
import type { Rng } from '../../demo/random';
import type { Group, Pick } from './draft';

/** A listed player: an id of any kind (a member id, or an import file's member ref). */
export interface ListedPlayer<Id> {
  id: Id;
  /** The position's abbreviation, e.g. 'QB'. */
  position: string | null;
  starter: boolean;
}

/** One team's players by group, starters first. */
export type Roster<Id> = Record<Group, Id[]>;

const GROUPS: Record<Group, readonly string[]> = {
  QB: ['QB'],
  RB: ['RB'],
  WR: ['WR'],
  TE: ['TE'],
  K: ['K'],
  P: ['P'],
  DEF: ['DE', 'DT', 'LB', 'CB', 'S'],
  DB: ['CB', 'S'],
  RET: ['WR', 'CB', 'RB', 'S'],
};

/** Where a group with nobody listed borrows from. */
const FALLBACK: Partial<Record<Group, Group>> = { P: 'K', K: 'P', TE: 'WR', WR: 'TE', DB: 'DEF', RET: 'RB' };

/** Groups a team list's players by the model's groups. */
export function rosterOf<Id>(players: readonly ListedPlayer<Id>[]): Roster<Id> {
  const ordered = [...players.filter((p) => p.starter), ...players.filter((p) => !p.starter)];
  const roster = {} as Roster<Id>;
  for (const [group, positions] of Object.entries(GROUPS) as [Group, readonly string[]][])
    roster[group] = ordered.filter((p) => p.position && positions.includes(p.position)).map((p) => p.id);
  return roster;
}

/** One player of a group: the first listed (the starter) most of the time. */
function choose<Id>(rng: Rng, roster: Roster<Id>, group: Group): Id | undefined {
  const ids = roster[group].length ? roster[group] : roster[FALLBACK[group] ?? group];
  if (!ids.length) return undefined;
  return rng.chance(0.6) ? ids[0] : rng.pick(ids);
}

/** The players of a play's picks; a role nobody can fill is left out. */
export function namePlayers<Id>(
  rng: Rng,
  rosters: Record<Side, Roster<Id>>,
  picks: Partial<Record<PlayRole, Pick>>,
): Partial<Record<PlayRole, Id>> {
  const named: Partial<Record<PlayRole, Id>> = {};
  for (const [role, pick] of Object.entries(picks) as [PlayRole, Pick][]) {
    const id = choose(rng, rosters[pick.side], pick.group);
    if (id !== undefined && !Object.values(named).includes(id)) named[role] = id;
  }
  return named;
}
