import { gridironColumns } from './gridironColumns';
import type { Ladder } from './ladder/compute';
import type { LadderLayout, TableData } from './schemas/values';

/**
 * A ladder as a generic titled table, for the multi-sport ladder view: the spec's points
 * columns, or a gridiron table's (W, L, T, PCT, PF, PA, Net, Div, Conf, Strk) when the
 * competition's template has the gridiron layout.
 */
export function ladderTable(
  label: string,
  ladder: Pick<Ladder, 'teams' | 'hasPools' | 'hasConferences'>,
  layout: LadderLayout = 'points',
): TableData {
  const team = (r: Ladder['teams'][number]) => (r.pool ? `${r.name} (${r.pool})` : r.name);
  if (layout === 'gridiron') {
    const columns = gridironColumns({ divisions: ladder.hasPools, conferences: ladder.hasConferences });
    return {
      label,
      headers: ['Pos', 'Team', ...columns.map((c) => c.short)],
      rows: ladder.teams.map((r) => [r.position, team(r), ...columns.map((c) => c.value(r))]),
    };
  }
  return {
    label,
    headers: ['Pos', 'Team', 'P', 'W', 'D', 'L', '+', '-', '+/-', 'Pts'],
    rows: ladder.teams.map((r) => [
      r.position,
      team(r),
      r.stats.matchesPlayed,
      r.stats.matchesWon,
      r.stats.matchesDrawn,
      r.stats.matchesLost,
      r.stats.pointsFor,
      r.stats.pointsAgainst,
      r.stats.pointsDifference,
      r.stats.totalMatchPoints,
    ]),
  };
}

/**
 * Overall standings of an individual competition from its events' result tables, whose
 * first column is the rank and second the participant: ranked on the sum of ranks (lower
 * is better), then on events entered (more is better), then by name.
 */
export function combinedStandings(label: string, tables: readonly TableData[]): TableData {
  const totals = new Map<
    string,
    { name: string; extra: string | number | null; events: number; ranks: number }
  >();
  for (const table of tables) {
    for (const row of table.rows) {
      const rank = Number(row[0]);
      const name = row[1];
      if (!Number.isFinite(rank) || typeof name !== 'string') continue;
      const entry = totals.get(name) ?? {
        name,
        extra: row.length > 3 ? (row[2] ?? null) : null,
        events: 0,
        ranks: 0,
      };
      entry.events += 1;
      entry.ranks += rank;
      totals.set(name, entry);
    }
  }
  const extraHeader = tables.find((t) => t.headers.length > 3)?.headers[2];
  const ranked = [...totals.values()].sort(
    (a, b) => a.ranks - b.ranks || b.events - a.events || a.name.localeCompare(b.name, 'en'),
  );
  return {
    label,
    headers: [
      'Pos',
      tables[0]?.headers[1] ?? 'Name',
      ...(extraHeader ? [extraHeader] : []),
      'Events',
      'Rank Total',
    ],
    rows: ranked.map((e, i) => [i + 1, e.name, ...(extraHeader ? [e.extra] : []), e.events, e.ranks]),
  };
}
