/**
 * The VIC Clubs Charity Soccer Cup: the Victorian clubs' members in an eight-team knockout.
 * The quarter finals were played on a Sunday a week or two ago (one settled on penalties), the
 * semi finals today (one over, the other in its shoot-out now), and the final is the Sunday
 * after next Saturday, its teams not yet known.
 */
import type { ImportMatch } from '../import/format';
import { STATES } from './clubs14';
import {
  competitionSettings,
  display,
  knockoutRound,
  ladderTemplate,
  withCustomScoring,
} from './competitions';
import { buildMatch, type FixtureContext, type MatchPlan } from './fixtures';
import type { BuiltCompetition } from './league';
import { type PlayResult, playMatch } from './play';
import { Rng } from './random';
import { winnerOf } from './schedule';
import { SOCCER_SCORING_EVENTS, shootout, shootoutEvents, soccer } from './soccer';
import { stateId, type World14 } from './world14';

const DAY_MS = 86_400_000;
/** The cup's source id. */
export const SOCCER_CUP_ID = 'n14-c-cur-vic-soccer-cup';
/** Minutes before now the semi finals kicked off: the first is in its shoot-out, the second is over. */
const SEMI_KICKOFFS = [88, 205];
/** Kicks taken so far in the shoot-out under way: three by the home side, two by the away side. */
const KICKS_SO_FAR = 5;

type Plan = Pick<MatchPlan, 'id' | 'round' | 'matchName' | 'dateTime' | 'home' | 'away'>;

/** Full time with the scores level and a goal or more each: the seed is varied until it is. */
function levelAtFullTime(id: string, lists: NonNullable<ImportMatch['teamLists']>): PlayResult {
  for (let attempt = 0; attempt <= 50; attempt++) {
    const result = playMatch(attempt === 0 ? id : `${id}#level${attempt}`, soccer, lists);
    const { homeTeam, awayTeam } = result.scores;
    if (homeTeam !== awayTeam || homeTeam === 0) continue;
    const events = result.events.map((e, i) => ({ ...e, id: `${id}-e${String(i + 1).padStart(2, '0')}` }));
    return { ...result, events };
  }
  throw new Error(`no level full time found for ${id}`);
}

/**
 * A match level at full time and settled on penalties, or with `kicksSoFar` its shoot-out still
 * under way (status 'penalty'; a kick or more missed, so the panel shows both outcomes).
 */
function onPenalties(ctx: FixtureContext, plan: Plan, kicksSoFar?: number): ImportMatch {
  const named = buildMatch(ctx, {
    ...plan,
    competition: SOCCER_CUP_ID,
    outcome: 'pre-game',
    namedTeams: true,
  });
  const lists = named.teamLists!;
  const regular = levelAtFullTime(plan.id, lists);
  let kicks = shootout(Rng.for(`shootout:${plan.id}`), lists);
  for (let attempt = 1; kicksSoFar !== undefined && attempt <= 50; attempt++) {
    const taken = kicks.slice(0, kicksSoFar);
    if (taken.length === kicksSoFar && taken.some((k) => !k.scored) && taken.some((k) => k.scored)) break;
    kicks = shootout(Rng.for(`shootout:${plan.id}#${attempt}`), lists);
  }
  const events = [...regular.events, ...shootoutEvents(plan.id, kicks.slice(0, kicksSoFar))];
  const sum = (side: 'home' | 'away') =>
    events.filter((e) => e.side === side).reduce((total, e) => total + (e.value ?? 0), 0);
  const live = kicksSoFar !== undefined;
  return {
    ...named,
    status: live ? 'penalty' : 'final',
    scores: { homeTeam: sum('home'), awayTeam: sum('away') },
    matchTimeouts: regular.timeouts,
    playerOfTheMatch: live ? null : regular.playerOfTheMatch,
    events,
  };
}

/** The cup: teams, rounds and matches. `ctx` is national 14's; the cup plays it as soccer. */
export function buildSoccerCup(world: World14, gridironCtx: FixtureContext, order: number): BuiltCompetition {
  const ctx: FixtureContext = { ...gridironCtx, sport: soccer };
  const { cal } = ctx;
  const vic = STATES.find((s) => s.slug === 'vic')!;
  const clubs = vic.associations.flatMap((a) => a.clubs);
  const referees = world.addOfficials('soccer-vic', 5, '#1d252d');
  const squad = { squad: soccer, label: 'FC', referees };
  // The two university clubs, with the most members, enter a second team each.
  const records = [
    ...clubs.map((club) => world.addClubSquad('s', 1, vic, club, squad)),
    ...clubs.slice(0, 2).map((club) => world.addClubSquad('s', 2, vic, club, squad)),
  ];
  const finalVenue = world.addVenue('lakeside-stadium', 'Lakeside Stadium', vic, -37.8407, 144.9645);
  const rounds = ['Quarter Final', 'Semi Final', 'Final'].map((name, i) =>
    knockoutRound(SOCCER_CUP_ID, i + 1, name),
  );
  const [quarters, semis, final] = rounds.map((r) => r.id) as [string, string, string];
  const normal = (plan: Plan) =>
    buildMatch(ctx, { ...plan, competition: SOCCER_CUP_ID, outcome: 'final', decisive: true });

  const seeds = records.map((r) => r.team.id);
  const quarterDay = cal.saturday(-1) + DAY_MS;
  const quarterFinals = [0, 1, 2, 3].map((i) => {
    const plan: Plan = {
      id: `${quarters}-m${i + 1}`,
      round: quarters,
      matchName: `Quarter Final ${i + 1}`,
      dateTime: cal.kickoff(quarterDay, i, vic.utcOffset),
      home: seeds[i]!,
      away: seeds[seeds.length - 1 - i]!,
    };
    return i === 1 ? onPenalties(ctx, plan) : normal(plan);
  });
  const through = quarterFinals.map(winnerOf);
  const semiFinals = [0, 1].map((i) => {
    const plan: Plan = {
      id: `${semis}-m${i + 1}`,
      round: semis,
      matchName: `Semi Final ${i + 1}`,
      dateTime: cal.minutesAgo(SEMI_KICKOFFS[i]!),
      home: through[i]!,
      away: through[through.length - 1 - i]!,
    };
    return i === 0 ? onPenalties(ctx, plan, KICKS_SO_FAR) : normal(plan);
  });
  const finalists = semiFinals.map(winnerOf);
  const known = finalists.every((team) => team !== null);
  const grandFinal = buildMatch(ctx, {
    id: `${final}-m1`,
    competition: SOCCER_CUP_ID,
    round: final,
    matchName: 'Final',
    dateTime: cal.kickoff(cal.saturday(1) + DAY_MS, 2, vic.utcOffset),
    home: known ? finalists[0]! : null,
    away: known ? finalists[1]! : null,
    outcome: 'pre-game',
    namedTeams: true,
  });
  return {
    competition: {
      id: SOCCER_CUP_ID,
      name: 'VIC Clubs Charity Soccer Cup',
      season: world.season,
      order,
      owner: stateId('vic'),
      gameType: 'teams',
      sportType: 'soccer',
      meta: { imgUrl: null },
      display: display({ ladder: false }),
      settings: withCustomScoring(competitionSettings(soccer), SOCCER_SCORING_EVENTS),
      laddertemplate: ladderTemplate(),
      compTypeLaddertemplate: null,
      teams: seeds.map((team) => ({ team })),
      rounds,
    },
    // The final's ground is booked, whoever reaches it.
    matches: [...quarterFinals, ...semiFinals, { ...grandFinal, venue: finalVenue }],
  };
}
