/**
 * Match-day team lists and the match simulator. Scores are always the sum of the scoring
 * events generated here, so the ladder, the leaderboards and the match centre agree.
 */
import type { ImportEvent, ImportTeamListEntry } from '../import/format';
import type { RosterEntry } from './members';
import { Rng } from './random';
import type { SportModel, SquadModel } from './sport';

type Side = 'home' | 'away';
type Score = { homeTeam: number; awayTeam: number };

/** The match team list of one side: the players named for the day, then the coach. */
export function buildTeamList(
  rng: Rng,
  sport: SquadModel,
  roster: readonly RosterEntry[],
  unavailable: ReadonlySet<string>,
): ImportTeamListEntry[] {
  const players = roster.filter((r) => r.memberType === 'Player' && !unavailable.has(r.member));
  const used = new Set<string>();
  const flags = (entry: RosterEntry) => ({
    hasImport: entry.exemptions?.some((e) => e.type === 'import' && e.flag) ?? false,
    hasDispensation: entry.exemptions?.some((e) => e.type === 'dispensation' && e.flag) ?? false,
  });
  const list: ImportTeamListEntry[] = [];
  for (const slot of sport.positions.slice(0, sport.lineupSize)) {
    const free = players.filter((p) => !used.has(p.member));
    const sameSlot = free.filter((p) => p.position?.number === slot.number);
    // Now and then the first choice is rested and a backup starts.
    const preferred = sameSlot.find((p) => p.position?.type === 'line-up' && !rng.chance(0.08));
    const starter =
      preferred ??
      sameSlot[0] ??
      free.find((p) => p.position?.abbreviation === slot.abbreviation) ??
      (free.length > 0 ? rng.pick(free) : undefined);
    if (!starter) break;
    used.add(starter.member);
    const { number, name, abbreviation } = slot;
    const position = {
      type: 'line-up' as const,
      number,
      name,
      abbreviation,
      coordinate: slot.coordinate ?? null,
    };
    list.push({
      member: starter.member,
      isPlayer: true,
      memberType: 'Player',
      shirtNum: starter.shirtNum ?? null,
      position,
      ...flags(starter),
    });
  }
  const bench = rng.shuffle(players.filter((p) => !used.has(p.member)));
  const wanted = Math.max(0, rng.int(...sport.matchdayPlayers) - list.length);
  const named = bench.slice(0, wanted).sort((a, b) => (a.shirtNum ?? 0) - (b.shirtNum ?? 0));
  for (const sub of named) {
    const position = sub.position ? { ...sub.position, type: 'substitute' as const, coordinate: null } : null;
    list.push({
      member: sub.member,
      isPlayer: true,
      memberType: 'Player',
      shirtNum: sub.shirtNum ?? null,
      position,
      ...flags(sub),
    });
  }
  const coach = roster.find((r) => r.memberType === 'Coach');
  if (coach)
    list.push({ member: coach.member, isPlayer: false, memberType: 'Coach', shirtNum: null, position: null });
  return list;
}

/** Where a live match has got to: events at or after this point have not happened yet. */
export interface StopAt {
  period: number;
  minute: number;
}

/** What a simulated match produced. */
export interface PlayResult {
  events: ImportEvent[];
  scores: Score;
  timeouts: Score;
  playerOfTheMatch: string | null;
}

/** Options for one simulation. */
export interface PlayOptions {
  /** Cut off at this point (a live match). */
  stopAt?: StopAt;
  /** Replay with another seed until someone wins (finals and knockout matches). */
  decisive?: boolean;
}

