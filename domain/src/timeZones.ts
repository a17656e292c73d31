/**
 * Which names are time zones, and the zone a stored one is read in. An import refuses a zone
 * that is not one (`isTimeZone`); a database may still hold one (written before that check, or
 * by hand), so every reader of a stored zone takes it through `zoneOrFallback`, which never
 * throws: a venue's zone, else the national's, else UTC.
 */

/** The zone dates are read in when no stored zone is one: every runtime knows it. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** An example of a time zone, for messages that ask for one. */
export const TIME_ZONE_EXAMPLE = 'Australia/Sydney';

/** Names checked before the memory starts again: a national has a handful of zones. */
const MAX_REMEMBERED = 1000;

const checked = new Map<string, boolean>();

/**
 * Whether a name is a time zone of the IANA database as this runtime's Intl knows it: a name of
 * `Intl.supportedValuesOf('timeZone')`, 'UTC', or an alias Intl takes ('US/Eastern', 'Etc/UTC'),
 * matched without regard to case as ECMA-402 matches them. Exactly the names Intl formats a date
 * in, so a zone that passes never makes a date format throw.
 */
export function isTimeZone(name: string): boolean {
  let known = checked.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = name !== '';
    } catch {
      known = false;
    }
    if (checked.size >= MAX_REMEMBERED) checked.clear();
    checked.set(name, known);
  }
  return known;
}

let listener: ((zone: string) => void) | null = null;
const reported = new Set<string>();

/**
 * Where a stored zone that is not a time zone is reported (the server's log), once per zone:
 * a schedule reads hundreds of dates in the same bad zone. Null stops reporting.
 */
export function reportBadZones(report: ((zone: string) => void) | null): void {
  listener = report;
}

/** A stored zone when it is a time zone, else null, reported once (`reportBadZones`). */
export function storedZone(zone: string | null | undefined): string | null {
  if (zone == null) return null;
  if (isTimeZone(zone)) return zone;
  if (listener && !reported.has(zone)) {
    if (reported.size >= MAX_REMEMBERED) reported.clear();
    reported.add(zone);
    listener(zone);
  }
  return null;
}

/**
 * The zone to read a stored zone's dates in: the first of `zones` (a venue's, then the
 * national's) that is a time zone, else UTC. Never throws; each bad zone is reported once.
 */
export function zoneOrFallback(...zones: (string | null | undefined)[]): string {
  for (const zone of zones) {
    const known = storedZone(zone);
    if (known) return known;
  }
  return FALLBACK_TIME_ZONE;
}
