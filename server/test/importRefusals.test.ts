import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { type ImportProblem, validateImport } from '../src/import/validate';
import { writeImport } from '../src/import/write';
import { FIXTURE_NOW } from './fixture';
import { cloneTestDatabase, openTestDatabase } from './harness';

type Key = string | number;

const [national14, national12] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile, ImportFile];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Every value of a file with its keys and its JSON path, lists first item before the next. */
function* values(value: unknown, keys: Key[] = []): Generator<{ keys: Key[]; value: unknown }> {
  yield { keys, value };
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* values(item, [...keys, i]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* values(item, [...keys, key]);
}

const jsonPath = (keys: Key[]) =>
  `$${keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
/** A field's place whatever the item: `$.matches[].events[].type`. */
const fieldOf = (keys: Key[]) => jsonPath(keys).replace(/\[\d+\]/g, '[]');

/** The first place each field of a file holds a value that `pick` takes. */
function fields(file: unknown, pick: (value: unknown) => boolean): Key[][] {
  const seen = new Map<string, Key[]>();
  for (const { keys, value } of values(file))
    if (pick(value) && !seen.has(fieldOf(keys))) seen.set(fieldOf(keys), keys);
  return [...seen.values()];
}

function set(file: unknown, keys: Key[], value: unknown) {
  const parent = keys.slice(0, -1).reduce((node: any, key) => node[key], file);
  parent[keys.at(-1)!] = value;
}

/** The problems of the sample with one value changed (validation changes nothing it reads). */
function problemsWith(keys: Key[], value: unknown): ImportProblem[] {
  const parent = keys.slice(0, -1).reduce((node: any, key) => node[key], sample);
  const key = keys.at(-1)!;
  const had = Object.hasOwn(parent, key);
  const old = parent[key];
  parent[key] = value;
  try {
    return problemsOf(sample);
  } finally {
    if (had) parent[key] = old;
    else delete parent[key];
  }
}

/** What a value is, for telling a field that holds a string from the same field holding null. */
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The big demo national cut down to what holds every field, with every kind of value it takes,
 * at least once, so that each of hundreds of variants validates in milliseconds: the matches
 * that bring a field or kind no match before them did; of each team's roster, the players those
 * matches name and the entries that bring something new; of the members (most of the file), the
 * ones named anywhere else and the ones that bring something new. Everything else stays whole,
 * so every reference still resolves and the sample is valid and written as it is.
 */
function sampleOf(file: ImportFile): ImportFile {
  const seen = new Set<string>();
  const bringsNew = (item: unknown, at: Key[]) => {
    const found = [...values(item, at)]
      .map(({ keys, value }) => `${fieldOf(keys)} ${kindOf(value)}`)
      .filter((shape) => !seen.has(shape));
    for (const shape of found) seen.add(shape);
    return found.length > 0;
  };
  const strings = (value: unknown) =>
    new Set([...values(value)].flatMap(({ value: v }) => (typeof v === 'string' ? [v] : [])));
  const matches = file.matches.filter((match) => bringsNew(match, ['matches', 0]));
  const inMatches = strings(matches);
  const teams = file.teams.map((team) =>
    team.roster
      ? {
          ...team,
          roster: team.roster.filter(
            (entry) => inMatches.has(entry.member) || bringsNew(entry, ['teams', 0, 'roster', 0]),
          ),
        }
      : team,
  );
  const named = strings({ ...file, members: [], teams, matches });
  const members = file.members.filter((member) => named.has(member.id) || bringsNew(member, ['members', 0]));
  return { ...file, members, teams, matches };
}

const sample = sampleOf(national14);

function problemsOf(file: unknown): ImportProblem[] {
  const result = validateImport(file);
  return result.ok ? [] : result.problems;
}

let database: Database;
let drop: () => Promise<void>;
/** On the embedded database: the empty database as it was opened, to start a data folder from. */
let emptyDump: Blob | undefined;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ empty: true }));
  emptyDump = await database.dump?.();
});
afterAll(() => drop());

describe('validateImport › what the database cannot store', () => {
  it('should refuse a NUL character with its path', () => {
    const file = clone(national12);
    file.members[3]!.lastName = 'Smith\u0000';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.members[3].lastName',
        message: 'contains a NUL character (\\u0000), which the database cannot store',
      },
    ]);
  });

  it('should refuse an id above 2,147,483,647 with its path', () => {
    const file = clone(national12);
    file.national.id = 2_147_483_648;
    expect(problemsOf(file)).toEqual([
      {
        path: '$.national.id',
        message: 'must be at most 2147483647, the largest whole number the database stores',
      },
    ]);
  });

  it('should refuse a NUL character or an unpaired surrogate in every string of the format', () => {
    const strings = fields(sample, (v) => typeof v === 'string');
    expect(strings.length).toBeGreaterThan(100);
    for (const keys of strings)
      for (const bad of ['a\u0000b', 'a\ud800b']) {
        const at = problemsWith(keys, bad).filter((p) => p.path === jsonPath(keys));
        expect(at.map((p) => p.message).join('\n'), jsonPath(keys)).toMatch(
          /which the database cannot store/,
        );
      }
  });

  it('should refuse a NUL character in any field name, the free-form ones included', () => {
    const objects = fields(sample, (v) => v !== null && typeof v === 'object' && !Array.isArray(v));
    expect(objects.length).toBeGreaterThan(40);
    for (const keys of objects) {
      const at = problemsWith([...keys, 'note\u0000'], 'x').filter((p) => p.path === jsonPath(keys));
      expect(at.map((p) => p.message).join('\n'), jsonPath(keys)).toMatch(/field name with a NUL/);
    }
  });

  it('should refuse free-form content nested deeper than any record', () => {
    const file = clone(national12);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    file.matches[0]!.setScores = [
      { setId: 's1', scores: { homeTeam: 0, awayTeam: 0 }, scoringEvents: [deep] },
    ];
    expect(problemsOf(file)).toEqual([
      {
        path: expect.stringMatching(/^\$\.matches\[0\]\.setScores\[0\]\.scoringEvents/),
        message: 'nests deeper than 32 levels',
      },
    ]);
  });

  it('should refuse a score that events add up to beyond what the database stores', () => {
    const file = clone(national12);
    const match = file.matches.find((m) => m.events?.some((e) => e.kind === 'scoring' && e.side === 'home'))!;
    delete match.scores;
    for (const e of match.events!) if (e.kind === 'scoring' && e.side === 'home') e.value = 2_000_000_000;
    expect(problemsOf(file)).toEqual([
      expect.objectContaining({ path: `$.matches[${file.matches.indexOf(match)}].events` }),
    ]);
  });

  it('should refuse a status listed twice', () => {
    const file = clone(national12);
    file.statuses = [...(file.statuses ?? []), file.statuses![0]!];
    expect(problemsOf(file)).toEqual([
      expect.objectContaining({ path: `$.statuses[${file.statuses.length - 1}]` }),
    ]);
  });

  it('should take every number the database takes, and refuse with its path every one it would not', async () => {
    const numbers = fields(sample, (v) => typeof v === 'number');
    expect(numbers.length).toBeGreaterThan(60);
    for (const huge of [2 ** 31, -(2 ** 31) - 1]) {
      // Each field alone is refused at its path or taken; all the taken ones are then written.
      const taken = clone(sample);
      for (const keys of numbers) {
        const problems = problemsWith(keys, huge);
        if (problems.length === 0) set(taken, keys, huge);
        else
          expect(
            problems.map((p) => p.path),
            jsonPath(keys),
          ).toContain(jsonPath(keys));
      }
      expect(problemsOf(taken)).toEqual([]);
      await expect(writeImport(database.db, taken)).resolves.toMatchObject({ nationalId: 14 });
    }
  });
});

describe('validateImport › what the app would misread', () => {
  it('should give a dateTime without an offset one line that says what to write', () => {
    const file = clone(national12);
    file.matches[2]!.dateTime = '2026-03-01T19:00:00';
    expect(problemsOf(file)).toEqual([
      {
        path: '$.matches[2].dateTime',
        message: 'is "2026-03-01T19:00:00": add a time-zone offset, e.g. 2026-03-01T19:00:00+10:00',
      },
    ]);
  });

  it.each([
    ['tomorrow'],
    ['2026-03-01T19:00:00+10'],
    ['2016-12-31T23:59:60Z'],
    ['0000-01-01T05:00:00+10:00'],
  ])('should refuse the dateTime %s in one line', (dateTime) => {
    const file = clone(national12);
    file.matches[2]!.dateTime = dateTime;
    expect(problemsOf(file)).toEqual([
      {
        path: '$.matches[2].dateTime',
        message: `is ${JSON.stringify(dateTime)}, not a date and time: write one with its time-zone offset, e.g. 2026-03-01T19:00:00+10:00`,
      },
    ]);
  });

  it('should name the choices of a nullable choice in one line', () => {
    const file = clone(national12);
    file.matches[0]!.events![0]!.side = 'left' as 'home';
    expect(problemsOf(file)).toEqual([
      { path: '$.matches[0].events[0].side', message: 'must be one of "home", "away"' },
    ]);
  });

  it('should refuse a ladder sort key the ladder does not know, in either template', () => {
    const file = clone(national14);
    const i = file.competitions.findIndex((c) => c.compTypeLaddertemplate);
    file.competitions[i]!.laddertemplate.sortBy.push({ value: 'goalAverage' });
    file.competitions[i]!.compTypeLaddertemplate!.selectedSortOptionsSorted[0]!.value = 'winningPercentage';
    const problems = problemsOf(file);
    expect(problems.map((p) => p.path)).toEqual([
      `$.competitions[${i}].laddertemplate.sortBy[0].value`,
      `$.competitions[${i}].compTypeLaddertemplate.selectedSortOptionsSorted[0].value`,
    ]);
    expect(problems[0]!.message).toMatch(/^must be one of "totalMatchPoints", .*"headToHead"$/);
  });

  it('should refuse a conference over a pool the competition does not have, or a pool in two conferences', () => {
    const file = clone(national14);
    const i = file.competitions.findIndex((c) => c.teams.some((t) => t.pool));
    const pool = file.competitions[i]!.teams.find((t) => t.pool)!.pool!;
    file.competitions[i]!.conferences = [
      { name: 'Eastern', pools: [pool, 'Pool Z'] },
      { name: 'Western', pools: [pool] },
    ];
    const problems = problemsOf(file);
    expect(problems.map((p) => p.path)).toEqual([
      `$.competitions[${i}].conferences[0].pools[1]`,
      `$.competitions[${i}].conferences[1].pools[0]`,
    ]);
    expect(problems[0]!.message).toMatch(/names the pool 'Pool Z'/);
    expect(problems[1]!.message).toMatch(/in a second conference/);
  });

  it('should refuse a match pool that is not a pool of its competition', () => {
    const file = clone(national14);
    const pooled = file.competitions.find((c) => c.teams.some((t) => t.pool))!;
    const pools = [...new Set(pooled.teams.map((t) => t.pool).filter(Boolean))];
    const i = file.matches.findIndex((m) => m.competition === pooled.id);
    const j = file.matches.findIndex((m) =>
      file.competitions.find((c) => c.id === m.competition)!.teams.every((t) => !t.pool),
    );
    file.matches[i]!.pool = 'Pool Z';
    file.matches[j]!.pool = 'Pool A';
    const problems = problemsOf(file);
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: `$.matches[${i}].pool`,
          message: `names the pool 'Pool Z', which is not a pool of '${pooled.id}' (its pools: ${pools.map((p) => `'${p}'`).join(', ')})`,
        },
        {
          path: `$.matches[${j}].pool`,
          message: `names the pool 'Pool A', which is not a pool of '${file.matches[j]!.competition}' (it has none)`,
        },
      ]),
    );
    file.matches[i]!.pool = pools[0]!;
    file.matches[j]!.pool = null;
    expect(problemsOf(file)).toEqual([]);
  });
});

describe('npm run import › a file the database refuses', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-refused-'));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A national with one state and nothing else. */
  function withState(id: string, name: string): ImportFile {
    const state = national12.entities.find((e) => e.level === 'state')!;
    return {
      ...clone(national12),
      entities: [{ ...state, id, name }],
      venues: [],
      members: [],
      teams: [],
      competitions: [],
      customLeaderboards: [],
      matches: [],
      resultGroups: [],
    };
  }

  /**
   * A database of the command's own holding `file`, and the command's environment for it: with
   * DATABASE_URL an empty PostgreSQL database, else an embedded one in a data folder, loaded
   * from this file's empty database (a new folder would cost the command seconds of set-up).
   */
  async function storing(file: ImportFile): Promise<NodeJS.ProcessEnv> {
    let env: NodeJS.ProcessEnv;
    let stored: Database;
    if (process.env.DATABASE_URL) {
      const clone = await cloneTestDatabase({ empty: true });
      drops.push(clone.drop);
      stored = await openDatabase({ url: clone.url, dataDir: null });
      env = { ...process.env, DATABASE_URL: clone.url };
    } else {
      const dataDir = path.join(dir, 'data');
      stored = await openDatabase({ url: null, dataDir, loadDataDir: emptyDump! });
      env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    try {
      await writeImport(stored.db, file);
    } finally {
      // The command opens the data folder itself, which a process holding it would refuse.
      await stored.close();
    }
    return env;
  }

  it('should say in one line what the database refused, never its parameters', async () => {
    const env = await storing(withState('state-a', 'First State'));
    // Valid alone, but its slug is taken by the state already stored under another id.
    const clash = path.join(dir, 'state-b.json');
    writeFileSync(clash, JSON.stringify(withState('state-b', 'Canary Quokka Association')));
    // What `npm run import` runs (tsx), without npm and npx in between.
    const error = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/import.ts', clash], {
      cwd: root,
      env,
    }).catch((e) => e);
    expect(error.code, error.stderr).toBe(1);
    expect(error.stdout).toContain('is valid');
    const lines = (error.stderr as string)
      .split('\n')
      .filter((l) => l.trim() && !/^\s+\w+: \d+\/\d+/.test(l));
    expect(lines).toEqual([
      'Error: The database refused a query: a value that must be unique is already taken (SQLSTATE 23505, constraint entities_slug, table entities); nothing was written.',
    ]);
    expect(`${error.stdout}${error.stderr}`).not.toMatch(/Canary Quokka|params|Failed query|insert into/i);
    // A process of its own compiles and loads the server's code before it reads the file:
    // seconds on a busy machine, where the rest of this file takes milliseconds a test.
  }, 60_000);
});
