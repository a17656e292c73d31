import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** Columns an import never overwrites: keys, timestamps, and the versions triggers maintain. */
const KEEP = [
  'id',
  'nationalId',
  'sourceId',
  'createdAt',
  'updatedAt',
  'resultsVersion',
  'membersVersion',
  'catalogueVersion',
];

/**
 * Rows per statement: well under PostgreSQL's 65,535 parameters for the widest table, and
 * few enough that one statement keeps the embedded database's thread for tens of ms, not
 * hundreds (it can let the event loop turn only between statements).
 */
const BATCH = 100;

/** `SET col = excluded.col` for every column but the keys, for an idempotent upsert. */
export function excludedSet(table: PgTable, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${(column as PgColumn).name}"`);
  }
  return set;
}

/** Splits rows into statement-sized batches. */
export function* batches<T>(rows: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Inserts or updates rows keyed by (national, source id) and returns the database id of
 * each source id. Unchanged rows are written back as they were, so a re-import is a no-op.
 */
export async function upsertBySource<T extends PgTable & { id: PgColumn; sourceId: PgColumn }>(
  tx: Tx,
  table: T,
  target: PgColumn[],
  rows: readonly T['$inferInsert'][],
  onBatch?: (count: number) => void | Promise<void>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const set = excludedSet(table, KEEP);
  for (const batch of batches(rows)) {
    const written = (await tx
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target, set })
      .returning({ id: table.id, sourceId: table.sourceId })) as { id: number; sourceId: string }[];
    for (const row of written) ids.set(row.sourceId, row.id);
    await onBatch?.(batch.length);
  }
  return ids;
}

/** Inserts rows in batches (for child rows that the import replaces wholesale). */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  onBatch?: (count: number) => void | Promise<void>,
): Promise<void> {
  for (const batch of batches(rows)) {
    await tx.insert(table).values(batch as never);
    await onBatch?.(batch.length);
  }
}
