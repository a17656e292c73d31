/**
 * Plays a gridiron match through the HTTP scoring API, as a scorer's device would: reads the
 * match, its settings and team lists; a competition scored play by play gets its plays
 * (`playDriver.ts`), any other a plan of scoring events; each step is sent at its moment
 * (compressed by `speed`) with a bearer token and an Idempotency-Key.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  GENERAL_STATUSES,
  type MatchCompetitionSettings,
  type MatchDetail,
  type MatchStatus,
  statusSequenceFor,
  type TeamList,
  type WriteResult,
} from '@touchline/domain';
import { ApiClient, ApiError } from './client';
import { type PlanPlayer, planMatch, type Resume, type Side, type Step } from './plan';
import { drivePlays } from './playDriver';

export interface SimulateOptions {
  /** The server's origin, e.g. http://localhost:8080. */
  baseUrl: string;
  nationalId: number;
  matchId: number;
  /** A token whose scope covers the match (a referee token for it, say). */
  token: string;
  /** Time compression: 1 is real time, 10 plays a 12-minute quarter in 72 s. */
  speed: number;
  /** The plan's seed; a random one by default. */
  seed?: string | undefined;
  signal?: AbortSignal | undefined;
  /** One line per play. */
  log?: ((line: string) => void) | undefined;
  /** Skipped clock calls, retries and other trouble that does not stop the match. */
  warn?: ((line: string) => void) | undefined;
}

export interface SimulationResult {
  matchId: number;
  status: MatchStatus;
  scores: { homeTeam: number; awayTeam: number };
  /** Steps sent (statuses, clock calls, events, timeouts). */
  steps: number;
}

const DONE: readonly MatchStatus[] = ['final', 'forfeit', 'washout', 'cancelled'];
const SIDE_KEY = { home: 'homeTeam', away: 'awayTeam' } as const;

