/**
 * The cached public reads against their floor: each read's requests per second and p99 from
 * Touchline, and from a bare `node:http` server (bench/serveBare.ts) that answers the very
 * bytes Touchline answered for it (same body, content-type, content-encoding and validators).
 * The ratio says how much of Node's own speed the cached path keeps. Touchline is measured in
 * two arms: `early`, as deployed, where a hit is answered from the HTTP server's request event
 * before Fastify routes it, and `hook`, where Fastify routes every request and a hit is
 * answered in its onRequest hook; `hook/early` is what the early answer is worth.
 *
 * Touchline runs as bench/serveLive.ts (the demo, a live gridiron match of national 14 and a
 * referee token for it, both arms in one process on one database) once on the embedded PGlite
 * and once on PostgreSQL. Touchline and the bare server are processes of their own; with 2 or
 * more cores both are pinned to core 0 and autocannon (in this process) to the rest, so each
 * figure is one core's worth. The arms are measured by turns, bare, early then hook, for a few
 * rounds, and the medians are kept: a noisy neighbour then hurts every arm of a round alike.
 *
 * The match detail is read while this process scores that match (a field goal twice a
 * second, during Touchline's turns only, since the writes run on Touchline's core), so its
 * answer is rebuilt after every write as it would be on match day.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@touchline/domain';
import pg from 'pg';
import {
  CONNECTIONS,
  compareRead,
  HEADERS,
  NATIONAL,
  NODE_ADDS,
  type Read,
  ROUNDS,
  SECONDS,
  type Servers,
  WARM_SECONDS,
  WRITES_PER_SECOND,
} from './readsCompare';

/** Where .ci/run finds PostgreSQL; tried when DATABASE_URL is not set. */
const CI_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
/** The bench's own database on that server, dropped and seeded afresh on every run. */
const BENCH_DATABASE = 'touchline_bench';

const CORES = os.cpus().length;
const PIN =
  process.env.READS_PIN !== '0' && CORES >= 2 && spawnSync('taskset', ['-V']).status === 0
    ? { servers: '0', others: CORES === 2 ? '1' : `1-${CORES - 1}` }
    : null;

/** Every process this suite started, so that a failure ends them all. */
const spawned = new Set<ChildProcess>();

const progress = (line: string) => process.stderr.write(`reads: ${line}\n`);

/**
 * Starts a bench server with tsx, its `options` and an IPC channel (on the servers' core when
 * pinning) and resolves with the words after READY on its first line.
 */
function startServer(
  file: string,
  env: NodeJS.ProcessEnv,
  options: string[] = [],
): Promise<{ child: ChildProcess; ready: string[] }> {
  const node = [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, file), ...options];
  const [command, ...args] = PIN ? ['taskset', '-c', PIN.servers, ...node] : node;
  const child = spawn(command!, args, {
    cwd: import.meta.dirname,
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  spawned.add(child);
  child.on('exit', () => spawned.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${file} was not ready within 5 min`)), 300_000);
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const ready = /READY (.*)\n/.exec(out);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.resume();
      resolve({ child, ready: ready[1]!.split(' ') });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}`));
    });
  });
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

const getJson = async <T>(port: number, url: string): Promise<T> => {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: HEADERS });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

interface Row {
  name: string;
  /** What the row measured, or why it could not. */
  value: string;
}

/** The reads of the demo's largest competition of the current season, found through the API. */
async function readsOf(port: number, matchId: number): Promise<Read[]> {
  const live = `${API_PREFIX}/live`;
  const seasons = await getJson<{ _id: number; currentSeason: boolean }[]>(port, `${live}/seasons`);
  const season = (seasons.find((s) => s.currentSeason) ?? seasons[0]!)._id;
  const competitions = await getJson<{ _id: number; matchCount: number; teams: { _id: number }[] }[]>(
    port,
    `${live}/competitions?season=${season}`,
  );
  const largest = competitions.reduce((a, b) => (b.matchCount > a.matchCount ? b : a));
  const events = await getJson<{
    scoringEvents: { type: number; name: string; visibleInLadders: boolean }[];
  }>(port, `${live}/nationals/events`);
  const event = events.scoringEvents.find((e) => e.visibleInLadders)!;
  const team = largest.teams[0]!._id;
  const list = `${live}/matches/competitions/${largest._id}`;
  return [
    {
      name: `match list, competition ${largest._id} (${largest.matchCount} matches)`,
      url: list,
      status: 200,
    },
    { name: 'match list revalidated (If-None-Match, 304)', url: list, status: 304 },
    {
      name: `ladder, competition ${largest._id}`,
      url: `${live}/ladders/competition/${largest._id}`,
      status: 200,
    },
    {
      name: `leaderboard, competition ${largest._id}, ${event.name} (eventType ${event.type})`,
      url: `${live}/leaderboard/competition/${largest._id}?eventType=${event.type}`,
      status: 200,
    },
    { name: `team ${team}`, url: `${live}/teams/${team}`, status: 200 },
    { name: `competitions of season ${season}`, url: `${live}/competitions?season=${season}`, status: 200 },
    // Last, so its writes change no other read's answer.
    {
      name: `match ${matchId} detail, scored ${WRITES_PER_SECOND}/s`,
      url: `${live}/matches/${matchId}`,
      status: 200,
      scored: true,
    },
  ];
}

