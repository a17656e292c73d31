/**
 * The QLD Beach Volleyball Fundraiser Series: six Queensland clubs' fours teams, one round each
 * Sunday on the beach courts, every team meeting every other once. Two rounds are done, the
 * third is on now (one match over, two in their sets), two are ahead. Court 3 has no scoring
 * tablet: its sets are entered by hand as they finish (manual) and it records no rallies.
 */
import type { ImportMatch, ImportTeamListEntry } from '../import/format';
import { STATES } from './clubs14';
import { display, ladderTemplate, matchesWonSort, regularRound, withCustomScoring } from './competitions';
import type { FixtureContext } from './fixtures';
import type { BuiltCompetition } from './league';
import { buildTeamList } from './play';
import { Rng } from './random';
import { roundRobin } from './schedule';
import {
  beachFours,
  playSets,
  type Rally,
  rallyEvents,
  SET_PERIOD_TYPE,
  SETS_TO_PLAY,
  type SetsPlayed,
  VOLLEYBALL_SCORING_EVENTS,
} from './volleyball';
import { stateId, type World14 } from './world14';

const DAY_MS = 86_400_000;
/** The series' source id. */
export const VOLLEYBALL_SERIES_ID = 'n14-c-cur-qld-beach-volleyball';
/** Rounds played before the one on now. */
const COMPLETED = 2;
/** The round on now, match by match: done, or the set being played. */
const LIVE_ROUND: readonly ({ kind: 'done' } | { kind: 'playing'; set: number })[] = [
  { kind: 'done' },
  { kind: 'playing', set: 3 },
  { kind: 'playing', set: 2 },
];
const PAPER_COURT = 2;

type Side = 'home' | 'away';
type Score = { homeTeam: number; awayTeam: number };
type SetScore = NonNullable<ImportMatch['setScores']>[number];

const setWinner = (s: Score): Side => (s.homeTeam > s.awayTeam ? 'home' : 'away');

/**
 * A whole match whose set winner also leads on points (the ladder ranks on points), varied by
 * seed until it also passes `wanted`.
 */
function playUntil(
  id: string,
  lists: Record<Side, ImportTeamListEntry[]>,
  edge: number,
  wanted: (p: SetsPlayed) => boolean,
) {
  for (let attempt = 0; attempt <= 50; attempt++) {
    const played = playSets(Rng.for(attempt === 0 ? `sets:${id}` : `sets:${id}#${attempt}`), lists, edge);
    const won = played.sets.map(setWinner);
    const home = played.rallies.filter((r) => r.side === 'home').length;
    const away = played.rallies.length - home;
    const setsHome = won.filter((w) => w === 'home').length;
    if ((setsHome === 2) === home > away && wanted(played)) return played;
  }
  throw new Error(`no fitting sets found for ${id}`);
}

/** A team's strength: its chance of winning a rally against an even side is 0.5 plus the gap. */
const strength = (team: string) => Rng.for(`strength:${team}`).next() * 0.08;

interface Slot {
  id: string;
  round: string;
  /** 0-based: Court 1 is 0. */
  court: number;
  dateTime: string;
  venue: string;
  home: string;
  away: string;
}

/**
 * The match centre's fields from the rallies played so far: the sets, the score (points won, as
 * the ladder ranks on it), the current set, and the rallies as events unless scored on paper.
 */
function scored(slot: Slot, rallies: readonly Rally[], inProgress: boolean): Partial<ImportMatch> {
  const paper = slot.court === PAPER_COURT;
  const points = (side: Side, set?: number) =>
    rallies.filter((r) => r.side === side && (set === undefined || r.set === set)).length;
  const setScores: SetScore[] = Array.from({ length: rallies.at(-1)?.set ?? 0 }, (_, i) => ({
    setId: String(i + 1),
    scores: { homeTeam: points('home', i + 1), awayTeam: points('away', i + 1) },
    ...(paper ? { manual: true } : {}),
  }));
  let currentSetId = String(setScores.length);
  if (!inProgress && !paper) {
    // A tablet's End Set opens the next set empty, and the last one stays open at full time.
    currentSetId = String(setScores.length + 1);
    setScores.push({ setId: currentSetId, scores: { homeTeam: 0, awayTeam: 0 }, scoringEvents: [] });
  }
  return {
    status: inProgress ? 'sets' : 'final',
    scores: { homeTeam: points('home'), awayTeam: points('away') },
    setScoring: { useSetScoring: true },
    setScores,
    currentSetId,
    ...(paper ? {} : { events: rallyEvents(slot.id, rallies) }),
  };
}

/** Where a live match has got to: a little over half-way through set `playing`. */
function cutPoint(played: SetsPlayed, playing: number): number {
  const before = played.rallies.filter((r) => r.set < playing).length;
  const inSet = played.rallies.filter((r) => r.set === playing).length;
  return before + Math.max(1, Math.round(inSet * 0.55));
}

