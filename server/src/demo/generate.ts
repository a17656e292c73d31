/**
 * Deterministic demo data in the Touchline import format: national 14 (gridiron, the
 * default deployment, whose clubs also run a beach volleyball series and a soccer cup) and
 * national 12 (rugby league). The same `now` and `scale` always
 * give the same files; source ids never depend on `now`, so re-importing a file generated
 * on another day updates the same records.
 */
import type { ImportFile } from '../import/format';
import { Calendar } from './dates';
import { buildNational12 } from './national12';
import { buildNational14 } from './national14';

/** Options of the demo generator. */
export interface DemoOptions {
  /** The instant every date is derived from: results before it, fixtures after it, some live at it. */
  now: Date;
  /** An integer >= 1 multiplying national 14's divisions (teams, players, matches), for benchmarks. */
  scale?: number;
}

/** Generates the demo import files: national 14 first, then national 12. */
export function generateDemo(options: DemoOptions): ImportFile[] {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be an integer >= 1, got ${scale}`);
  if (Number.isNaN(options.now.getTime())) throw new Error('now must be a valid date');
  const cal = new Calendar(options.now);
  return [buildNational14(cal, scale), buildNational12(cal)];
}
