import { PENALTY_PERIOD } from './constants';
import type { PeriodLabel } from './statuses';

/** What a per-period score needs of a scoring event. */
export interface ScoredEvent {
  isHomeTeam: boolean;
  period: number;
  value: number;
}

/** One column of a per-period score table: the period, its labels and each side's points. */
export interface PeriodScore extends PeriodLabel {
  homeTeam: number;
  awayTeam: number;
}

/** The label of a period after the regular ones: overtime, or the penalty shoot-out. */
function extraPeriod(period: number, regular: number): PeriodLabel {
  if (period === PENALTY_PERIOD) return { period, label: 'Penalties', abbreviation: 'PEN' };
  const overtime = period - regular;
  if (overtime < 1) return { period, label: `Period ${period}`, abbreviation: `${period}` };
  return overtime === 1
    ? { period, label: 'Overtime', abbreviation: 'OT' }
    : { period, label: `Overtime ${overtime}`, abbreviation: `OT${overtime}` };
}

/**
 * The points each side scored in each period (spec 2.9, per-period score table): the sum of
 * the values of that side's scoring events. Every regular period is listed, scoreless or not;
 * a later period (overtime, or the shoot-out at PENALTY_PERIOD) only when it has events.
 */
export function periodScores(events: readonly ScoredEvent[], periods: readonly PeriodLabel[]): PeriodScore[] {
  const rows = new Map<number, PeriodScore>(
    periods.map((p) => [p.period, { ...p, homeTeam: 0, awayTeam: 0 }]),
  );
  for (const event of events) {
    let row = rows.get(event.period);
    if (!row) {
      row = { ...extraPeriod(event.period, periods.length), homeTeam: 0, awayTeam: 0 };
      rows.set(event.period, row);
    }
    if (event.isHomeTeam) row.homeTeam += event.value;
    else row.awayTeam += event.value;
  }
  return [...rows.values()].sort((a, b) => a.period - b.period);
}

/** What a manager's per-period points are: each side's points in one period, first period first. */
export interface EnteredPoints {
  homeTeam: number;
  awayTeam: number;
}

/**
 * The columns of a per-period table from a manager's points (a result entered without its
 * events): the first ones take the match's periods' labels, any beyond are overtime ('OT', 'OT2').
 */
export function enteredPeriodScores(
  points: readonly EnteredPoints[],
  periods: readonly PeriodLabel[],
): PeriodScore[] {
  const labels = periodLabels(points.length, periods);
  return points.map((p, i) => ({ ...labels[i]!, homeTeam: p.homeTeam, awayTeam: p.awayTeam }));
}

/** The labels of the first `count` periods: the match's own, then overtimes ('OT', 'OT2'). */
export function periodLabels(count: number, periods: readonly PeriodLabel[]): PeriodLabel[] {
  return Array.from({ length: count }, (_, i) => periods[i] ?? extraPeriod(i + 1, periods.length));
}
