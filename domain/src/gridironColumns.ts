import { formatWinPercentage } from './ladder/records';
import type { TeamRecords, TeamStats } from './ladder/stats';
import { signed } from './ladderView';

/**
 * The columns of a gridiron table (the template's `gridiron` layout): W, L, T, PCT, PF, PA,
 * Net, Div, Conf, Strk. One definition for every view of a ladder: the app's ladder, the
 * generic sport table of the API, and the ladder embed.
 */

/** What a column reads: a team's stats and, for the full ladder (not a past round's), its records. */
export interface GridironColumnRow {
  stats: TeamStats;
  records?: TeamRecords;
}

export type GridironColumnKey = 'W' | 'L' | 'T' | 'PCT' | 'PF' | 'PA' | 'Net' | 'Div' | 'Conf' | 'Strk';

export interface GridironColumn {
  /** The header as printed. */
  short: GridironColumnKey;
  /** Read out in place of the short header, and its tooltip. */
  long: string;
  value: (row: GridironColumnRow) => number | string;
  /** The figure the table ranks on, set in bold. */
  strong?: boolean;
  /** Left out where room is short (a phone, an embed): the others make the table. */
  wide?: boolean;
}

const COLUMNS: readonly GridironColumn[] = [
  { short: 'W', long: 'Won', value: (r) => r.stats.matchesWon },
  { short: 'L', long: 'Lost', value: (r) => r.stats.matchesLost },
  { short: 'T', long: 'Tied', value: (r) => r.stats.matchesDrawn },
  {
    short: 'PCT',
    long: 'Win percentage',
    value: (r) => formatWinPercentage(r.stats.winPercentage),
    strong: true,
  },
  { short: 'PF', long: 'Points for', value: (r) => r.stats.pointsFor, wide: true },
  { short: 'PA', long: 'Points against', value: (r) => r.stats.pointsAgainst, wide: true },
  { short: 'Net', long: 'Net points', value: (r) => signed(r.stats.pointsDifference) },
  { short: 'Div', long: 'Division record', value: (r) => r.records?.division ?? '', wide: true },
  { short: 'Conf', long: 'Conference record', value: (r) => r.records?.conference ?? '', wide: true },
  { short: 'Strk', long: 'Streak', value: (r) => r.records?.streak ?? '' },
];

/**
 * A gridiron table's columns. Div and Conf only when the competition has divisions and
 * conferences to count them in; `compact` keeps W, L, T, PCT, Net and Strk.
 */
export function gridironColumns(options: {
  divisions: boolean;
  conferences: boolean;
  compact?: boolean;
}): GridironColumn[] {
  return COLUMNS.filter(
    (c) =>
      (c.short !== 'Div' || options.divisions) &&
      (c.short !== 'Conf' || options.conferences) &&
      (!options.compact || !c.wide),
  );
}
