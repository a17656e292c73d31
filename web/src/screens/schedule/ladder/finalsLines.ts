import type { FinalsTable } from '@touchline/domain';

/**
 * Where a ladder table draws its finals line: after the team in the last finals place, when the
 * table is a seeding table of the playoff picture (its name is the picture table's) and its top
 * rows are exactly the seeded teams. Where the seeds are not the top of the table (a division
 * winner seeded above better records), no line is drawn: it would say the wrong teams are in.
 * Null when there is no line.
 */
export function finalsLineAfter(
  rows: readonly { _id: number; position: number }[],
  tables: readonly FinalsTable[],
  table: string | null,
): number | null {
  const seeding = tables.find((t) => (t.name ?? null) === table);
  if (!seeding || seeding.places <= 0 || seeding.places >= rows.length) return null;
  const top = [...rows].sort((a, b) => a.position - b.position).slice(0, seeding.places);
  const seeded = new Set(seeding.seeds.map((s) => s._id));
  if (top.length !== seeded.size || !top.every((r) => seeded.has(r._id))) return null;
  return top.at(-1)!._id;
}
