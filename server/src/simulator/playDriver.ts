/**
 * Plays a gridiron match scored play by play through `POST /live/matches/{id}/plays`, as a
 * scorer's device would: the game model makes each play from the game the server answers with,
 * the statuses follow the plays' periods, and the clock runs between stoppages. A match under
 * way resumes from its last play.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type GameRules,
  type GameState,
  type GridironSettings,
  gameRules,
  initialGameState,
  type MatchDetail,
  type MatchStatus,
  type PlayType,
  type PlayWriteResult,
  situationText,
  type TeamList,
  type WriteResult,
} from '@touchline/domain';
import { Rng } from '../demo/random';
import { type ApiClient, ApiError } from './client';
import { clockAfter, type GameClock, nextPlay } from './game/model';
import { type Roster, rosterOf } from './game/roster';
import { PAUSES } from './plan';

export interface PlayDriverInput {
  api: ApiClient;
  match: MatchDetail;
  gridiron: GridironSettings;
  periods: number;
  periodMinutes: number;
  /** The status of each period, by period number (index 0 is period 1). */
  periodStatuses: readonly MatchStatus[];
  lists: { home: TeamList; away: TeamList };
  seed: string;
  speed: number;
  /** Makes each write's Idempotency-Key unique to this run. */
  run: string;
  signal?: AbortSignal | undefined;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** Runs a clock call the server may not have; false when it was skipped. */
  optional: (name: string, call: () => Promise<unknown>) => Promise<boolean>;
}

/** A refused play is skipped and the game read again, this many times in a row at most. */
const MAX_REFUSALS = 5;
/** Real time between two plays at least, at speed 1: a try or a touchback takes a moment too. */
const MIN_GAP_MS = 4_000;

const rosterOfList = (list: TeamList): Roster<number> =>
  rosterOf(
    list.players.map((p) => ({
      id: p._id,
      position: p.position?.abbreviation ?? null,
      starter: p.position?.type === 'line-up',
    })),
  );

/** Where the match has got to: its game, the clock at the next snap, and the last play's type. */
function resumeFrom(match: MatchDetail, rules: GameRules, statusPeriod: number) {
  const state: GameState = match.game ?? initialGameState(rules);
  const last = match.plays.at(-1);
  // A little after the last play, and never before the period its status names.
  let clock: GameClock | null = last
    ? clockAfter(rules, { period: last.period, elapsed: last.min * 60 + last.sec }, 20, state)
    : { period: 1, elapsed: 0 };
  if (clock && clock.period < statusPeriod) clock = { period: statusPeriod, elapsed: 0 };
  return { state, clock, previous: (last?.type ?? null) as PlayType | null };
}

/** Plays the rest of the match and sets it final; returns its last status and scores. */
export async function drivePlays(input: PlayDriverInput) {
  const { api, match, periods, periodStatuses, speed, signal, log } = input;
  const path = `/live/matches/${match._id}`;
  const rules = gameRules(input.gridiron, { periods, periodLengthMinutes: input.periodMinutes });
  const rng = Rng.for(input.seed);
  const rosters = { home: rosterOfList(input.lists.home), away: rosterOfList(input.lists.away) };
  const ownPeriod = match.allMatchStatuses.find(
    (s) => s.value === match.status && s.value !== 'final',
  )?.period;
  const atHalfTime = match.status === 'half-time';
  // The period the match's status is in: 0 before kickoff, the first half's last at half-time.
  let statusPeriod = match.status === 'pre-game' ? 0 : atHalfTime ? periods / 2 : (ownPeriod ?? periods);
  let { state, clock, previous } = resumeFrom(
    match,
    rules,
    atHalfTime ? periods / 2 + 1 : Math.max(1, statusPeriod),
  );
  let status = match.status;
  let scores = { ...match.scores };
  let writes = 0;
  let refusals = 0;
  const key = () => `sim-${match._id}-${input.run}-${writes++}`;
  let due = performance.now() + (match.status === 'pre-game' ? PAUSES.afterStatusMs : 0) / speed;
  const wait = async (ms: number) => {
    due += ms / speed;
    const left = due - performance.now();
    if (left > 0) await sleep(left, undefined, signal ? { signal } : {});
    signal?.throwIfAborted();
  };
  const setStatus = async (value: MatchStatus) => {
    const result = await api.write<WriteResult>('PUT', `${path}/status`, key(), { status: value });
    status = result.status;
    scores = result.scores;
    log(`${value}  ${scores.homeTeam}-${scores.awayTeam}`);
  };
  /** Sets the shown clock to the game time left (compressed by `speed`) and starts it. */
  const startClock = async (at: GameClock) => {
    const remainingMs = Math.round(((rules.periodSeconds - at.elapsed) * 1000) / speed);
    await input.optional('clock', () => api.write('POST', `${path}/timer/set`, key(), { remainingMs }));
    await input.optional('clock', () => api.write('POST', `${path}/timer/start`, key()));
  };
  const stopClock = () => input.optional('clock', () => api.write('POST', `${path}/timer/stop`, key()));

  if (clock && statusPeriod === clock.period) await startClock(clock);
  while (clock) {
    if (clock.period !== statusPeriod) {
      if (status === 'half-time') await wait(PAUSES.afterStatusMs);
      else if (statusPeriod > 0) {
        await stopClock();
        if (statusPeriod === periods / 2) {
          await wait(PAUSES.afterStatusMs);
          await setStatus('half-time');
          await wait(PAUSES.halfTimeMs);
        } else await wait(PAUSES.quarterBreakMs);
      }
      await setStatus(periodStatuses[clock.period - 1] ?? 'live');
      statusPeriod = clock.period;
      await wait(PAUSES.afterStatusMs);
      await startClock(clock);
    }
    const { play, seconds } = nextPlay({ rng, rules, state, clock, previous, rosters });
    let result: PlayWriteResult;
    try {
      result = await api.write<PlayWriteResult>('POST', `${path}/plays`, key(), play);
      refusals = 0;
    } catch (error) {
      // Someone else scored meanwhile: take the game as the server has it and go on.
      if (!(error instanceof ApiError) || ![400, 409].includes(error.status) || ++refusals > MAX_REFUSALS)
        throw error;
      input.warn(error.message);
      const again = resumeFrom(await api.get<MatchDetail>(path), rules, statusPeriod);
      ({ state, previous } = again);
      continue;
    }
    const scored = result.scores.homeTeam !== scores.homeTeam || result.scores.awayTeam !== scores.awayTeam;
    state = result.game;
    scores = result.scores;
    previous = play.type;
    log(
      `P${play.period} ${play.min}:${String(play.sec).padStart(2, '0')}  ${play.type}  ${situationText(state)}  ${scores.homeTeam}-${scores.awayTeam}`,
    );
    const next = clockAfter(rules, clock, seconds, state);
    // The clock stops for a score and a timeout, and runs again with the kickoff or the snap.
    const pause = scored
      ? state.phase === 'conversion'
        ? PAUSES.tryMs
        : PAUSES.kickoffMs
      : play.type === 'timeout'
        ? PAUSES.timeoutMs
        : 0;
    if (pause && next && next.period === clock.period) {
      await stopClock();
      await wait(pause);
      await startClock(next);
    }
    await wait(Math.max(MIN_GAP_MS, seconds * 1000));
    clock = next;
  }
  await stopClock();
  await wait(PAUSES.beforeFinalMs);
  await setStatus('final');
  return { status, scores, steps: writes };
}
