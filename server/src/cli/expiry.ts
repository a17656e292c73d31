/** A token's expiry as the operator wrote it, or the reason it cannot be one. */
export type Expiry = { ok: true; at: Date | null } | { ok: false; message: string };

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads `--expires` (a date, meaning to the end of that day in UTC, or a date and time with its
 * offset) or `--ttl` (a whole number of minutes, hours, days or weeks: `90m`, `8h`, `30d`, `2w`).
 * Neither means no expiry; both, a time past `now`, or anything else is refused.
 */
export function parseExpiry(options: { expires?: string; ttl?: string }, now: Date): Expiry {
  const { expires, ttl } = options;
  if (expires !== undefined && ttl !== undefined)
    return { ok: false, message: 'give --expires or --ttl, not both' };
  if (ttl !== undefined) {
    const found = /^([1-9]\d{0,5})([mhdw])$/.exec(ttl);
    if (!found)
      return {
        ok: false,
        message: `--ttl must be a whole number with m, h, d or w (minutes, hours, days, weeks), e.g. 8h, not '${ttl}'`,
      };
    return {
      ok: true,
      at: new Date(now.getTime() + Number(found[1]) * UNITS[found[2] as keyof typeof UNITS]),
    };
  }
  if (expires === undefined) return { ok: true, at: null };
  const at = expiryDate(expires);
  if (!at)
    return {
      ok: false,
      message: `--expires must be a date (2026-12-31) or a date and time with its offset (2026-12-31T18:00+10:00), not '${expires}'`,
    };
  if (at.getTime() <= now.getTime())
    return { ok: false, message: `--expires ${expires} is in the past (it is now ${now.toISOString()})` };
  return { ok: true, at };
}

function expiryDate(text: string): Date | null {
  const day = DATE.exec(text.slice(0, 10));
  if (!day || (text.length > 10 && !DATE_TIME.test(text))) return null;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const start = new Date(Date.UTC(year, month - 1, date));
  // Date rolls 2026-02-30 over into March; a day that does not exist is a typo.
  if (start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date) return null;
  if (text.length === 10) return new Date(start.getTime() + UNITS.d);
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}
