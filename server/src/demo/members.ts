/**
 * Demo members and team rosters. Every member's name and flags come from a stream seeded
 * by the member's own id, so a member looks the same in every generated file.
 */
import type { ImportMember, ImportTeam } from '../import/format';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { Rng } from './random';
import type { SquadModel } from './sport';

/** A roster entry as it appears in an import file. */
export type RosterEntry = NonNullable<ImportTeam['roster']>[number];
/** A member's gender as imported; teams are single-gender. */
export type Gender = 'Male' | 'Female';

const PRIVATE_RATE = 0.05;
const SUSPENDED_RATE = 0.006;
const PHOTO_RATE = 0.7;

/**
 * A small inline SVG badge with the member's initials. It needs no file or network, and
 * it is only given to public members, so it never reveals a private member's initials.
 */
function avatar(firstName: string, lastName: string, colour: string): string {
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='${colour}'/>` +
    `<text x='32' y='41' font-family='sans-serif' font-size='24' fill='#fff' text-anchor='middle'>${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Collects members and remembers which ones are suspended. */
export class MemberPool {
  readonly members: ImportMember[] = [];
  readonly suspended = new Set<string>();
  private readonly ids = new Set<string>();

  /** Adds a member; players may be suspended, officials never are. */
  add(id: string, gender: Gender, colour: string, canBeSuspended = false): ImportMember {
    if (this.ids.has(id)) throw new Error(`duplicate member id ${id}`);
    const rng = Rng.for(`member:${id}`);
    const firstName = rng.pick(gender === 'Female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const isPublic = !rng.chance(PRIVATE_RATE);
    const isSuspended = canBeSuspended && rng.chance(SUSPENDED_RATE);
    const imgUrl = isPublic && rng.chance(PHOTO_RATE) ? avatar(firstName, lastName, colour) : null;
    const member: ImportMember = {
      id,
      firstName,
      lastName,
      isPublic,
      gender,
      imgUrl,
      meta: { showImg: imgUrl !== null, ...(isSuspended ? { suspend: { isSuspended: true } } : {}) },
    };
    this.ids.add(id);
    this.members.push(member);
    if (isSuspended) this.suspended.add(id);
    return member;
  }
}

/** How to build one team's roster. */
export interface RosterOptions {
  /** The stable key the member ids are derived from. */
  key: string;
  prefix: string;
  gender: Gender;
  colour: string;
}

/** A roster position: the first player of a starting slot is in the line-up, the rest back up. */
function rosterPosition(squad: SquadModel, number: number, isStarter: boolean) {
  const definition = squad.positions.find((p) => p.number === number)!;
  const position = {
    type: isStarter && number <= squad.lineupSize ? ('line-up' as const) : ('substitute' as const),
    number,
    name: definition.name,
    abbreviation: definition.abbreviation,
    coordinate: null,
  };
  return { definition, position };
}

/** A full roster of players with positions and shirt numbers, plus a coach and a trainer. */
export function buildRoster(pool: MemberPool, sport: SquadModel, options: RosterOptions): RosterEntry[] {
  const { key, prefix, gender, colour } = options;
  const rng = Rng.for(`roster:${key}`);
  const used = new Set<number>();
  const filled = new Set<number>();
  const roster: RosterEntry[] = sport.rosterTemplate(rng).map((number, i) => {
    const isStarter = !filled.has(number);
    filled.add(number);
    const { definition, position } = rosterPosition(sport, number, isStarter);
    const member = pool.add(`${prefix}-m-${key}-${String(i + 1).padStart(2, '0')}`, gender, colour, true);
    const exemptions: RosterEntry['exemptions'] = [];
    if (rng.chance(0.04)) exemptions.push({ type: 'import', flag: true });
    if (rng.chance(0.03)) exemptions.push({ type: 'dispensation', flag: true });
    return {
      member: member.id,
      memberType: 'Player',
      shirtNum: sport.shirtNumber(rng, definition, isStarter, used),
      position,
      ...(exemptions.length > 0 ? { exemptions } : {}),
    };
  });
  const staffGender = (): Gender => (gender === 'Female' && rng.chance(0.6) ? 'Female' : 'Male');
  for (const role of ['Coach', 'Trainer'] as const) {
    const member = pool.add(`${prefix}-m-${key}-${role.toLowerCase()}`, staffGender(), colour);
    roster.push({ member: member.id, memberType: role, shirtNum: null, position: null });
  }
  return roster;
}

/**
 * Last season's roster of the same club team: most players stayed, a few have since left
 * (new members who appear only in that season).
 */
export function previousRoster(
  pool: MemberPool,
  current: RosterEntry[],
  options: RosterOptions,
): RosterEntry[] {
  const rng = Rng.for(`previous-roster:${options.key}`);
  let departed = 0;
  return current.map((entry) => {
    if (entry.memberType !== 'Player' || !rng.chance(0.15)) return entry;
    departed++;
    const id = `${options.prefix}-m-${options.key}-ex${String(departed).padStart(2, '0')}`;
    const member = pool.add(id, options.gender, options.colour);
    const { exemptions: _exemptions, ...rest } = entry;
    return { ...rest, member: member.id };
  });
}

/**
 * A club's squad in another sport, drawn from the players of one of its gridiron rosters: the
 * same members turn out for the club's off-field events. Each gets that sport's position and
 * shirt number; the gridiron roster's coach comes along. Players in `taken` (already in another
 * of the club's squads) are left out, and the ones chosen are added to it.
 */
export function squadFromRoster(
  source: readonly RosterEntry[],
  squad: SquadModel,
  key: string,
  taken: Set<string>,
): RosterEntry[] {
  const rng = Rng.for(`roster:${key}`);
  const free = rng.shuffle(source.filter((r) => r.memberType === 'Player' && !taken.has(r.member)));
  const used = new Set<number>();
  const filled = new Set<number>();
  const template = squad.rosterTemplate(rng).slice(0, free.length);
  const roster: RosterEntry[] = template.map((number, i) => {
    const isStarter = !filled.has(number);
    filled.add(number);
    const { definition, position } = rosterPosition(squad, number, isStarter);
    const member = free[i]!.member;
    taken.add(member);
    return {
      member,
      memberType: 'Player',
      shirtNum: squad.shirtNumber(rng, definition, isStarter, used),
      position,
    };
  });
  const coach = source.find((r) => r.memberType === 'Coach');
  if (coach) roster.push({ member: coach.member, memberType: 'Coach', shirtNum: null, position: null });
  return roster;
}
