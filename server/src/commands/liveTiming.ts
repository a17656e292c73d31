/**
 * The public reads of a match's clock: the live timer, and whether live timing is on. Both read
 * only a match the public may see (`publicById`), so a hidden match answers 404 here as it
 * does everywhere else.
 */
import {
  hasLiveTiming,
  initialTimer,
  type LiveTimer,
  statusSequenceFor,
  timeoutsRemaining,
  timerAt,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import { competitionRepository } from '../repositories/competitions';
import { nationalRepository } from '../repositories/national';
import { timerNow } from './clockWrites';
import { publicMatchFound } from './found';

/** The match's clock at `now` (epoch ms; null until one is created), its timeouts and period length. */
export async function readLiveTimer(
  db: Queryable,
  national: National,
  matchId: number,
  now: number,
): Promise<LiveTimer> {
  const match = await publicMatchFound(db, national.id, matchId);
  const competition = (await competitionRepository.byId(db, national.id, match.competitionId))!;
  const { timeouts, periodLengthMinutes } = competition.settings;
  return {
    currentTime: match.timer ? timerNow(match.timer, now) : null,
    competitionTimeouts: timeouts,
    matchTimeouts: match.matchTimeouts,
    timeoutsRemaining: timeoutsRemaining(timeouts, match.matchTimeouts),
    periodLengthMillis: initialTimer(periodLengthMinutes * 60_000).timeRemaining,
    hasEnded: match.timer ? timerAt(match.timer, now).ended : false,
    serverTime: now,
  };
}

/** Whether live timing is on: the match has a clock and its status is a period of its sequence. */
export async function liveTimingOn(db: Queryable, national: National, matchId: number): Promise<boolean> {
  const match = await publicMatchFound(db, national.id, matchId);
  const sequence = statusSequenceFor(await nationalRepository.statuses(db, national.id), match.periodType);
  return hasLiveTiming(match.status, sequence, match.timer);
}
