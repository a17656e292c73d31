import { type ZoneOffsets, zoneOffsets } from '@touchline/domain';

const DAY_MS = 86_400_000;
/** How far either side of today the offsets reach: a season and its fixtures either way. */
const SPAN_DAYS = 400;
/** Zones and days remembered before the memory starts again. */
const MAX_KEPT = 64;

const kept = new Map<string, ZoneOffsets>();

/**
 * A zone's offsets for the days around `now`, for the browser to read the national's dates with
 * no Intl (domain/src/zonedTime.ts): read once a day per zone. A name that is not a time zone
 * gives UTC's (the caller sends the zone through `zoneOrFallback` first, so the two agree).
 */
export function presentZoneOffsets(timeZone: string, now = Date.now()): ZoneOffsets {
  const day = Math.floor(now / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offsets = kept.get(key);
  if (offsets === undefined) {
    offsets = zoneOffsets(timeZone, (day - SPAN_DAYS) * DAY_MS, (day + 1 + SPAN_DAYS) * DAY_MS);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, offsets);
  }
  return offsets;
}
