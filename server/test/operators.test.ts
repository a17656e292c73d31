import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { lockDataDir } from '../src/db/lock';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { hashToken } from '../src/repositories/tokens';
import { FIXTURE_NOW } from './fixture';
import { cloneTestDatabase } from './harness';
import { startServer, stopServer } from './serverProcess';

/**
 * The operator commands beside a running server, as an operator runs them: the server is its
 * own process (on the embedded database in a data folder, or on PostgreSQL with DATABASE_URL),
 * and each command is another, while a client keeps reading from the server throughout.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const POSTGRES = Boolean(process.env.DATABASE_URL);
const [, national12] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile, ImportFile];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

let dir: string;
let server: { child: ChildProcess; port: number };
let env: Record<string, string>;
let dropDatabase = async () => {};
const figures: string[] = [];

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** Runs a CLI (`token`, `import`) to its end. */
function cli(name: string, args: string[], extraEnv: Record<string, string> = {}): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/src/cli/${name}.ts`, ...args],
      { cwd: ROOT, env: { ...process.env, ...env, ...extraEnv } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
          seconds: (performance.now() - started) / 1000,
        }),
    );
  });
}

const api = (url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${server.port}${API_PREFIX}${url}`, {
    ...init,
    headers: { 'national-id': '14', ...(init.headers as Record<string, string>) },
  });

/**
 * Reads from the server without pause while `work` runs: every answer must be a 200, and the
 * slowest is reported.
 */
