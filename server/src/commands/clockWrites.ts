/**
 * The server-authoritative match clock and timeouts (spec 4, 5, 8). Each write locks the match,
 * applies a pure domain timer operation at `now`, stores the state in `matches.timer` and appends
 * one message to the log on `match-timer-{id}`:
 * - start → 'start', stop → 'stop', set and add → 'create' (the clock is replaced), each
 *   `{ event: TimerState, status }`;
 * - stop and a timeout also carry `matchTimeouts` and `timeoutsRemaining` ("stop also recomputes
 *   the timeouts remaining"). A timeout is logged as 'stop': it stops a running clock. Taking
 *   a timeout back is logged as 'stop' too, with the clock as stored (it leaves the clock alone),
 *   so every client takes the timeouts from the one message that carries them.
 * A misused clock writes nothing and answers the spec's message (409 while running or ended,
 * 400 for negative time).
 */
import {
  addTime,
  type ClockWriteResult,
  initialTimer,
  MAX_TIMER_PERIOD,
  type MatchStatus,
  setRemaining,
  startTimer,
  statusSequenceFor,
  stopTimer,
  type TeamSide,
  type TimerErrorCode,
  type TimerResult,
  type TimerState,
  timeoutsRemaining,
  timerAt,
} from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, notFound } from '../errors';
import { appendLog, lockMatch } from '../live/log';
import type { Outcome } from '../live/writes';
import type { National } from '../plugins/national';
import { nationalRepository } from '../repositories/national';

/** The stored clock brought up to `now` (a clock that ran out shows ended), plus what it shows. */
export function timerNow(timer: TimerState, now: number) {
  const view = timerAt(timer, now);
  const advanced = setRemaining(timer, view.remainingMs, now);
  return { ...(advanced.ok ? advanced.state : timer), ...view };
}

/** A clock operation; `ms` values are milliseconds. `period` (1-based) defaults to the status's. */
export type ClockOp =
  | { kind: 'start' }
  | { kind: 'stop' }
  | { kind: 'set'; remainingMs: number }
  | { kind: 'add'; ms: number; period?: number | undefined };

const MESSAGE = { start: 'start', set: 'create', add: 'create' } as const;

/** The HTTP status of each refusal: a running or ended clock conflicts; bad input is a 400. */
export const TIMER_ERROR_STATUS: Readonly<Record<TimerErrorCode, number>> = {
  'cannot-start': 409,
  'cannot-continue': 409,
  'timer-ended': 409,
  'negative-set': 400,
  'negative-add': 400,
  'invalid-argument': 400,
};

