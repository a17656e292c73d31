/**
 * National 14's organisations, venues, referees and teams. Teams are per season: a
 * club's team this season and last season are two records with two ids.
 */
import type { ImportEntity, ImportFile, ImportTeam } from '../import/format';
import { type ClubDef, STATES, type StateDef } from './clubs14';
import type { TeamInfo } from './fixtures';
import { gridiron } from './gridiron';
import {
  buildRoster,
  type Gender,
  MemberPool,
  previousRoster,
  type RosterEntry,
  squadFromRoster,
} from './members';
import type { SquadModel } from './sport';

const PREFIX = 'n14';
const REFEREES_PER_STATE = 8;

/** Entity ids, so competitions can name their owners. */
export const stateId = (slug: string) => `${PREFIX}-state-${slug}`;
export const associationId = (slug: string) => `${PREFIX}-assoc-${slug}`;
export const clubId = (slug: string) => `${PREFIX}-club-${slug}`;

/** A team of this season or last, with the club and state it plays for. */
export interface TeamRecord {
  team: ImportTeam;
  club: ClubDef | null;
  state: StateDef;
  gender: Gender;
  /** The stable key that team and member ids derive from. */
  key: string;
}

/** Roman suffixes for a club's second, third, ... team in a grade. */
function suffix(division: number): string {
  const numerals = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];
  return numerals[division - 1] ?? ` ${division}`;
}

/** The organisations, venues, members and teams of national 14. */
export class World14 {
  readonly members = new MemberPool();
  readonly entities: ImportEntity[] = [];
  readonly venues: ImportFile['venues'] = [];
  readonly teams: ImportTeam[] = [];
  readonly infos = new Map<string, TeamInfo>();
  private readonly referees = new Map<string, string[]>();
  private readonly rosters = new Map<string, RosterEntry[]>();
  /** Per club, the players already in one of its squads for another sport. */
  private readonly squadPlayers = new Map<string, Set<string>>();

  constructor(readonly season: number) {
    for (const state of STATES) this.addState(state);
  }

  private addState(state: StateDef): void {
    const colours = state.colors ? { primaryColor: state.colors[0], secondaryColor: state.colors[1] } : {};
    this.entities.push({
      id: stateId(state.slug),
      level: 'state',
      name: state.name,
      slug: state.slug,
      parent: null,
      meta: { name: state.name, slug: state.slug, imgUrl: null, ...colours },
    });
    for (const association of state.associations) {
      const [primaryColor, secondaryColor] = association.colors;
      this.entities.push({
        id: associationId(association.slug),
        level: 'association',
        name: association.name,
        slug: association.slug,
        parent: stateId(state.slug),
        meta: { name: association.name, slug: association.slug, imgUrl: null, primaryColor, secondaryColor },
      });
      for (const club of association.clubs) {
        this.entities.push({
          id: clubId(club.slug),
          level: 'club',
          name: club.name,
          slug: club.slug,
          parent: associationId(association.slug),
          meta: {
            name: club.name,
            slug: club.slug,
            imgUrl: null,
            primaryColor: club.colors[0],
            secondaryColor: club.colors[1],
          },
        });
        const { name, lat, lng } = club.venue;
        this.venues.push({ id: `${PREFIX}-venue-${club.slug}`, name, timezone: state.timezone, lat, lng });
      }
    }
    const colour = state.colors?.[1] ?? '#083f2c';
    const referees = Array.from({ length: REFEREES_PER_STATE }, (_, i) => {
      const id = `${PREFIX}-m-ref-${state.slug}-${String(i + 1).padStart(2, '0')}`;
      return this.members.add(id, i % 4 === 3 ? 'Female' : 'Male', colour).id;
    });
    this.referees.set(state.slug, referees);
  }

  private register(record: TeamRecord, roster: RosterEntry[], referees?: string[]): TeamRecord {
    const { team, club, state } = record;
    this.teams.push({ ...team, roster });
    this.rosters.set(team.id, roster);
    this.infos.set(team.id, {
      id: team.id,
      venue: `${PREFIX}-venue-${(club ?? state.associations[0]!.clubs[0]!).slug}`,
      utcOffset: state.utcOffset,
      roster,
      referees: referees ?? this.referees.get(state.slug)!,
    });
    return record;
  }