async function whileReading<T>(
  work: () => Promise<T>,
): Promise<{ result: T; reads: number; failed: string[]; slowestMs: number }> {
  let done = false;
  const failed: string[] = [];
  let reads = 0;
  let slowestMs = 0;
  const reader = (async () => {
    const urls = ['/live/seasons', '/live/competitions?season=2026', '/live/search?search=lions'];
    while (!done) {
      const started = performance.now();
      const response = await api(urls[reads % urls.length]!).catch((error: Error) => error);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      reads += 1;
      if (response instanceof Error) failed.push(response.message);
      else {
        if (response.status !== 200) failed.push(`${response.status} ${response.url}`);
        await response.arrayBuffer();
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    return { result: await work(), reads, failed, slowestMs };
  } finally {
    done = true;
    await reader;
  }
}

const searchOf12 = async (text: string) =>
  JSON.stringify(
    await (
      await api(`/live/search?search=${encodeURIComponent(text)}`, { headers: { 'national-id': '12' } })
    ).json(),
  );

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'touchline-operators-'));
  if (POSTGRES) {
    const database = await cloneTestDatabase();
    dropDatabase = database.drop;
    env = {
      DATABASE_URL: database.url,
      REDIS_PREFIX: `touchline-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    };
  } else {
    // The demo database in a data folder, as `npm start` leaves it.
    const dataDir = path.join(dir, 'data');
    const seeded = await openDatabase({
      url: null,
      dataDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await seeded.close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  env.WEB_DIR = '/nonexistent';
  server = await startServer(env);
});

afterAll(async () => {
  if (server) await stopServer(server.child);
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `Operator commands beside a running server (${POSTGRES ? 'PostgreSQL' : 'embedded database'}):\n${figures.join('\n')}`,
  );
});

describe(`npm run token beside a running server (${POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('should mint a token that expires while the server keeps answering, and the server accept it', async () => {
    const {
      result: ran,
      reads,
      failed,
      slowestMs,
    } = await whileReading(() =>
      cli('token', [
        'create',
        '--role',
        'referee',
        '--scope',
        'match:50',
        '--ttl',
        '8h',
        '--label',
        'Field 2',
      ]),
    );
    expect(ran.code, ran.stderr).toBe(0);
    expect(failed).toEqual([]);
    expect(reads).toBeGreaterThan(5);
    figures.push(
      `  token create: ${ran.seconds.toFixed(1)} s, ${reads} reads answered meanwhile, 0 failed, slowest ${slowestMs.toFixed(0)} ms`,
    );
    const created = /^Created token (\d+) \(referee, match:50\) for national 14, expiring (\S+)\.$/m.exec(
      ran.stdout,
    );
    expect(created, ran.stdout).not.toBeNull();
    const expires = new Date(created![2]!).getTime();
    expect(Math.abs(expires - (Date.now() + 8 * 3_600_000))).toBeLessThan(60_000);
    const secret = ran.stdout.trim().split('\n').at(-1)!;
    expect(secret).toMatch(/^tl_/);

    const write = await api('/live/matches/50/events/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'movement' }),
    });
    expect(write.status).toBeLessThan(300);

    const listed = await whileReading(() => cli('token', ['list']));
    expect(listed.result.code, listed.result.stderr).toBe(0);
    expect(listed.failed).toEqual([]);
    figures.push(
      `  token list: ${listed.result.seconds.toFixed(1)} s, ${listed.reads} reads answered meanwhile, 0 failed`,
    );
    const lines = listed.result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\s*ID\s+ROLE\s+SCOPE\s+STATE\s+EXPIRES \(UTC\)\s+LAST USED \(UTC\)\s+LABEL$/);
    const line = lines.find((l) => l.trim().startsWith(`${created![1]} `))!;
    const minute = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');
    const columns = line.trim().split(/\s{2,}/);
    expect(columns.slice(0, 5)).toEqual([created![1], 'referee', 'match:50', 'live', minute(expires)]);
    expect(columns[6]).toBe('Field 2');
    // Last used: the write above, to the minute.
    expect(Date.now() - new Date(`${columns[5]}Z`.replace(' ', 'T')).getTime()).toBeLessThan(120_000);
    expect(listed.result.stdout).not.toContain(secret);
    expect(listed.result.stdout).not.toContain(hashToken(secret));
    expect(listed.result.stdout).not.toMatch(/tl_|[0-9a-f]{64}/);
  }, 120_000);

  it('should refuse a bad or past expiry in one line and mint nothing', async () => {
    const count = async () => (await cli('token', ['list'])).stdout.trim().split('\n').length;
    const before = await count();
    for (const [option, value, message] of [
      [
        '--ttl',
        'soon',
        "Error: --ttl must be a whole number with m, h, d or w (minutes, hours, days, weeks), e.g. 8h, not 'soon'",
      ],
      ['--expires', '2020-01-01', 'Error: --expires 2020-01-01 is in the past'],
      [
        '--expires',
        '31/12/2026',
        'Error: --expires must be a date (2026-12-31) or a date and time with its offset',
      ],
    ] as const) {
      const ran = await cli('token', ['create', '--role', 'referee', '--scope', 'match:50', option, value]);
      expect(ran.code).toBe(2);
      expect(ran.stdout).toBe('');
      expect(ran.stderr.trim().split('\n')).toHaveLength(1);
      expect(ran.stderr.startsWith(message), ran.stderr).toBe(true);
    }
    expect(await count()).toBe(before);
  }, 120_000);
});

describe(`npm run import beside a running server (${POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  const write = (name: string, file: unknown) => {
    const at = path.join(dir, name);
    writeFileSync(at, JSON.stringify(file));
    return at;
  };
  const state = national12.entities.find((e) => e.level === 'state')!;
  const extra = (id: string) => ({ ...state, id, name: `Extra ${id}`, slug: 'extra-state' });

  it('should write the file while the server keeps answering, its cached reads showing it', async () => {
    expect(await searchOf12('Quokkaville')).not.toContain('Quokkaville Shield');
    const file = clone(national12);
    file.competitions[0]!.name = 'Quokkaville Shield';
    file.entities.push(extra('extra-a'));
    const {
      result: ran,
      reads,
      failed,
      slowestMs,
    } = await whileReading(() => cli('import', [write('renamed.json', file)]));
    expect(ran.code, ran.stderr).toBe(0);
    expect(failed).toEqual([]);
    figures.push(
      `  import (national 12, ${file.members.length} members, ${file.matches.length} matches): ${ran.seconds.toFixed(1)} s, ${reads} reads answered meanwhile, 0 failed, slowest ${slowestMs.toFixed(0)} ms`,
    );
    expect(ran.stdout).toMatch(
      /renamed\.json is valid\.\nImported national 12 in [\d.]+ s: \d+ entities, .*\d+ matches/,
    );
    expect(ran.stderr).toMatch(/^ {2}members: \d+\/\d+ \(100%\)$/m);
    expect(ran.stderr).toMatch(/^ {2}matches: \d+\/\d+ \(100%\)$/m);
    // Through the embedded server, its own caches hear of the import at once; on PostgreSQL the
    // command writes the database itself, and every node sees the new versions within a second.
    const seen = performance.now();
    while (!(await searchOf12('Quokkaville')).includes('Quokkaville Shield')) {
      expect(performance.now() - seen).toBeLessThan(POSTGRES ? 1_500 : 1);
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 180_000);

  it('should write nothing of a file the database refuses, saying why in one line', async () => {
    const file = clone(national12);
    file.national.name = 'Renamed mid-import';
    file.competitions[0]!.name = 'Half-written Cup';
    file.entities.push(extra('extra-b'));
    const { result: ran, failed } = await whileReading(() => cli('import', [write('clash.json', file)]));
    expect(ran.code).toBe(1);
    expect(failed).toEqual([]);
    const lines = ran.stderr.split('\n').filter((l) => l.trim() && !/^\s+\w+: \d+\/\d+/.test(l));
    expect(lines).toEqual([
      'Error: The database refused a query: a value that must be unique is already taken (SQLSTATE 23505, constraint entities_slug, table entities); nothing was written.',
    ]);
    await new Promise((r) => setTimeout(r, POSTGRES ? 1_100 : 0));
    expect(await searchOf12('Half-written')).not.toContain('Half-written Cup');
    expect(await searchOf12('Quokkaville')).toContain('Quokkaville Shield');
  }, 180_000);
});

describe('a data folder in use by a process that takes no commands', () => {
  it('should stop a second server and the commands with the same one line', async () => {
    const folder = path.join(dir, 'held');
    mkdirSync(folder, { recursive: true });
    const unlock = lockDataDir(folder);
    try {
      const line = `Error: The data folder ${folder} is in use by process ${process.pid}. Stop it first, or use DATABASE_URL.`;
      const second = await new Promise<Ran>((resolve) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', 'server/src/server.ts'],
          {
            cwd: ROOT,
            env: {
              ...process.env,
              DATA_DIR: folder,
              DATABASE_URL: '',
              PORT: '0',
              HOST: '127.0.0.1',
              WEB_DIR: '/nonexistent',
            },
          },
          (error, stdout, stderr) =>
            resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr, seconds: 0 }),
        ),
      );
      expect(second.code).not.toBe(0);
      expect(second.stderr.trim()).toBe(line);
      const token = await cli('token', ['list'], { DATA_DIR: folder, DATABASE_URL: '' });
      expect(token.code).toBe(1);
      expect(token.stderr.trim()).toBe(line);
    } finally {
      unlock();
    }
  }, 120_000);
});
