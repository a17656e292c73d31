/**
 * National 12: a smaller rugby league body with two states, eight clubs and one
 * premiership. Its settings carry the behaviour the spec gives national 12 (report
 * downloads, merged stat columns, missed goals hidden).
 */
import { MODULE_NAMES, type NationalModules } from '@touchline/domain';
import type { ImportEntity, ImportFile, ImportTeam } from '../import/format';
import { clubs, slugify } from './clubs14';
import { competitionSettings, display, ladderTemplate } from './competitions';
import type { Calendar } from './dates';
import type { FixtureContext, TeamInfo } from './fixtures';
import { buildLeague } from './league';
import { buildRoster, MemberPool } from './members';
import { rugbyLeague } from './rugby';

const PREFIX = 'n12';

const STATES12 = [
  {
    slug: 'qld',
    name: 'Queensland',
    association: 'South East Queensland Rugby League',
    timezone: 'Australia/Brisbane',
    clubs: clubs([
      'Moreton Bay Mariners|#003b71|#8dc8e8|Mariners Oval|-27.232|153.102',
      'Ipswich Ironbarks|#5c3d2e|#f1b434|Ironbark Park|-27.616|152.758',
      'Redlands Raptors|#a6192e|#ffffff|Cleveland Showgrounds|-27.531|153.265',
      'Toowong Tigers|#ff8200|#000000|Toowong Memorial Park|-27.483|152.993',
    ]),
  },
  {
    slug: 'nsw',
    name: 'New South Wales',
    association: 'Northern Rivers Rugby League',
    timezone: 'Australia/Sydney',
    clubs: clubs([
      'Lismore Lyrebirds|#2e5e3e|#d0b787|Oakes Oval|-28.808|153.282',
      'Ballina Bluewater|#0072ce|#ffffff|Kingsford Smith Park|-28.866|153.566',
      'Tweed Heads Tritons|#00877c|#ffc72c|Piggabeen Sports Complex|-28.189|153.507',
      'Byron Bay Breakers|#41b6e6|#1d252d|Red Devil Park|-28.648|153.604',
    ]),
  },
];

/** Modules of a body that runs team competitions and memberships only. */
function modules12(): NationalModules {
  const on = new Set<string>([
    'competitions',
    'memberships',
    'clubMemberships',
    'entityMemberships',
    'quickResults',
  ]);
  return Object.fromEntries(MODULE_NAMES.map((m) => [m, on.has(m)])) as NationalModules;
}

/** National 12's import file. */
export function buildNational12(cal: Calendar): ImportFile {
  const members = new MemberPool();
  const entities: ImportEntity[] = [];
  const venues: ImportFile['venues'] = [];
  const teams: ImportTeam[] = [];
  const infos = new Map<string, TeamInfo>();
  for (const state of STATES12) {
    const assocName = state.association;
    const assocSlug = slugify(assocName);
    const stateId = `${PREFIX}-state-${state.slug}`;
    const assocId = `${PREFIX}-assoc-${assocSlug}`;
    entities.push(
      {
        id: stateId,
        level: 'state',
        name: state.name,
        slug: state.slug,
        parent: null,
        meta: { name: state.name, slug: state.slug, imgUrl: null },
      },
      {
        id: assocId,
        level: 'association',
        name: assocName,
        slug: assocSlug,
        parent: stateId,
        meta: { name: assocName, slug: assocSlug, imgUrl: null },
      },
    );
    const referees = [1, 2, 3, 4].map(
      (i) => members.add(`${PREFIX}-m-ref-${state.slug}-0${i}`, 'Male', '#1d252d').id,
    );
    for (const { slug, name, colors, venue: ground } of state.clubs) {
      const [primaryColor, secondaryColor] = colors;
      const clubId = `${PREFIX}-club-${slug}`;
      const venue = `${PREFIX}-venue-${slug}`;
      entities.push({
        id: clubId,
        level: 'club',
        name,
        slug,
        parent: assocId,
        meta: { name, slug, imgUrl: null, primaryColor, secondaryColor },
      });
      venues.push({
        id: venue,
        name: ground.name,
        timezone: state.timezone,
        lat: ground.lat,
        lng: ground.lng,
      });
      const roster = buildRoster(members, rugbyLeague, {
        key: slug,
        prefix: PREFIX,
        gender: 'Male',
        colour: primaryColor,
      });
      const id = `${PREFIX}-t-cur-${slug}`;
      teams.push({
        id,
        name,
        season: cal.year,
        club: clubId,
        hideTeamList: false,
        meta: { imgUrl: null },
        roster,
      });
      infos.set(id, { id, venue, utcOffset: 10, roster, referees });
    }
  }
  const ctx: FixtureContext = { cal, sport: rugbyLeague, teams: infos, unavailable: members.suspended };
  const { competition, matches } = buildLeague(ctx, {
    shell: {
      id: `${PREFIX}-c-cur-premiership`,
      name: 'SCRL Premiership',
      season: cal.year,
      order: 1,
      owner: null,
      gameType: 'teams',
      sportType: 'rugby-league',
      meta: { imgUrl: null },
      display: display(),
      settings: competitionSettings(rugbyLeague),
      // Rugby league counts a bye as a game played, with its bonus points shown (BP).
      laddertemplate: ladderTemplate({ bonusCountAsPlayed: true }),
      compTypeLaddertemplate: null,
      teams: teams.map((t) => ({ team: t.id })),
    },
    timing: { kind: 'current', completed: 4, live: true },
  });
  return {
    format: 'touchline-import',
    version: 1,
    national: {
      id: 12,
      name: 'Southern Cross Rugby League',
      timezone: 'Australia/Brisbane',
      meta: { name: 'Southern Cross Rugby League', imgUrl: null },
      presentation: {
        useExplorer: false,
        showLogo: false,
        nationalDirectChild: 'states',
        stateDirectChild: 'associations',
        associationDirectChild: 'clubs',
        competitionDirectChild: 'clubs',
      },
      modules: modules12(),
      settings: {
        fieldView: true,
        substitutesOnFieldView: true,
        reportDownloads: true,
        statColumnOrder: 'merged',
        hideMissedEvents: true,
        playerOfTheMatch: false,
        matchCentreBackground: 'default',
      },
      memberTypes: [
        { name: 'Player', playing: true },
        { name: 'Coach', playing: false },
        { name: 'Trainer', playing: false },
        { name: 'Referee', playing: false },
      ],
    },
    seasons: [
      { id: cal.year - 1, currentSeason: false },
      { id: cal.year, currentSeason: true },
    ],
    eventTypes: rugbyLeague.eventTypes,
    statuses: rugbyLeague.statuses,
    entities,
    venues,
    members: members.members,
    teams,
    competitions: [competition],
    customLeaderboards: [],
    matches,
    resultGroups: [],
  };
}
