import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The best of each figure, kept by hand (see BEST.md), so a slide shows against the best. */
const BEST_FILE = path.join(import.meta.dirname, 'BEST.md');

/** A table row's cells, trimmed; `\|` stands for a pipe inside a cell. */
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/**
 * BEST.md's table (suite, figure, best value, date, commit) as a lookup of each figure's best
 * value by suite and figure name; empty when the file is missing.
 */
export function readBest(file = BEST_FILE): (suite: string, figure: string) => string | undefined {
  const best = new Map<string, string>();
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim().startsWith('|')) continue;
      const [suite, figure, value] = cellsOf(line);
      // The header row and the row of dashes under it.
      if (!suite || !figure || !value || suite === 'Suite' || /^:?-+:?$/.test(suite)) continue;
      best.set(`${suite}\n${figure}`, value);
    }
  return (suite, figure) => best.get(`${suite}\n${figure.trim()}`);
}
