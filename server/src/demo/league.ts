/**
 * Round-robin leagues (optionally split into pools, optionally with finals) and knockout
 * cups, each returned as an import competition with its matches.
 */
import { type GameRules, gameRules } from '@touchline/domain';
import type { ImportCompetition, ImportMatch } from '../import/format';
import { finalRound, knockoutRound, regularRound } from './competitions';
import { buildMatch, type FixtureContext, type MatchPlan, type Outcome } from './fixtures';
import { roundRobin, standings, winnerOf } from './schedule';

/** Kick-off offsets (minutes before now) of the matches in a round being played now. */
// Minutes since kick-off of the live round's matches: in the second quarter, at half-time, in
// the third and in the fourth (see liveState: a 12-minute quarter takes about 25 minutes).
const LIVE_OFFSETS = [35, 55, 70, 95];

/** When a competition's rounds fall. */
export type Timing =
  | { kind: 'season'; year: number }
  | { kind: 'current'; completed: number; live?: boolean; dayOffset?: number };

/** A competition without its rounds, which the builders add. */
export type CompetitionShell = Omit<ImportCompetition, 'rounds'>;

/**
 * A league: the shell's teams with a pool play each other; teams without one sit out. With
 * `acrossConferences`, each team plays every team of its pool's conference instead, as a
 * gridiron league of divisions within conferences does.
 */
export interface LeagueSpec {
  shell: CompetitionShell;
  timing: Timing;
  double?: boolean;
  acrossConferences?: boolean;
  /** Outcomes that replace a played result, keyed 'round:match' (both 1-based). */
  specials?: Record<string, Outcome>;
  /** Top four play semi finals (the top two of each schedule, when split), then a grand final. */
  finals?: boolean;
}

/** A competition and its matches. */
export interface BuiltCompetition {
  competition: ImportCompetition;
  matches: ImportMatch[];
}

/** The date of the n-th round (0-based) under a timing, or null for the round live now. */
function roundDay(ctx: FixtureContext, timing: Timing, n: number): number | null {
  if (timing.kind === 'season') return ctx.cal.seasonSaturday(timing.year, n);
  const { completed, live } = timing;
  // A cup played alongside the leagues moves to another day (Friday nights: -1).
  const shift = (timing.dayOffset ?? 0) * 86_400_000;
  if (n < completed) return ctx.cal.saturday(n - completed + 1) + shift;
  if (live && n === completed) return null;
  return ctx.cal.saturday(n - completed + (live ? 0 : 1)) + shift;
}

function plan(
  ctx: FixtureContext,
  timing: Timing,
  n: number,
  slot: number,
  home: string | null,
): Omit<MatchPlan, 'id' | 'competition' | 'round' | 'home' | 'away'> {
  const day = roundDay(ctx, timing, n);
  if (day === null) {
    const liveMinutes = LIVE_OFFSETS[slot % LIVE_OFFSETS.length]!;
    return { dateTime: ctx.cal.minutesAgo(liveMinutes), outcome: 'live', liveMinutes };
  }
  const offset = home ? (ctx.teams.get(home)?.utcOffset ?? 10) : 10;
  const dateTime = ctx.cal.kickoff(day, slot, offset);
  const past = ctx.cal.isPast(dateTime);
  // Teams are named for the next round only.
  const namedTeams = timing.kind === 'current' && n === timing.completed + (timing.live ? 1 : 0);
  return { dateTime, outcome: past ? 'final' : 'pre-game', namedTeams };
}

/**
 * The rules to play a match by play by: a competition scored play by play does so from its
 * latest two rounds played on (older results keep the events they were scored with).
 */
function playByPlay(shell: CompetitionShell, timing: Timing, n: number): GameRules | undefined {
  const { gridiron } = shell.settings;
  if (!gridiron || timing.kind !== 'current' || n < timing.completed - 2) return undefined;
  return gameRules(gridiron, shell.settings);
}

