import type { TieBreakStep, TieBreakStepKey } from '../schemas/values';
import { type Record3, winPercentage } from './records';
import type { Duel, TeamGroup } from './results';

/** Why a team sits above the next one: the sort key, the tie-breaker step, or the name. */
export interface Separation {
  kind: 'sort' | 'tieBreaker' | 'name' | 'finals';
  key: string;
  name: string;
}

export const STEP_NAMES: Record<TieBreakStepKey | 'divisionRank', string> = {
  headToHead: 'Head-to-head',
  divisionRecord: 'Division record',
  commonGames: 'Common games',
  conferenceRecord: 'Conference record',
  strengthOfVictory: 'Strength of victory',
  strengthOfSchedule: 'Strength of schedule',
  netPoints: 'Net points',
  conferenceNetPoints: 'Net points in conference games',
  pointsScored: 'Points scored',
  coinToss: 'Coin toss',
  importOrder: 'Import order',
  divisionRank: 'Division rank',
};

const step = (key: TieBreakStepKey | 'divisionRank'): Separation => ({
  kind: 'tieBreaker',
  key,
  name: STEP_NAMES[key],
});
export const BY_NAME: Separation = { kind: 'name', key: 'name', name: 'Name' };

/** Common games needs this many games against common opponents when no minimum is declared. */
export const COMMON_GAMES_MINIMUM = 4;

export interface ChainContext {
  /**
   * The chain for a place contended by teams of different divisions (gridiron's wild-card
   * procedure); without it the chain given to `breakTie` serves there too.
   */
  acrossDivisions?: readonly TieBreakStep[];
  /** Every counted result so far. */
  duels: readonly Duel[];
  groupOf: (teamId: number) => TeamGroup | undefined;
  /** A team's name, as a declared coin-toss order names it. */
  nameOf: (teamId: number) => string | undefined;
  /** The final order when no step separates, and no stable step is declared: by name. */
  nameOrder: ReadonlyMap<number, number>;
}

interface Team {
  id: number;
}

/**
 * Orders teams level on every sort key by the competition's tie-breaker steps, gridiron's
 * way: one place at a time, the steps are applied in order among the teams still in
 * contention for that place; a step that separates them keeps only the best and restarts
 * the chain at its first step among those; the team left takes the place, and the others
 * start again for the next place. When the teams come from more than one division, only the
 * best of each division (by the chain among its division's tied teams) contends, and the
 * place between them follows `ctx.acrossDivisions` when the competition declares it.
 * Returns the order and, for each adjacent pair, the step that separated them.
 */
export function breakTie<T extends Team>(
  group: readonly T[],
  steps: readonly TieBreakStep[],
  ctx: ChainContext,
): { order: T[]; separations: Separation[] } {
  return orderTied(group, steps, ctx, indexResults(ctx.duels));
}

function orderTied<T extends Team>(
  group: readonly T[],
  steps: readonly TieBreakStep[],
  ctx: ChainContext,
  results: Results,
): { order: T[]; separations: Separation[] } {
  const order: T[] = [];
  const separations: Separation[] = [];
  let remaining = [...group];
  let lastEliminations = new Map<number, Separation>();
  while (remaining.length > 0) {
    const { winner, eliminations } =
      remaining.length === 1
        ? { winner: remaining[0]!, eliminations: new Map<number, Separation>() }
        : pickTop(remaining, steps, ctx, results);
    if (order.length > 0) separations.push(lastEliminations.get(winner.id) ?? BY_NAME);
    order.push(winner);
    remaining = remaining.filter((t) => t !== winner);
    lastEliminations = eliminations;
  }
  return { order, separations };
}

function pickTop<T extends Team>(
  group: readonly T[],
  steps: readonly TieBreakStep[],
  ctx: ChainContext,
  results: Results,
): { winner: T; eliminations: Map<number, Separation> } {
  const eliminations = new Map<number, Separation>();
  let contenders = divisionLeaders(group, steps, ctx, results, eliminations);
  restart: while (contenders.length > 1) {
    const chain = ctx.acrossDivisions && severalDivisions(contenders, ctx) ? ctx.acrossDivisions : steps;
    for (const s of chain) {
      const value = stepValue(s, contenders, ctx, results);
      if (!value) continue;
      const best = Math.max(...contenders.map((t) => value(t.id)));
      const top = contenders.filter((t) => value(t.id) === best);
      if (top.length === contenders.length) continue;
      for (const t of contenders) if (!top.includes(t)) eliminations.set(t.id, step(s.step));
      contenders = top;
      continue restart;
    }
    break;
  }
  const byName = [...contenders].sort(
    (x, y) => ctx.nameOrder.get(x.id)! - ctx.nameOrder.get(y.id)! || x.id - y.id,
  );
  for (const t of byName.slice(1)) eliminations.set(t.id, BY_NAME);
  return { winner: byName[0]!, eliminations };
}