/** Locks the match and loads its competition's settings. */
async function lockWithSettings(tx: Tx, national: National, matchId: number) {
  const match = await lockMatch(tx, national.id, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  const [competition] = await tx
    .select({ settings: t.competitions.settings })
    .from(t.competitions)
    .where(and(eq(t.competitions.nationalId, national.id), eq(t.competitions.id, match.competitionId)));
  return { match, settings: competition!.settings };
}

/** The period number of the match's status in its sequence, 1 if it is not a period. */
async function currentPeriod(tx: Tx, national: National, status: string, periodType: number) {
  const sequence = statusSequenceFor(await nationalRepository.statuses(tx, national.id), periodType);
  const period = sequence.find((s) => s.value === status)?.period ?? 1;
  return Math.min(Math.max(1, period), MAX_TIMER_PERIOD);
}

function refuse(outcome: TimerResult): TimerState {
  if (outcome.ok) return outcome.state;
  throw new AppError(
    TIMER_ERROR_STATUS[outcome.code],
    `TIMER_${outcome.code.toUpperCase().replace(/-/g, '_')}`,
    outcome.message,
  );
}

/** Applies a clock operation at `now` (epoch ms), stores the clock and logs the spec's message. */
export async function runClock(
  tx: Tx,
  national: National,
  matchId: number,
  op: ClockOp,
  now: number,
): Promise<Outcome<ClockWriteResult>> {
  const { match, settings } = await lockWithSettings(tx, national, matchId);
  const timer = match.timer ?? initialTimer(settings.periodLengthMinutes * 60_000);
  let state: TimerState;
  if (op.kind === 'start') state = refuse(startTimer(timer, now));
  else if (op.kind === 'stop') state = refuse(stopTimer(timer, now));
  else if (op.kind === 'set') state = refuse(setRemaining(timer, op.remainingMs, now));
  else {
    const period = op.period ?? (await currentPeriod(tx, national, match.status, match.periodType));
    state = refuse(addTime(timer, op.ms, now, period));
  }
  await tx.update(t.matches).set({ timer: state, updatedAt: new Date() }).where(eq(t.matches.id, match.id));
  const remaining = timeoutsRemaining(settings.timeouts, match.matchTimeouts);
  const result = {
    status: match.status,
    timer: state,
    matchTimeouts: match.matchTimeouts,
    timeoutsRemaining: remaining,
  };
  const at = { nationalId: national.id, matchId: match.id };
  const position =
    op.kind === 'stop'
      ? await appendLog(tx, {
          ...at,
          name: 'stop',
          payload: {
            event: state,
            status: match.status,
            matchTimeouts: match.matchTimeouts,
            timeoutsRemaining: remaining,
          },
        })
      : await appendLog(tx, {
          ...at,
          name: MESSAGE[op.kind],
          payload: { event: state, status: match.status },
        });
  return { result, position };
}

/**
 * Records a timeout for one side: refused (409) when the side has none left (the competition's
 * timeouts minus the side's). Stops a running clock, and logs 'stop' with the timeouts.
 */
export async function takeTimeout(
  tx: Tx,
  national: National,
  matchId: number,
  team: TeamSide,
  now: number,
): Promise<Outcome<ClockWriteResult>> {
  const { match, settings } = await lockWithSettings(tx, national, matchId);
  const used = { homeTeam: match.matchTimeouts.homeTeam ?? 0, awayTeam: match.matchTimeouts.awayTeam ?? 0 };
  if (timeoutsRemaining(settings.timeouts, used)[team] <= 0)
    throw new AppError(
      409,
      'NO_TIMEOUTS_REMAINING',
      `The ${team === 'homeTeam' ? 'home' : 'away'} team has no timeouts remaining (${settings.timeouts} per match)`,
    );
  const matchTimeouts = { ...used, [team]: used[team] + 1 };
  const timer = match.timer ? refuse(stopTimer(match.timer, now)) : null;
  return storeTimeouts(tx, national, match, settings.timeouts, matchTimeouts, timer);
}

/**
 * Takes back a side's last timeout (the scorer's undo): refused (409) when the side has taken
 * none. The clock is left as it is (a timeout stopped it; the scorer starts it again), and 'stop'
 * is logged with the clock as stored and the timeouts, as a timeout's own message is.
 */
export async function takeBackTimeout(
  tx: Tx,
  national: National,
  matchId: number,
  team: TeamSide,
): Promise<Outcome<ClockWriteResult>> {
  const { match, settings } = await lockWithSettings(tx, national, matchId);
  const used = { homeTeam: match.matchTimeouts.homeTeam ?? 0, awayTeam: match.matchTimeouts.awayTeam ?? 0 };
  if (used[team] <= 0)
    throw new AppError(
      409,
      'NO_TIMEOUT_TAKEN',
      `The ${team === 'homeTeam' ? 'home' : 'away'} team has taken no timeout to take back`,
    );
  const matchTimeouts = { ...used, [team]: used[team] - 1 };
  return storeTimeouts(tx, national, match, settings.timeouts, matchTimeouts, match.timer ?? null);
}

/**
 * Stores a side's changed timeouts and the clock, and logs 'stop' with both, as a timeout and
 * its undo each do.
 */
async function storeTimeouts(
  tx: Tx,
  national: National,
  match: { id: number; status: MatchStatus },
  perMatch: number,
  matchTimeouts: { homeTeam: number; awayTeam: number },
  timer: TimerState | null,
): Promise<Outcome<ClockWriteResult>> {
  await tx
    .update(t.matches)
    .set({ matchTimeouts, timer, updatedAt: new Date() })
    .where(eq(t.matches.id, match.id));
  const remaining = timeoutsRemaining(perMatch, matchTimeouts);
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name: 'stop',
    payload: { event: timer, status: match.status, matchTimeouts, timeoutsRemaining: remaining },
  });
  return {
    result: { status: match.status, timer, matchTimeouts, timeoutsRemaining: remaining },
    position,
  };
}