/** Builds a league with its rounds, matches and (optionally) finals. */
export function buildLeague(ctx: FixtureContext, spec: LeagueSpec): BuiltCompetition {
  const { shell, timing } = spec;
  const forfeitScore = shell.laddertemplate.defaultScoreFFReceived;
  const poolOf = new Map(shell.teams.map(({ team, pool }) => [team, pool ?? null]));
  const conferenceOf = new Map(
    (spec.acrossConferences ? (shell.conferences ?? []) : []).flatMap((c) => c.pools.map((p) => [p, c.name])),
  );
  const groups = new Map<string, string[]>();
  for (const { team, pool } of shell.teams) {
    const key = pool === undefined ? '' : (pool ?? null);
    if (key === null) continue;
    const group = conferenceOf.get(key) ?? key;
    groups.set(group, [...(groups.get(group) ?? []), team]);
  }
  const schedules = [...groups.values()].map((teams) => ({ teams, rounds: roundRobin(teams, spec.double) }));
  // A game between two teams of one pool is that pool's; one across pools has none.
  const poolOfGame = (home: string | null, away: string | null) => {
    const pool = home === null ? null : (poolOf.get(home) ?? null);
    return pool && (away === null || poolOf.get(away) === pool) ? pool : null;
  };
  const roundCount = Math.max(...schedules.map((s) => s.rounds.length));
  const rounds = Array.from({ length: roundCount }, (_, i) => regularRound(shell.id, i + 1));
  const matches: ImportMatch[] = [];
  for (let n = 0; n < roundCount; n++) {
    let index = 0;
    for (const { rounds: poolRounds } of schedules) {
      for (const pairing of poolRounds[n] ?? []) {
        index++;
        const id = `${shell.id}-r${n + 1}-m${index}`;
        const timed = plan(ctx, timing, n, index - 1, pairing.home);
        const special = spec.specials?.[`${n + 1}:${index}`];
        const outcome =
          special && timed.outcome === 'final' && pairing.away !== null ? special : timed.outcome;
        matches.push(
          buildMatch(ctx, {
            ...timed,
            outcome,
            id,
            competition: shell.id,
            round: rounds[n]!.id,
            pool: poolOfGame(pairing.home, pairing.away),
            home: pairing.home,
            away: pairing.away,
            forfeitScore,
            game: playByPlay(shell, timing, n),
          }),
        );
      }
    }
  }
  if (spec.finals) {
    rounds.push(finalRound(shell.id, 1, 'Semi Finals'), finalRound(shell.id, 2, 'Grand Final'));
    matches.push(
      ...finalsMatches(
        ctx,
        spec,
        roundCount,
        matches,
        schedules.map((s) => s.teams),
      ),
    );
  }
  return { competition: { ...shell, rounds }, matches };
}

/**
 * Semi finals (1v4 and 2v3, or across the first two of several schedules: each one's first
 * against the other's second) and a grand final after the regular rounds.
 */
function finalsMatches(
  ctx: FixtureContext,
  spec: LeagueSpec,
  after: number,
  played: ImportMatch[],
  schedules: readonly string[][],
) {
  const { shell, timing } = spec;
  const regularDone = played.every((m) => m.status !== 'pre-game' && m.status !== 'live');
  const seeds = (teams: readonly string[]) => standings(teams, played).map((s) => s.team);
  const pooled = schedules.length > 1;
  const [a, b] = pooled
    ? [seeds(schedules[0]!), seeds(schedules[1]!)]
    : [seeds(shell.teams.map((t) => t.team)), []];
  const pairs = pooled
    ? [
        [a[0], b[1]],
        [b[0], a[1]],
      ]
    : [
        [a[0], a[3]],
        [a[1], a[2]],
      ];
  const build = (round: number, i: number, home: string | null, away: string | null, name: string) => {
    const timed = plan(ctx, timing, after + round - 1, i, home);
    const known = regularDone && home !== null && away !== null;
    return buildMatch(ctx, {
      ...timed,
      id: `${shell.id}-f${round}-m${i + 1}`,
      competition: shell.id,
      round: `${shell.id}-f${round}`,
      matchName: name,
      home: known ? home : null,
      away: known ? away : null,
      decisive: true,
      game: playByPlay(shell, timing, after + round - 1),
    });
  };
  const semis = pairs.map(([home, away], i) =>
    build(1, i, home ?? null, away ?? null, `Semi Final ${i + 1}`),
  );
  const [w1, w2] = semis.map(winnerOf);
  return [...semis, build(2, 0, w1 ?? null, w2 ?? null, 'Grand Final')];
}

/** A knockout cup: pairs play off round by round; rounds not yet reachable are TBA. */
export function buildKnockout(
  ctx: FixtureContext,
  shell: CompetitionShell,
  timing: Timing,
  names: string[],
): BuiltCompetition {
  const rounds = names.map((name, i) => knockoutRound(shell.id, i + 1, name));
  const matches: ImportMatch[] = [];
  let field: (string | null)[] = shell.teams.map((t) => t.team);
  rounds.forEach((round, n) => {
    const next: (string | null)[] = [];
    // Seeded pairing: first against last, so the top seeds meet only in the final.
    for (let i = 0; i < field.length / 2; i++) {
      const home = field[i] ?? null;
      const away = field[field.length - 1 - i] ?? null;
      // Cup games kick off in the evening (17:00 and 19:00 local).
      const timed = plan(ctx, timing, n, 3 + (i % 2), home);
      const match = buildMatch(ctx, {
        ...timed,
        id: `${round.id}-m${i + 1}`,
        competition: shell.id,
        round: round.id,
        matchName: field.length > 2 ? `${round.displayName} ${i + 1}` : (round.displayName ?? null),
        home: home && away ? home : null,
        away: home && away ? away : null,
        decisive: true,
        game: playByPlay(shell, timing, n),
      });
      matches.push(match);
      next.push(winnerOf(match));
    }
    field = next;
  });
  return { competition: { ...shell, rounds }, matches };
}