/** Whether the teams come from more than one division (teams without one count as one). */
const severalDivisions = (teams: readonly Team[], ctx: ChainContext) =>
  new Set(teams.map((t) => ctx.groupOf(t.id)?.pool ?? null)).size > 1;

/** Of teams from several divisions, the best of each division; the others wait their turn. */
function divisionLeaders<T extends Team>(
  group: readonly T[],
  steps: readonly TieBreakStep[],
  ctx: ChainContext,
  results: Results,
  eliminations: Map<number, Separation>,
): T[] {
  const divisions = new Map<string | null, T[]>();
  for (const t of group) {
    const pool = ctx.groupOf(t.id)?.pool ?? null;
    divisions.set(pool, [...(divisions.get(pool) ?? []), t]);
  }
  if (divisions.size <= 1) return [...group];
  const leaders: T[] = [];
  for (const [pool, teams] of divisions) {
    // Teams without a division have no division rank to take, so each contends.
    if (pool == null || teams.length === 1) {
      leaders.push(...teams);
      continue;
    }
    const [leader, ...rest] = orderTied(teams, steps, ctx, results).order;
    leaders.push(leader!);
    for (const t of rest) eliminations.set(t.id, step('divisionRank'));
  }
  return leaders;
}

/** One team's side of a result: the opponent, the scores and whether it won, drew or lost. */
interface Game {
  opponent: number;
  scored: number;
  conceded: number;
  result: 'W' | 'L' | 'T';
}

/** Every counted result, indexed once per tie: each team's W-L-T and its games. */
interface Results {
  records: ReadonlyMap<number, Record3>;
  games: ReadonlyMap<number, readonly Game[]>;
}

function indexResults(duels: readonly Duel[]): Results {
  const records = new Map<number, Record3>();
  const games = new Map<number, Game[]>();
  const add = (team: number, game: Game) => {
    const record = records.get(team) ?? { won: 0, lost: 0, drawn: 0 };
    records.set(team, record);
    if (game.result === 'W') record.won += 1;
    else if (game.result === 'L') record.lost += 1;
    else record.drawn += 1;
    const list = games.get(team);
    if (list) list.push(game);
    else games.set(team, [game]);
  };
  for (const d of duels) {
    const a = d.outcome === 'draw' ? 'T' : d.outcome === 'a' ? 'W' : 'L';
    const b = a === 'T' ? 'T' : a === 'W' ? 'L' : 'W';
    add(d.a, { opponent: d.b, scored: d.aFor, conceded: d.bFor, result: a });
    add(d.b, { opponent: d.a, scored: d.bFor, conceded: d.aFor, result: b });
  }
  return { records, games };
}

const pctOf = (games: readonly Game[]) =>
  winPercentage({
    won: games.filter((g) => g.result === 'W').length,
    lost: games.filter((g) => g.result === 'L').length,
    drawn: games.filter((g) => g.result === 'T').length,
  });

const sameGroup = (teams: readonly Team[], ctx: ChainContext, part: keyof TeamGroup) => {
  const first = ctx.groupOf(teams[0]!.id)?.[part] ?? null;
  return first != null && teams.every((t) => (ctx.groupOf(t.id)?.[part] ?? null) === first);
};

/**
 * A step's value for each contender, higher is better; null when the step does not apply to
 * these teams (as when they are not all of one division), so the chain moves on.
 */
