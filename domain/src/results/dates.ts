/**
 * The result groups' dates (spec 2.15, 9): 'YYYY-MM-DD' on the list and 'YYYY-MM-DD HH:mm' on a
 * group, from epoch milliseconds, on the wall clock of the national's time zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

// en-CA with a 24-hour cycle gives every part as digits; a formatter is slow to make, so one per zone.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** 'YYYY-MM-DD HH:mm' of a moment in a zone, or null for a missing or impossible moment. */
export function resultDateTime(ms: number | null | undefined, timeZone: string): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  // Years before 1000 or after 9999 are not padded by Intl; the format wants four digits.
  const year = (parts.year ?? '').padStart(4, '0');
  return `${year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** 'YYYY-MM-DD' of a moment in a zone, or null for a missing or impossible moment. */
export function resultDate(ms: number | null | undefined, timeZone: string): string | null {
  return resultDateTime(ms, timeZone)?.split(' ')[0] ?? null;
}
