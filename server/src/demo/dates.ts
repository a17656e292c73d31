/**
 * Every demo date is derived from `now`, so a first start always shows recent results,
 * matches live now and fixtures ahead, whatever day the data is generated.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SATURDAY = 6;

/** Local kick-off hours of a match day; a round spreads its matches over these slots. */
const KICKOFF_HOURS = [11, 13, 15, 17, 19];

function utcMidnight(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Saturdays and kick-off times relative to one fixed instant. */
export class Calendar {
  readonly nowMs: number;
  /** The year of `now`: the current season's id. */
  readonly year: number;
  /** Midnight (UTC) of the last Saturday strictly before today. */
  private readonly lastSaturday: number;
  /** Midnight (UTC) of the first Saturday strictly after today. */
  private readonly nextSaturday: number;

  constructor(now: Date) {
    this.nowMs = now.getTime();
    this.year = now.getUTCFullYear();
    const today = utcMidnight(this.nowMs);
    const weekday = new Date(today).getUTCDay();
    const back = (weekday - SATURDAY + 7) % 7 || 7;
    const ahead = (SATURDAY - weekday + 7) % 7 || 7;
    this.lastSaturday = today - back * DAY_MS;
    this.nextSaturday = today + ahead * DAY_MS;
  }

  /**
   * Midnight of a Saturday by week offset: 0 is the last Saturday before today, -1 the one
   * before that, 1 the next Saturday after today, 2 the one after that.
   */
  saturday(week: number): number {
    return week <= 0 ? this.lastSaturday + week * 7 * DAY_MS : this.nextSaturday + (week - 1) * 7 * DAY_MS;
  }

  /** Midnight of the n-th Saturday (0-based) from the first Saturday of March of a year. */
  seasonSaturday(year: number, n: number): number {
    const march1 = Date.UTC(year, 2, 1);
    const offset = (SATURDAY - new Date(march1).getUTCDay() + 7) % 7;
    return march1 + (offset + n * 7) * DAY_MS;
  }

  /** An ISO kick-off on a match day, in the local afternoon of a zone `utcOffset` hours ahead. */
  kickoff(dayMs: number, slot: number, utcOffset: number): string {
    const hour = KICKOFF_HOURS[slot % KICKOFF_HOURS.length]!;
    return new Date(dayMs + (hour - utcOffset) * 3_600_000).toISOString();
  }

  /** An ISO time the given number of minutes before now. */
  minutesAgo(minutes: number): string {
    return new Date(this.nowMs - minutes * MINUTE_MS).toISOString();
  }

  /** An ISO time a number of days from now (negative: in the past). */
  daysFromNow(days: number): string {
    return new Date(this.nowMs + days * DAY_MS).toISOString();
  }

  isPast(iso: string): boolean {
    return Date.parse(iso) < this.nowMs;
  }
}
