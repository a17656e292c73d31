import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { generateDemo } from '../src/demo/generate';
import { ImportFile } from '../src/import/format';
import { validateImport } from '../src/import/validate';
import { writeImport } from '../src/import/write';
import { FIXTURE_NOW } from './fixture';
import { openTestDatabase } from './harness';

const TABLES = [
  'nationals',
  'seasons',
  'event_types',
  'status_definitions',
  'entities',
  'venues',
  'members',
  'teams',
  'team_members',
  'competitions',
  'competition_teams',
  'ladder_adjustments',
  'rounds',
  'custom_leaderboards',
  'matches',
  'match_officials',
  'team_list_entries',
  'events',
  'result_groups',
];

/**
 * Row counts and a hash of every row of every table: equal snapshots mean no data changed.
 * The cache versions that triggers bump are left out: a re-import may invalidate caches.
 */
async function snapshot(database: Database) {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = (await database.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as h
         from (select (to_jsonb(t) - 'results_version' - 'members_version' - 'catalogue_version')::text as r from "${table}" t) versionless`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    result[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return result;
}

const [national14, national12] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile, ImportFile];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ empty: true }));
});
afterAll(() => drop());

describe('validateImport', () => {
  it('should accept both demo files', () => {
    expect(validateImport(clone(national14)).ok).toBe(true);
    expect(validateImport(clone(national12)).ok).toBe(true);
  });

  it('should list every schema problem with its JSON path', () => {
    const file = clone(national12) as any;
    delete file.national.name;
    file.seasons[0].id = 'last year';
    file.matches[2].status = 'half-baked';
    file.members[0].nickname = 'Bluey';
    const result = validateImport(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const found = result.problems.map((p) => `${p.path} ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "$.national is missing the required field 'name'",
        expect.stringMatching(/^\$\.seasons\[0\]\.id must be integer/),
        expect.stringMatching(/^\$\.matches\[2\]\.status must be one of "pre-game"/),
        "$.members[0] has an unknown field 'nickname'",
      ]),
    );
  });

  it('should list broken references and duplicates with their paths', () => {
    const file = clone(national12);
    file.matches[0]!.homeTeam = 'no-such-team';
    file.members[1]!.id = file.members[0]!.id;
    file.teams[0]!.club = file.entities.find((e) => e.level === 'state')!.id;
    const result = validateImport(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['$.matches[0].homeTeam', '$.members[1].id', '$.teams[0].club']),
    );
    expect(result.problems.find((p) => p.path === '$.matches[0].homeTeam')!.message).toContain(
      "'no-such-team'",
    );
  });

  it('should reject what is not an import file at all', () => {
    for (const input of [null, 42, 'text', [], { format: 'other' }])
      expect(validateImport(input).ok).toBe(false);
  });
});

describe('writeImport', () => {
  it('should import a file and change nothing when the same file is imported again', async () => {
    await writeImport(database.db, national14);
    await writeImport(database.db, national12);
    const first = await snapshot(database);
    expect(first.matches!.startsWith('0:')).toBe(false);
    await writeImport(database.db, clone(national14));
    await writeImport(database.db, clone(national12));
    expect(await snapshot(database)).toEqual(first);
  });

  it('should write nothing when the database refuses part of a file', async () => {
    const before = await snapshot(database);
    const file = clone(national12);
    file.national.name = 'Renamed mid-import';
    // A second state with an existing slug violates a unique index after many rows were written.
    const state = file.entities.find((e) => e.level === 'state')!;
    file.entities.push({ ...state, id: 'n12-duplicate-slug-state' });
    file.members.push({ id: 'n12-new-member', firstName: 'New', lastName: 'Member', isPublic: true });
    await expect(writeImport(database.db, file)).rejects.toThrow();
    expect(await snapshot(database)).toEqual(before);
  });
});

describe('schemas/import.schema.json', () => {
  it('should be the schema the importer validates with', () => {
    const onDisk = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../schemas/import.schema.json'), 'utf8'),
    );
    const { $schema, ...rest } = onDisk;
    expect($schema).toMatch(/json-schema/);
    expect(rest).toEqual(JSON.parse(JSON.stringify(ImportFile)));
  });
});

describe('npm run import', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should print every problem, exit non-zero and create no database for a bad file', async () => {
    const bad = clone(national12) as any;
    bad.matches[0].competition = 'nope';
    delete bad.teams[0].name;
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const dataDir = path.join(dir, 'data-bad');
    const error = await run('npx', ['tsx', 'server/src/cli/import.ts', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).catch((e) => e);
    expect(error.code).toBe(1);
    expect(error.stderr).toContain('nothing was written');
    expect(error.stderr).toContain("$.teams[0]: is missing the required field 'name'");
    expect(error.stderr).toContain("$.matches[0].competition: names the competition 'nope'");
    expect(() => readFileSync(path.join(dataDir, 'PG_VERSION'))).toThrow();
  });

  it('should say what is wrong with a file that is not JSON', async () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, '{"format": "touchline-import",');
    const error = await run('npx', ['tsx', 'server/src/cli/import.ts', file], { cwd: root }).catch((e) => e);
    expect(error.code).toBe(1);
    expect(error.stderr).toMatch(/is not valid JSON/);
  });
});
