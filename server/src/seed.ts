import { count } from 'drizzle-orm';
import type { Db } from './db/client';
import { nationals } from './db/schema';
import { generateDemo } from './demo/generate';
import { validateImport } from './import/validate';
import { type ImportProgress, type ImportSummary, writeImport } from './import/write';

/** True when the database holds no national yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(nationals);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Generates the demo for `now` and imports it through the same validation and writer as
 * any import file, so the demo can never hold what an import would refuse.
 */
export async function seedDemo(
  db: Db,
  options: { now?: Date; scale?: number; progress?: ImportProgress } = {},
) {
  const summaries: ImportSummary[] = [];
  for (const file of generateDemo({ now: options.now ?? new Date(), scale: options.scale ?? 1 })) {
    const checked = validateImport(file);
    if (!checked.ok)
      throw new Error(
        `The demo generator produced an invalid file: ${checked.problems
          .slice(0, 5)
          .map((p) => `${p.path} ${p.message}`)
          .join('; ')}`,
      );
    summaries.push(await writeImport(db, checked.file, options.progress));
  }
  return summaries;
}
