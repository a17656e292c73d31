/**
 * National 14: a gridiron body with five states, a full current season (live, played
 * and upcoming matches) and a completed previous season. Its clubs also run a beach
 * volleyball series (set scoring) and a soccer cup (penalty shoot-outs) this season.
 */
import {
  DEFAULT_TIMEZONE,
  MODULE_NAMES,
  type NationalModules,
  type ScoringEventType,
} from '@touchline/domain';
import type { ImportFile } from '../import/format';
import { buildCombine } from './combine';
import { buildCompetitions14 } from './comps14';
import type { Calendar } from './dates';
import type { FixtureContext } from './fixtures';
import { GRIDIRON, gridiron } from './gridiron';
import { ensurePrivateScorer } from './privateScorer';
import { buildResultGroups } from './resultGroups';
import { buildSoccerCup } from './soccerCup';
import { SET_STATUSES } from './volleyball';
import { buildVolleyballSeries } from './volleyballSeries';
import { World14 } from './world14';

/** Every module on except the commerce ones this body does not sell through. */
function modules14(): NationalModules {
  const off = new Set<string>(['saleableItems', 'customFees', 'bookings']);
  return Object.fromEntries(MODULE_NAMES.map((m) => [m, !off.has(m)])) as NationalModules;
}

/** National 14's import file. */
export function buildNational14(cal: Calendar, scale: number): ImportFile {
  const world = new World14(cal.year);
  const ctx: FixtureContext = {
    cal,
    sport: gridiron,
    teams: world.infos,
    unavailable: world.members.suspended,
  };
  const built = buildCompetitions14(world, ctx, scale);
  const athletes = world.teams
    .filter((t) => t.season === cal.year && t.id.endsWith('-d1'))
    .flatMap((t) => {
      const club = world.entities.find((e) => e.id === t.club)?.name ?? '';
      const players = (t.roster ?? []).filter((r) =>
        ['WR', 'RB', 'CB', 'LB', 'S'].includes(r.position?.abbreviation ?? ''),
      );
      return players
        .slice(0, 1)
        .map((r) => ({ member: world.members.members.find((m) => m.id === r.member)!, club }));
    });
  built.push(buildCombine(cal, cal.year, athletes));
  // Other sports the clubs play come last, so the gridiron records keep their database ids.
  built.push(buildVolleyballSeries(world, ctx, 30), buildSoccerCup(world, ctx, 31));
  const matches = built.flatMap((b) => b.matches);
  ensurePrivateScorer(world.members.members, matches, 'n14-c-cur-nsw-div1');
  const scoringTypes = gridiron.eventTypes.filter((t) => t.kind === 'scoring');
  const leaderboardEvents: ScoringEventType[] = scoringTypes
    .filter((t) => t.type === GRIDIRON.touchdown || t.type === GRIDIRON.fieldGoal)
    .map(({ kind: _kind, ...t }) => t);
  return {
    format: 'touchline-import',
    version: 1,
    national: {
      id: 14,
      name: 'Australian Gridiron Federation',
      timezone: DEFAULT_TIMEZONE,
      meta: { name: 'Australian Gridiron Federation', imgUrl: null },
      presentation: {
        useExplorer: true,
        showLogo: true,
        nationalDirectChild: 'states',
        stateDirectChild: 'associations',
        associationDirectChild: 'clubs',
        competitionDirectChild: 'clubs',
      },
      modules: modules14(),
      settings: {
        fieldView: true,
        substitutesOnFieldView: true,
        reportDownloads: false,
        statColumnOrder: 'default',
        hideMissedEvents: false,
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
    eventTypes: gridiron.eventTypes,
    statuses: [...gridiron.statuses, ...SET_STATUSES],
    entities: world.entities,
    venues: world.venues,
    members: world.members.members,
    teams: world.teams,
    competitions: built.map((b) => b.competition),
    customLeaderboards: [
      {
        id: 'n14-lb-cur-premier-scorers',
        name: 'Premier Divisions Scoring Leaders (NSW & QLD)',
        season: cal.year,
        order: 1,
        owner: null,
        competitions: ['n14-c-cur-nsw-div1', 'n14-c-cur-qld-div1'],
        scoringEvents: leaderboardEvents,
        meta: { imgUrl: null },
      },
    ],
    matches,
    resultGroups: buildResultGroups(cal, 'n14'),
  };
}
