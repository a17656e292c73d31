import {
  dayBounds,
  type EntityFilter,
  type MatchDay,
  scopedEntityId,
  zonedDay,
  zoneOrFallback,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import { presentMatchSummary } from '../presenters/match';
import { loadMatchContext } from '../repositories/matchContext';
import { matchDayRepository } from '../repositories/matchDays';

/** The most matches a day's list carries; a national's busiest Saturday has a few hundred. */
export const MAX_DAY_MATCHES = 300;

/**
 * The day's scoreboard: the matches of a calendar day ('YYYY-MM-DD') in the national's time
 * zone across its public competitions (or an entity's), each with its teams' standings, and the
 * nearest days either side that have matches.
 */
export async function loadMatchDay(
  db: Queryable,
  national: National,
  date: string,
  filter: EntityFilter,
): Promise<MatchDay> {
  const timeZone = zoneOrFallback(national.timezone);
  const span = { ...dayBounds(date, timeZone), entityId: scopedEntityId(filter) };
  const [{ matches, truncated }, nearest] = await Promise.all([
    matchDayRepository.between(db, national.id, { ...span, limit: MAX_DAY_MATCHES }),
    matchDayRepository.nearest(db, national.id, span),
  ]);
  const ctx = await loadMatchContext(db, national, matches, { standings: true });
  const day = (at: Date | null) => (at ? zonedDay(at, timeZone) : null);
  return {
    date,
    timezone: timeZone,
    matches: matches.map((m) => presentMatchSummary(m, ctx)),
    truncated,
    previousDay: day(nearest.before),
    nextDay: day(nearest.after),
  };
}