  /**
   * This season's team of a club in a grade ('d' senior men, 'w' women, 'c' colts) and
   * division; `club` null makes an invitational team without a club.
   */
  addTeam(
    grade: 'd' | 'w' | 'c',
    division: number,
    state: StateDef,
    club: ClubDef | null,
    name?: string,
  ): TeamRecord {
    const base = club?.slug ?? (name ?? 'invitational').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const key = `${base}-${grade}${division}`;
    const label = { d: '', w: ' Women', c: ' Colts' }[grade];
    const gender: Gender = grade === 'w' ? 'Female' : 'Male';
    const colour = club?.colors[0] ?? '#083f2c';
    const roster = buildRoster(this.members, gridiron, { key, prefix: PREFIX, gender, colour });
    const team: ImportTeam = {
      id: `${PREFIX}-t-cur-${key}`,
      name: name ?? `${club!.name}${label}${suffix(division)}`,
      season: this.season,
      club: club ? clubId(club.slug) : null,
      hideTeamList: false,
      meta: { imgUrl: null },
    };
    return this.register({ team, club, state, gender, key }, roster);
  }

  /** Last season's team of the same club and grade, with most of the same players. */
  addPreviousTeam(current: TeamRecord): TeamRecord {
    const { key, gender } = current;
    const colour = current.club?.colors[0] ?? '#083f2c';
    const roster = previousRoster(this.members, this.rosters.get(current.team.id)!, {
      key,
      prefix: PREFIX,
      gender,
      colour,
    });
    const team: ImportTeam = {
      ...current.team,
      id: `${PREFIX}-t-prev-${key}`,
      season: this.season - 1,
      hideTeamList: false,
    };
    return this.register({ ...current, team }, roster);
  }

  /**
   * A club's team in another sport ('s' soccer, 'v' beach volleyball), its players drawn from
   * the club's senior gridiron roster (a second team of a club takes other players). `referees`
   * are the sport's own officials. The senior team must have been added first.
   */
  addClubSquad(
    grade: 's' | 'v',
    division: number,
    state: StateDef,
    club: ClubDef,
    sport: { squad: SquadModel; label: string; referees: string[] },
  ): TeamRecord {
    const key = `${club.slug}-${grade}${division}`;
    const senior = this.rosters.get(`${PREFIX}-t-cur-${club.slug}-d1`);
    if (!senior) throw new Error(`${club.slug} has no senior team to draw a squad from`);
    const taken = this.squadPlayers.get(`${club.slug}-${grade}`) ?? new Set<string>();
    this.squadPlayers.set(`${club.slug}-${grade}`, taken);
    const roster = squadFromRoster(senior, sport.squad, key, taken);
    const team: ImportTeam = {
      id: `${PREFIX}-t-cur-${key}`,
      name: `${club.name} ${sport.label}${suffix(division)}`,
      season: this.season,
      club: clubId(club.slug),
      hideTeamList: false,
      meta: { imgUrl: null },
    };
    return this.register({ team, club, state, gender: 'Male', key }, roster, sport.referees);
  }

  /** Officials of another sport, who do not referee gridiron. */
  addOfficials(key: string, count: number, colour: string): string[] {
    return Array.from({ length: count }, (_, i) => {
      const id = `${PREFIX}-m-ref-${key}-${String(i + 1).padStart(2, '0')}`;
      return this.members.add(id, i % 2 === 1 ? 'Female' : 'Male', colour).id;
    });
  }

  /** Adds a venue that belongs to no club (a beach, a stadium). */
  addVenue(slug: string, name: string, state: StateDef, lat: number, lng: number): string {
    const id = `${PREFIX}-venue-${slug}`;
    this.venues.push({ id, name, timezone: state.timezone, lat, lng });
    return id;
  }

  /** Hides one team's lists from the public, as a club may ask. */
  hideTeamList(teamId: string): void {
    const team = this.teams.find((t) => t.id === teamId);
    if (team) team.hideTeamList = true;
  }
}