const mmss = (ms: number) => {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Where a match under way has got to, from its status and the events recorded so far. */
function resumePoint(match: MatchDetail, periodMs: number): Resume {
  const own = match.allMatchStatuses.find((s) => s.value === match.status && s.value !== 'final');
  const events = [...match.scoringEvents, ...match.playerMovements].filter((e) => e.period !== 9999);
  const lastPeriod = Math.max(1, ...events.map((e) => e.period));
  const period = own?.period ?? (match.status === 'pre-game' ? 1 : lastPeriod);
  const inPeriod = events.filter((e) => e.period === period).map((e) => (e.min * 60 + e.sec) * 1000);
  // A little after the last event of the period, and never at its very end.
  const elapsedMs = inPeriod.length ? Math.min(periodMs - 30_000, Math.max(...inPeriod) + 20_000) : 0;
  return {
    status: own || ['pre-game', 'half-time', 'live'].includes(match.status) ? match.status : 'live',
    period,
    elapsedMs: Math.max(0, elapsedMs),
    scores: { home: match.scores.homeTeam, away: match.scores.awayTeam },
    timeoutsUsed: { home: match.matchTimeouts.homeTeam ?? 0, away: match.matchTimeouts.awayTeam ?? 0 },
  };
}

/** The players of a team list, on the field as listed and then as the recorded substitutions left them. */
function listedPlayers(list: TeamList, movements: MatchDetail['playerMovements']): PlanPlayer[] {
  const players = list.players.map((p) => ({
    id: p._id,
    position: p.position?.abbreviation ?? null,
    onField: p.position?.type === 'line-up',
  }));
  const byId = new Map(players.map((p) => [p.id, p]));
  const ordered = [...movements].sort((a, b) => a.period - b.period || a.min - b.min || a.sec - b.sec);
  for (const m of ordered) {
    const off = m.meta.off ? byId.get(m.meta.off._id) : undefined;
    const on = m.meta.on ? byId.get(m.meta.on._id) : undefined;
    if (off) off.onField = false;
    if (on) on.onField = true;
  }
  return players;
}

/** Plays the rest of a match (all of it from pre-game) and returns how it ended. */
export async function simulateMatch(options: SimulateOptions): Promise<SimulationResult> {
  const { matchId, speed, signal } = options;
  if (!(speed > 0)) throw new Error('speed must be above 0');
  const log = options.log ?? (() => {});
  const warn = options.warn ?? (() => {});
  const api = new ApiClient({
    baseUrl: options.baseUrl,
    nationalId: options.nationalId,
    token: options.token,
    signal,
    onRetry: (what, attempt, reason) => warn(`retry ${attempt} of ${what} (${reason})`),
  });
  const path = `/live/matches/${matchId}`;
  const match = await api.get<MatchDetail>(path);
  if (DONE.includes(match.status)) throw new Error(`match ${matchId} is already ${match.status}`);
  const { homeTeam, awayTeam } = match;
  if (!homeTeam || !awayTeam) throw new Error(`match ${matchId} has no two teams to play`);
  const settings = await api.get<MatchCompetitionSettings>(`${path}/competition-settings`);
  const [homeList, awayList] = await Promise.all(
    [homeTeam, awayTeam].map((team) =>
      api.get<TeamList>(`/live/teamlists/matches/${matchId}/teams/${team._id}`),
    ),
  );
  const periods = match.periods || settings.periods || 4;
  const periodMs = Math.round((settings.periodLengthMinutes || 12) * 60_000);
  // The statuses the server sent for the match if they are for this many periods, else the
  // default sequence for it; a period the sequence does not name is played as 'live'.
  const sequence = statusSequenceFor(match.allMatchStatuses, periods);
  const periodStatuses = Array.from(
    { length: periods },
    (_, i) => sequence.find((s) => s.period === i + 1 && s.value !== 'final')?.value ?? 'live',
  );
  // Clock and timeout calls are optional: a server without them still gets the match.
  const missing = new Set<string>();
  const optional = async (name: string, call: () => Promise<unknown>) => {
    if (missing.has(name)) return false;
    try {
      await call();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) throw error;
      if (error.status === 404) {
        missing.add(name);
        warn(`the server has no ${name} calls; skipping them`);
      } else warn(error.message);
      return false;
    }
  };
  const run = randomBytes(6).toString('hex');
  const seed = options.seed ?? randomBytes(6).toString('hex');
  if (settings.gridiron) {
    log(
      `Match ${matchId}: ${homeTeam.name} v ${awayTeam.name}, ${match.status}, play by play at speed ${speed}`,
    );
    const lists = { home: homeList!, away: awayList! };
    const periodMinutes = settings.periodLengthMinutes || 12;
    const common = { api, match, gridiron: settings.gridiron, periods, periodMinutes, periodStatuses, lists };
    const played = await drivePlays({ ...common, seed, speed, run, signal, log, warn, optional });
    return { matchId, ...played };
  }
  const movementsOf = (teamHome: boolean) => match.playerMovements.filter((m) => m.isHomeTeam === teamHome);
  const from = resumePoint(match, periodMs);
  const steps = planMatch({
    seed,
    periods,
    periodMs,
    periodStatuses,
    timeouts: match.competitionTimeouts,
    players: {
      home: listedPlayers(homeList!, movementsOf(true)),
      away: listedPlayers(awayList!, movementsOf(false)),
    },
    from,
  });

  const names = new Map(
    [...homeList!.players, ...awayList!.players].map((p) => [
      p._id,
      `${p.shirtNum == null ? '' : `#${p.shirtNum} `}${p.firstName} ${p.lastName}`.trim(),
    ]),
  );
  const teamName = (side: Side) => (side === 'home' ? homeTeam.name : awayTeam.name);
  const abbreviation = (step: Step) =>
    step.kind === 'status' && (step.status === 'final' || step.status === 'half-time')
      ? GENERAL_STATUSES.find((s) => s.value === step.status)!.abbreviation
      : (sequence.find((s) => s.period === step.period && s.value !== 'final')?.abbreviation ??
        `P${step.period}`);
  let scores = { ...match.scores };
  let status = match.status;
  /** One line per play: "Q2 08:14  Touchdown  Sydney Uni Lions 14-7". */
  const line = (step: Step, what: string, team?: string, detail?: string) =>
    log(
      `${abbreviation(step)} ${mmss(periodMs - step.clockMs)}  ${what}  ${team ? `${team} ` : ''}${detail ?? `${scores.homeTeam}-${scores.awayTeam}`}`,
    );
  log(
    `Match ${matchId}: ${homeTeam.name} v ${awayTeam.name}, ${match.status} at ${scores.homeTeam}-${scores.awayTeam}; ${steps.length} steps at speed ${speed}`,
  );

  const started = performance.now();
  for (const [index, step] of steps.entries()) {
    const wait = started + step.atMs / speed - performance.now();
    if (wait > 0) await sleep(wait, undefined, signal ? { signal } : {});
    signal?.throwIfAborted();
    const key = `sim-${matchId}-${run}-${index}`;
    const clock = {
      period: step.period,
      min: Math.floor(step.clockMs / 60_000),
      sec: Math.floor(step.clockMs / 1000) % 60,
    };
    switch (step.kind) {
      case 'status': {
        const result = await api.write<WriteResult>('PUT', `${path}/status`, key, { status: step.status });
        status = result.status;
        scores = result.scores;
        const label =
          sequence.find((s) => s.value === step.status)?.label ??
          GENERAL_STATUSES.find((s) => s.value === step.status)?.label ??
          step.status;
        if (step.status === 'final')
          line(
            step,
            label,
            undefined,
            `${homeTeam.name} ${scores.homeTeam}-${scores.awayTeam} ${awayTeam.name}`,
          );
        else line(step, label);
        break;
      }
      case 'clock-start':
        // The shown clock runs at real speed, so it gets the game time left compressed by `speed`.
        await optional('clock', () =>
          api.write('POST', `${path}/timer/set`, `${key}-set`, {
            remainingMs: Math.round(step.remainingMs / speed),
          }),
        );
        await optional('clock', () => api.write('POST', `${path}/timer/start`, key));
        break;
      case 'clock-stop':
        await optional('clock', () => api.write('POST', `${path}/timer/stop`, key));
        break;
      case 'timeout':
        if (
          await optional('timeout', () =>
            api.write('POST', `${path}/timeouts`, key, { team: SIDE_KEY[step.side] }),
          )
        )
          line(step, 'Timeout', teamName(step.side));
        break;
      case 'score': {
        const body = { type: step.type, isHomeTeam: step.side === 'home', ...clock, player: step.player };
        const result = await api.write<WriteResult>('POST', `${path}/scorings`, key, body);
        scores = result.scores;
        line(step, result.event?.name ?? `Type ${step.type}`, teamName(step.side));
        break;
      }
      case 'missed-try':
        line(step, 'Try missed', teamName(step.side));
        break;
      case 'substitution': {
        const body = { type: 1, isHomeTeam: step.side === 'home', ...clock, off: step.off, on: step.on };
        await api.write<WriteResult>('POST', `${path}/movements`, key, body);
        line(
          step,
          'Substitution',
          `${teamName(step.side)}:`,
          `${names.get(step.off)} off, ${names.get(step.on)} on`,
        );
        break;
      }
    }
  }
  return { matchId, status, scores, steps: steps.length };
}