/** Touchline's two arms on one database against the bare server, read by read. */
async function pass(label: string, databaseUrl: string | null): Promise<Row[]> {
  const started = Date.now();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const touchline = await startServer(
    'serveLive.ts',
    databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env,
    ['--hook-arm'],
  );
  const bare = await startServer('serveBare.ts', env);
  try {
    const servers: Servers = {
      port: Number(touchline.ready[0]),
      matchId: Number(touchline.ready[1]),
      token: touchline.ready[2]!,
      hookPort: Number(touchline.ready[3]),
      barePort: Number(bare.ready[0]),
      bare: bare.child,
    };
    progress(`${label}: Touchline ready in ${((Date.now() - started) / 1000).toFixed(1)} s (demo seeded)`);
    const rows: Row[] = [];
    for (const read of await readsOf(servers.port, servers.matchId)) {
      const value = await compareRead(read, servers, (line) => progress(`${label} ${line}`));
      if (value === 'no ETag') progress(`${label} ${read.name}: no ETag`);
      rows.push({ name: read.name, value });
    }
    return rows;
  } finally {
    await Promise.all([stopServer(touchline.child), stopServer(bare.child)]);
  }
}

/**
 * The PostgreSQL the second pass runs on: DATABASE_URL's server, else the CI's if it answers,
 * with a fresh, empty bench database on it (so serveLive seeds the demo and nothing else's
 * data is touched). Answers the database's URL, or why the pass is skipped.
 */
async function freshBenchDatabase(): Promise<{ url: string; where: string } | { skipped: string }> {
  const url = process.env.DATABASE_URL || CI_POSTGRES;
  const server = new URL(url);
  const address = `${server.hostname}:${server.port || 5432}`;
  const where = `${address}, database ${BENCH_DATABASE}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.DATABASE_URL) throw error;
    return {
      skipped: `no DATABASE_URL, and no PostgreSQL answers at ${address} (${(error as Error).message})`,
    };
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${BENCH_DATABASE}`;
  return { url: server.toString(), where };
}

export async function benchReads(): Promise<Record<string, string>> {
  const started = Date.now();
  const postgres = await freshBenchDatabase();
  const figures: Record<string, string> = {
    setup: `each read by turns, bare, early then hook, ${ROUNDS} rounds of ${SECONDS} s after ${WARM_SECONDS} s of warm-up each; medians (ratio: the median of the rounds' ratios); autocannon in this process, ${CONNECTIONS} connections, accept-encoding gzip, national-id ${NATIONAL}; the bare server repeats the body and every header but ${NODE_ADDS.join(', ')} (Node's own); ${PIN ? `both servers pinned to core ${PIN.servers}, autocannon to cores ${PIN.others}` : 'no pinning'}; ${CORES} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
    databases: `PGlite in memory; ${'url' in postgres ? `PostgreSQL on ${postgres.where}, dropped and seeded afresh` : `PostgreSQL skipped: ${postgres.skipped}`}`,
  };
  if (PIN) spawnSync('taskset', ['-a', '-p', '-c', PIN.others, String(process.pid)]);
  try {
    const passes: [string, Row[]][] = [['PGlite', await pass('PGlite', null)]];
    if ('url' in postgres) passes.push(['PostgreSQL', await pass('PostgreSQL', postgres.url)]);
    else progress(`PostgreSQL skipped: ${postgres.skipped}`);
    const width = Math.max(...passes.flatMap(([, rows]) => rows.map((r) => r.name.length)));
    for (const [database, rows] of passes)
      for (const row of rows) figures[`${database.padEnd(10)} ${row.name.padEnd(width)}`] = row.value;
    figures['whole suite'] = `${((Date.now() - started) / 60_000).toFixed(1)} min`;
    return figures;
  } finally {
    for (const child of spawned) child.kill('SIGKILL');
    if (PIN) spawnSync('taskset', ['-a', '-p', '-c', `0-${CORES - 1}`, String(process.pid)]);
  }
}