/** One match of the series: officials and lists, and its sets as far as they have got. */
function seriesMatch(ctx: FixtureContext, slot: Slot, round: number, referees: string[]): ImportMatch {
  const rng = Rng.for(`match:${slot.id}`);
  const roster = (team: string) => ctx.teams.get(team)!.roster;
  const lists = {
    home: buildTeamList(rng, beachFours, roster(slot.home), ctx.unavailable),
    away: buildTeamList(rng, beachFours, roster(slot.away), ctx.unavailable),
  };
  const base: ImportMatch = {
    id: slot.id,
    competition: VOLLEYBALL_SERIES_ID,
    round: slot.round,
    dateTime: slot.dateTime,
    venue: slot.venue,
    field: `Court ${slot.court + 1}`,
    status: 'pre-game',
    homeTeam: slot.home,
    awayTeam: slot.away,
    referees: rng.shuffle(referees).slice(0, rng.int(1, 2)),
  };
  // Teams name their fours for the next round only.
  if (round > COMPLETED) return round === COMPLETED + 1 ? { ...base, teamLists: lists } : base;
  const live = round === COMPLETED ? LIVE_ROUND[slot.court]! : ({ kind: 'done' } as const);
  const playing = live.kind === 'playing' ? live.set : undefined;
  // The last round's matches went the distance, so its results show a deciding set.
  const wanted = (p: SetsPlayed) =>
    playing !== undefined
      ? p.sets.length >= playing
      : round !== COMPLETED - 1 || p.sets.length === SETS_TO_PLAY;
  const edge = 0.5 + strength(slot.home) - strength(slot.away);
  const played = playUntil(slot.id, lists, edge, wanted);
  const cut = playing === undefined ? played.rallies.length : cutPoint(played, playing);
  const fields = scored(slot, played.rallies.slice(0, cut), playing !== undefined);
  if (round < COMPLETED) return { ...base, ...fields, teamLists: lists };
  // The round on now: its last rally so far (or the end of the match) was a few minutes ago.
  const elapsed = Math.ceil(played.rallies[cut - 1]!.at / 60);
  const dateTime = ctx.cal.minutesAgo(elapsed + (playing === undefined ? 15 : 1));
  return { ...base, ...fields, dateTime, teamLists: lists };
}

/** The series: its teams, venues, officials, rounds and matches. */
export function buildVolleyballSeries(world: World14, ctx: FixtureContext, order: number): BuiltCompetition {
  const { cal } = ctx;
  const qld = STATES.find((s) => s.slug === 'qld')!;
  // Brisbane's clubs and the two on the coast; Toowoomba is a long way from the beach.
  const clubs = [...qld.associations[0]!.clubs, ...qld.associations[1]!.clubs.slice(0, 2)];
  const referees = world.addOfficials('beach-volleyball-qld', 4, '#00a9e0');
  const squad = { squad: beachFours, label: 'Volleyball', referees };
  const teams = clubs.map((club) => world.addClubSquad('v', 1, qld, club, squad).team.id);
  const venues = [
    world.addVenue('kurrawa-beach', 'Kurrawa Beach Courts', qld, -28.0305, 153.4338),
    world.addVenue('mooloolaba-beach', 'Mooloolaba Beach Courts', qld, -26.6808, 153.1226),
  ];
  const pairings = roundRobin(teams);
  const rounds = pairings.map((_, n) => regularRound(VOLLEYBALL_SERIES_ID, n + 1));
  const matches = pairings.flatMap((round, n) =>
    round.map((pairing, court) => {
      const slot: Slot = {
        id: `${VOLLEYBALL_SERIES_ID}-r${n + 1}-m${court + 1}`,
        round: rounds[n]!.id,
        court,
        // Sunday rounds; the one on now is re-timed from its rallies.
        dateTime: cal.kickoff(cal.saturday(n - COMPLETED) + DAY_MS, court, qld.utcOffset),
        venue: venues[n % venues.length]!,
        home: pairing.home,
        away: pairing.away!,
      };
      return seriesMatch(ctx, slot, n, referees);
    }),
  );
  return {
    competition: {
      id: VOLLEYBALL_SERIES_ID,
      name: 'QLD Beach Volleyball Fundraiser Series',
      season: world.season,
      order,
      owner: stateId('qld'),
      gameType: 'teams',
      sportType: 'beach-volleyball',
      meta: { imgUrl: null },
      display: display(),
      settings: withCustomScoring(
        {
          type: null,
          // Sets are the periods; they are not timed, so the length is only nominal.
          periods: SETS_TO_PLAY,
          periodType: SET_PERIOD_TYPE,
          periodLengthMinutes: 20,
          timeouts: 0,
          positions: beachFours.positions,
        },
        VOLLEYBALL_SCORING_EVENTS,
      ),
      // Two points a win, then points difference; a forfeit is awarded two sets to 21.
      laddertemplate: ladderTemplate({
        pointsForWin: 2,
        pointsForDraw: 1,
        pointsForBye: 0,
        pointsForForfeitWin: 2,
        defaultScoreFFReceived: 42,
      }),
      // Its competition type ranks on matches won before points (spec 2.7's type template).
      compTypeLaddertemplate: matchesWonSort(),
      teams: teams.map((team) => ({ team })),
      rounds,
    },
    matches,
  };
}