/** The whole match: both sides' scoring plays and substitutions, in no particular order. */
function simulate(rng: Rng, sport: SportModel, lists: Record<Side, ImportTeamListEntry[]>) {
  const events: Omit<ImportEvent, 'id'>[] = [];
  for (const side of ['home', 'away'] as const) {
    const players = lists[side].filter((e) => e.isPlayer);
    const pick = (abbreviations: readonly string[]) => {
      const fit = players.filter((p) => abbreviations.includes(p.position?.abbreviation ?? ''));
      return rng.pick(fit.length > 0 ? fit : players).member;
    };
    for (let period = 1; period <= sport.periods; period++) {
      for (const group of sport.periodScoring(rng, period, pick)) {
        const min = rng.int(0, sport.periodMinutes - 1);
        const sec = rng.int(0, 59 - group.length);
        group.forEach((play, i) => {
          const { type, value, player } = play;
          events.push({ kind: 'scoring', type, side, period, min, sec: sec + i, value, player });
        });
      }
    }
    events.push(...substitutions(rng, sport, side, players));
  }
  return events;
}

/** A side's substitutions: one to four starters swapped for players on the bench. */
export function substitutions(
  rng: Rng,
  sport: SportModel,
  side: Side,
  players: readonly ImportTeamListEntry[],
): Omit<ImportEvent, 'id'>[] {
  const starters = rng.shuffle(players.filter((p) => p.position?.type === 'line-up'));
  const bench = rng.shuffle(players.filter((p) => p.position?.type !== 'line-up'));
  const swaps = Math.min(rng.int(1, 4), starters.length, bench.length);
  return Array.from({ length: swaps }, (_, i) => ({
    kind: 'movement' as const,
    type: sport.substitutionType,
    side,
    period: rng.int(1, sport.periods),
    min: rng.int(0, sport.periodMinutes - 1),
    sec: rng.int(0, 59),
    off: starters[i]!.member,
    on: bench[i]!.member,
  }));
}

const sum = (events: readonly Omit<ImportEvent, 'id'>[], side: Side) =>
  events.filter((e) => e.side === side && e.kind === 'scoring').reduce((s, e) => s + (e.value ?? 0), 0);

/**
 * Plays a match from a seed key and returns events, scores and timeouts. A live match is
 * the same match cut off at `stopAt`, so its events keep their ids once it has finished.
 */
export function playMatch(
  seedKey: string,
  sport: SportModel,
  lists: Record<Side, ImportTeamListEntry[]>,
  options: PlayOptions = {},
): PlayResult {
  let rng = Rng.for(seedKey);
  let all = simulate(rng, sport, lists);
  for (
    let attempt = 1;
    options.decisive && sum(all, 'home') === sum(all, 'away') && attempt <= 50;
    attempt++
  ) {
    rng = Rng.for(`${seedKey}#${attempt}`);
    all = simulate(rng, sport, lists);
  }
  all.sort((a, b) => a.period - b.period || a.min - b.min || a.sec - b.sec);
  const { stopAt } = options;
  const happened = (e: { period: number; min: number }) =>
    !stopAt || e.period < stopAt.period || (e.period === stopAt.period && e.min < stopAt.minute);
  const events = all
    .map((e, i) => ({ id: `${seedKey}-e${String(i + 1).padStart(2, '0')}`, ...e }))
    .filter(happened);
  const scores = { homeTeam: sum(events, 'home'), awayTeam: sum(events, 'away') };
  const progress = stopAt ? Math.min(1, (stopAt.period - 1) / sport.periods + 0.1) : 1;
  const timeouts = {
    homeTeam: Math.floor(rng.int(0, sport.timeouts) * progress),
    awayTeam: Math.floor(rng.int(0, sport.timeouts) * progress),
  };
  return { events, scores, timeouts, playerOfTheMatch: stopAt ? null : bestPlayer(events, scores) };
}

/** The top point-scorer of the winning side (the home side after a draw). */
function bestPlayer(events: readonly ImportEvent[], scores: Score): string | null {
  const side: Side = scores.awayTeam > scores.homeTeam ? 'away' : 'home';
  const points = new Map<string, number>();
  for (const e of events) {
    if (e.kind !== 'scoring' || e.side !== side || !e.player) continue;
    points.set(e.player, (points.get(e.player) ?? 0) + (e.value ?? 0));
  }
  let best: string | null = null;
  for (const [player, value] of points) if (best === null || value > (points.get(best) ?? 0)) best = player;
  return best;
}