function stepValue(
  s: TieBreakStep,
  teams: readonly Team[],
  ctx: ChainContext,
  results: Results,
): ((id: number) => number) | null {
  const ids = new Set(teams.map((t) => t.id));
  const of = (id: number) => results.games.get(id) ?? [];
  const { records } = results;
  const conferenceOf = (id: number) => ctx.groupOf(id)?.conference ?? null;
  const inConference = (id: number) => (g: Game) =>
    conferenceOf(id) != null && conferenceOf(g.opponent) === conferenceOf(id);
  switch (s.step) {
    case 'headToHead':
      return headToHead(teams, ctx, of);
    case 'divisionRecord': {
      if (!sameGroup(teams, ctx, 'pool')) return null;
      const division = ctx.groupOf(teams[0]!.id)!.pool;
      return (id) => pctOf(of(id).filter((g) => ctx.groupOf(g.opponent)?.pool === division));
    }
    case 'commonGames': {
      const opponents = teams.map(
        (t) =>
          new Set(
            of(t.id)
              .map((g) => g.opponent)
              .filter((o) => !ids.has(o)),
          ),
      );
      const common = new Set([...opponents[0]!].filter((o) => opponents.every((set) => set.has(o))));
      const against = new Map(teams.map((t) => [t.id, of(t.id).filter((g) => common.has(g.opponent))]));
      const minimum = s.minimum ?? COMMON_GAMES_MINIMUM;
      if ([...against.values()].some((g) => g.length < minimum)) return null;
      return (id) => pctOf(against.get(id)!);
    }
    case 'conferenceRecord':
      if (!sameGroup(teams, ctx, 'conference')) return null;
      return (id) => pctOf(of(id).filter(inConference(id)));
    case 'strengthOfVictory':
      return (id) =>
        combinedPct(
          of(id).filter((g) => g.result === 'W'),
          records,
        );
    case 'strengthOfSchedule':
      return (id) => combinedPct(of(id), records);
    case 'netPoints':
      return (id) => of(id).reduce((sum, g) => sum + g.scored - g.conceded, 0);
    case 'conferenceNetPoints':
      if (!sameGroup(teams, ctx, 'conference')) return null;
      return (id) =>
        of(id)
          .filter(inConference(id))
          .reduce((sum, g) => sum + g.scored - g.conceded, 0);
    case 'pointsScored':
      return (id) => of(id).reduce((sum, g) => sum + g.scored, 0);
    case 'coinToss': {
      const order = s.order ?? [];
      const place = (id: number) => {
        const index = order.indexOf(ctx.nameOf(id) ?? '');
        return index === -1 ? order.length : index;
      };
      // Teams left out of the declared order follow it, in import order.
      return (id) => -place(id) * 1e9 - id;
    }
    case 'importOrder':
      return (id) => -id;
  }
}

/**
 * Head-to-head among the teams in contention, as gridiron applies it. Two teams, or teams of
 * one division that have all met each other equally often: a mini-league of the games among
 * them. Three or more otherwise (teams of different divisions, or a division whose schedule
 * is not yet even): the sweep, which applies only when one team beat each of the others (it
 * takes the place) or lost to each of them (it drops out), since a mini-league would rank a
 * team on games the others never played.
 */
function headToHead(
  teams: readonly Team[],
  ctx: ChainContext,
  of: (id: number) => readonly Game[],
): ((id: number) => number) | null {
  const ids = new Set(teams.map((t) => t.id));
  const among = new Map(teams.map((t) => [t.id, of(t.id).filter((g) => ids.has(g.opponent))]));
  const met = (a: number, b: number) => among.get(a)!.filter((g) => g.opponent === b);
  const pairs = teams.flatMap((a, i) => teams.slice(i + 1).map((b) => met(a.id, b.id).length));
  const even = pairs.every((n) => n > 0 && n === pairs[0]);
  if (even && (teams.length === 2 || !severalDivisions(teams, ctx))) return (id) => pctOf(among.get(id)!);
  if (teams.length === 2) return null;
  const allAgainst = (id: number, result: Game['result']) =>
    teams.every((o) => {
      if (o.id === id) return true;
      const games = met(id, o.id);
      return games.length > 0 && games.every((g) => g.result === result);
    });
  const sweeper = teams.find((t) => allAgainst(t.id, 'W'));
  if (sweeper) return (id) => (id === sweeper.id ? 1 : 0);
  const swept = teams.find((t) => allAgainst(t.id, 'L'));
  if (swept) return (id) => (id === swept.id ? 0 : 1);
  return null;
}

/** The combined win percentage of the opponents in these games, each counted once per game. */
function combinedPct(games: readonly Game[], records: ReadonlyMap<number, Record3>) {
  const total = { won: 0, lost: 0, drawn: 0 };
  for (const g of games) {
    const r = records.get(g.opponent);
    if (!r) continue;
    total.won += r.won;
    total.lost += r.lost;
    total.drawn += r.drawn;
  }
  return winPercentage(total);
}
