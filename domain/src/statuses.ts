import type { MatchStatus, StatusDefinition } from './schemas/values';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];
const UNIT: Record<number, { word: string; slug: string; abbr: string }> = {
  2: { word: 'Half', slug: 'half', abbr: 'H' },
  3: { word: 'Period', slug: 'period', abbr: 'P' },
  4: { word: 'Quarter', slug: 'quarter', abbr: 'Q' },
};

/**
 * The default status sequence for a period type (2 halves, 3 periods, 4 quarters):
 * one status per period, then Final with the next period number.
 */
export function defaultStatusSequence(periodType: number): StatusDefinition[] {
  const unit = UNIT[periodType];
  if (!unit) return [{ value: 'final', period: 1, periodType, label: 'Final', abbreviation: 'FT' }];
  const statuses: StatusDefinition[] = [];
  for (let period = 1; period <= periodType; period++) {
    const ordinal = ORDINALS[period - 1]!;
    statuses.push({
      value: `${ordinal.toLowerCase()}-${unit.slug}` as MatchStatus,
      period,
      periodType,
      label: `${ordinal} ${unit.word}`,
      abbreviation: `${unit.abbr}${period}`,
    });
  }
  statuses.push({ value: 'final', period: periodType + 1, periodType, label: 'Final', abbreviation: 'FT' });
  return statuses;
}

/**
 * A match's status sequence: the national's own statuses for its period type, else the default.
 * Every reader of a match's periods (the match centre, the clock, the report, the simulator)
 * goes through here, so a national that defines one status for a period type defines them all.
 */
export function statusSequenceFor(
  statuses: readonly StatusDefinition[],
  periodType: number,
): StatusDefinition[] {
  const own = statuses.filter((s) => s.periodType === periodType);
  return own.length ? own : defaultStatusSequence(periodType);
}

/** Statuses outside the period sequences, shared by every national. */
export const GENERAL_STATUSES: readonly { value: MatchStatus; label: string; abbreviation: string }[] = [
  { value: 'pre-game', label: 'Pre-Game', abbreviation: 'PRE' },
  { value: 'live', label: 'Live', abbreviation: 'LIVE' },
  { value: 'half-time', label: 'Half Time', abbreviation: 'HT' },
  { value: 'final', label: 'Final', abbreviation: 'FT' },
  { value: 'forfeit', label: 'Forfeit', abbreviation: 'FF' },
  { value: 'washout', label: 'Washout', abbreviation: 'WO' },
  { value: 'cancelled', label: 'Cancelled', abbreviation: 'CAN' },
  { value: 'disputed', label: 'Disputed', abbreviation: 'DSP' },
  { value: 'offline', label: 'Offline', abbreviation: 'OFF' },
  { value: 'penalty', label: 'Penalties', abbreviation: 'PEN' },
  { value: 'sets', label: 'Sets', abbreviation: 'SET' },
];

/** A period of a match, as the match centre labels it. */
export interface PeriodLabel {
  period: number;
  label: string;
  abbreviation: string;
}

/** The periods of a match, for per-period score tables and event chips. */
export function generatePeriods(periods: number, sequence: readonly StatusDefinition[]): PeriodLabel[] {
  const result: PeriodLabel[] = [];
  for (let period = 1; period <= periods; period++) {
    const status = sequence.find((s) => s.period === period && s.value !== 'final');
    result.push({
      period,
      label: status?.label ?? `Period ${period}`,
      abbreviation: status?.abbreviation ?? `${period}`,
    });
  }
  return result;
}

/** The statuses in which a match is not under way: before it starts, and its four endings. */
export const NOT_UNDER_WAY = [
  'pre-game',
  'final',
  'forfeit',
  'washout',
  'cancelled',
] as const satisfies readonly MatchStatus[];

/** Statuses in which a match is under way. */
export function isLiveStatus(status: MatchStatus): boolean {
  return !(NOT_UNDER_WAY as readonly MatchStatus[]).includes(status);
}
