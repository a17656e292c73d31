/**
 * Turns a planned fixture into an import match: team lists, referees, events and scores
 * according to its outcome, and a period status for matches live now.
 */
import type { GameRules, MatchStatus } from '@touchline/domain';
import type { ImportMatch } from '../import/format';
import type { Calendar } from './dates';
import { type GameResult, playGridironMatch } from './gridironGame';
import type { RosterEntry } from './members';
import { buildTeamList, type PlayOptions, type PlayResult, playMatch, type StopAt } from './play';
import { Rng } from './random';
import type { SportModel } from './sport';

/** What the fixture builder needs to know about a team. */
export interface TeamInfo {
  id: string;
  venue: string;
  utcOffset: number;
  roster: RosterEntry[];
  /** Referees who officiate this team's home games. */
  referees: string[];
}

/** Everything shared by the fixtures of one national. */
export interface FixtureContext {
  cal: Calendar;
  sport: SportModel;
  teams: Map<string, TeamInfo>;
  /** Members who may not be named in a team list (suspended). */
  unavailable: ReadonlySet<string>;
}

/** How a fixture turns out. 'live' means it kicked off `liveMinutes` ago. */
export type Outcome = 'final' | 'live' | 'pre-game' | 'forfeit' | 'washout' | 'cancelled' | 'disputed';

/** One planned fixture. */
export interface MatchPlan {
  id: string;
  competition: string;
  round: string;
  pool?: string | null;
  matchName?: string | null;
  dateTime: string;
  home: string | null;
  away: string | null;
  outcome: Outcome;
  liveMinutes?: number;
  /** Finals and knockout matches cannot end in a draw. */
  decisive?: boolean;
  /** Name the teams of an upcoming match (teams are named a few days ahead). */
  namedTeams?: boolean;
  forfeitScore?: number;
  /** Play it play by play under these rules (when played or under way). */
  game?: GameRules | undefined;
}

/** The period status and game clock of a match that kicked off `minutes` ago. */
export function liveState(sport: SportModel, minutes: number): { status: MatchStatus; stopAt: StopAt } {
  // A period takes about twice its playing time in stoppages; half-time lasts 12 minutes.
  const periodReal = sport.periodMinutes * 2 + 1;
  let left = minutes;
  for (let period = 1; period <= sport.periods; period++) {
    if (left < periodReal) {
      const status = sport.statuses.find(
        (s) => s.period === period && s.periodType === sport.periodType,
      )!.value;
      return { status, stopAt: { period, minute: Math.floor((left / periodReal) * sport.periodMinutes) } };
    }
    left -= periodReal;
    if (period === sport.periods / 2) {
      if (left < 12) return { status: 'half-time', stopAt: { period: period + 1, minute: 0 } };
      left -= 12;
    }
  }
  return { status: 'live', stopAt: { period: sport.periods, minute: sport.periodMinutes - 1 } };
}

function teamInfo(ctx: FixtureContext, id: string): TeamInfo {
  const info = ctx.teams.get(id);
  if (!info) throw new Error(`unknown team ${id}`);
  return info;
}

/** The match played: play by play under the plan's rules, else as scoring events. */
function played(
  ctx: FixtureContext,
  plan: MatchPlan,
  lists: Parameters<typeof playMatch>[2],
  options: PlayOptions,
): PlayResult & { plays?: GameResult['plays'] } {
  return plan.game
    ? playGridironMatch(plan.id, ctx.sport, plan.game, lists, options)
    : playMatch(plan.id, ctx.sport, lists, options);
}

/** Builds the import match for a plan. */
export function buildMatch(ctx: FixtureContext, plan: MatchPlan): ImportMatch {
  const rng = Rng.for(`match:${plan.id}`);
  const base: ImportMatch = {
    id: plan.id,
    competition: plan.competition,
    round: plan.round,
    pool: plan.pool ?? null,
    matchName: plan.matchName ?? null,
    dateTime: plan.dateTime,
    venue: null,
    field: null,
    status: plan.outcome === 'live' ? 'live' : plan.outcome,
    homeTeam: plan.home,
    awayTeam: plan.away,
  };
  if (plan.home === null || plan.away === null) {
    // A bye (one team) or a fixture whose teams are not known yet (none).
    const done = ctx.cal.isPast(plan.dateTime);
    if (plan.home !== null) return { ...base, status: done ? 'final' : 'pre-game', isBye: true };
    return { ...base, status: 'pre-game', isTba: true };
  }
  const home = teamInfo(ctx, plan.home);
  const away = teamInfo(ctx, plan.away);
  const count = rng.int(1, Math.min(3, home.referees.length));
  const match: ImportMatch = {
    ...base,
    venue: home.venue,
    field: rng.pick(['Field 1', 'Field 1', 'Field 2', 'Main Field']),
    referees: rng.shuffle(home.referees).slice(0, count),
  };
  const lists = () => ({
    home: buildTeamList(rng, ctx.sport, home.roster, ctx.unavailable),
    away: buildTeamList(rng, ctx.sport, away.roster, ctx.unavailable),
  });
  switch (plan.outcome) {
    case 'pre-game':
      return plan.namedTeams ? { ...match, teamLists: lists() } : match;
    case 'washout':
    case 'cancelled':
      return { ...match, scores: { homeTeam: 0, awayTeam: 0 }, referees: [] };
    case 'forfeit': {
      const homeForfeits = rng.chance(0.5);
      const awarded = plan.forfeitScore ?? 0;
      return {
        ...match,
        scores: { homeTeam: homeForfeits ? 0 : awarded, awayTeam: homeForfeits ? awarded : 0 },
        forfeitingTeam: homeForfeits ? plan.home : plan.away,
        referees: [],
      };
    }
    case 'live': {
      const { status, stopAt } = liveState(ctx.sport, plan.liveMinutes ?? 40);
      const teamLists = lists();
      const result = played(ctx, plan, teamLists, { stopAt });
      return {
        ...match,
        status,
        scores: result.scores,
        matchTimeouts: result.timeouts,
        teamLists,
        events: result.events,
        ...(result.plays ? { plays: result.plays } : {}),
      };
    }
    default: {
      const teamLists = lists();
      const result = played(ctx, plan, teamLists, { decisive: plan.decisive ?? false });
      return {
        ...match,
        scores: result.scores,
        matchTimeouts: result.timeouts,
        playerOfTheMatch: result.playerOfTheMatch,
        teamLists,
        events: result.events,
        ...(result.plays ? { plays: result.plays } : {}),
      };
    }
  }
}
