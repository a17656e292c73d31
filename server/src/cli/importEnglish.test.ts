/**
 * `npm run import:english`: it writes nothing and exits 1 when a season's ladder differs from
 * its published table, and says in one line what is wrong with a data folder it cannot use.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(root, 'datasets/english-league');
const dir = mkdtempSync(path.join(tmpdir(), 'touchline-english-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importEnglish(...args: string[]) {
  const result = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/importEnglish.ts', ...args],
    { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'never-opened') } },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error) => ({
      code: error.code as number,
      stdout: error.stdout as string,
      stderr: error.stderr as string,
    }),
  );
  expect(existsSync(path.join(dir, 'never-opened'))).toBe(false);
  return result;
}

/** A data folder holding only tier 2, with the published table of 2005/06 edited by `edit`. */
function tier2Data(name: string, edit: (rows: string[]) => void): string {
  const folder = path.join(dir, name);
  mkdirSync(folder);
  for (const file of ['league-matches.csv', 'league-tables.csv']) {
    const [header, ...rows] = readFileSync(path.join(DATA, file), 'utf8').split('\n');
    const tier2 = rows.filter((r) => /^\d{4},2,/.test(r));
    if (file === 'league-tables.csv') edit(tier2);
    writeFileSync(path.join(folder, file), [header, ...tier2].join('\n'));
  }
  return folder;
}

describe('npm run import:english', { timeout: 120_000 }, () => {
  it('should fail, naming the season and writing nothing, when a ladder differs from its table', async () => {
    // Reading won the 2005/06 Championship; publish Sheffield United first instead.
    const data = tier2Data('swapped', (rows) => {
      const top = rows.findIndex((r) => r.startsWith('2005,2,"Championship",1,'));
      const [first, second] = [rows[top]!, rows[top + 1]!];
      rows[top] = second.replace('"Championship",2,', '"Championship",1,');
      rows[top + 1] = first.replace('"Championship",1,', '"Championship",2,');
    });
    const out = path.join(dir, 'swapped.json');
    const result = await importEnglish('--tier', '2', '--data', data, '--out', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2005/06: the ladder differs from the published table:');
    expect(result.stderr).toContain('position 1: published Sheffield United');
    expect(result.stderr.trim().split('\n').at(-1)).toBe(
      'Error: 1 of 32 seasons of tier 2 differ from the published tables (2005/06; see above); nothing was written.',
    );
    expect(existsSync(out)).toBe(false);
  });

  it('should pass every season of tier 3, naming the published error it allows and why', async () => {
    const out = path.join(dir, 'tier3.json');
    const result = await importEnglish('--tier', '3', '--out', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '2019/20: a known error in the published table: position 24: published Bury',
    );
    expect(result.stdout).toContain('Bury were expelled before playing');
    expect(result.stdout).toContain("Every season's ladder matches the published table.");
    expect(JSON.parse(readFileSync(out, 'utf8')).competitions).toHaveLength(32);
  });

  it('should say in one line that a data file is missing, unreadable or malformed', async () => {
    const missing = path.join(dir, 'missing');
    const unreadable = path.join(dir, 'unreadable');
    mkdirSync(path.join(unreadable, 'league-matches.csv'), { recursive: true });
    const malformed = tier2Data('malformed', (rows) => {
      rows[0] = rows[0]!.replace(/,\d+,-?\d+$/, '');
    });
    const results = await Promise.all(
      [missing, unreadable, malformed].map((d) => importEnglish('--data', d)),
    );
    expect(results.map((r) => [r.code, r.stderr])).toEqual([
      [1, `Error: cannot read ${missing}/league-matches.csv: ENOENT\n`],
      [1, `Error: cannot read ${unreadable}/league-matches.csv: EISDIR\n`],
      [1, `Error: cannot convert ${malformed}: league-tables.csv row 1 has 13 fields, not 15\n`],
    ]);
  });

  it('should refuse an option given without its value', async () => {
    const result = await importEnglish('--tier', '2', '--out');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run import:english/);
  });
});
