import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PREFIX, computeLadder, gridironLadderTemplate } from '@touchline/domain';
import autocannon from 'autocannon';
import { gridironSeason, syntheticSeason, TEMPLATE } from './synthetic';

const TEAMS = 64;
const MATCHES = 2000;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median, min and max of 30 timed runs after 5 to warm up, in milliseconds. */
function time(run: () => unknown) {
  for (let i = 0; i < 5; i++) run();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

const describe = (t: ReturnType<typeof time>) =>
  `${t.median.toFixed(1)} ms median of 30 (min ${t.min.toFixed(1)} ms, max ${t.max.toFixed(1)} ms)`;

/** The pure engine: the full ladder with per-round ladders, 64 teams and 2,000 matches. */
function timeCompute(): string {
  const season = syntheticSeason(TEAMS, MATCHES);
  return describe(
    time(() => computeLadder({ teams: season.teams, matches: season.matches, template: TEMPLATE })),
  );
}

/**
 * Gridiron standings of a 32-team season with per-round ladders, by conference (each division's
 * best found first, then the places between divisions), against the same season on the points
 * template (no tie-breaker chain) in the same run: the ratio is what gridiron's chains cost.
 */
function timeGridiron(): Record<string, string> {
  const { teams, matches } = gridironSeason();
  const gridiron = time(() =>
    computeLadder({ teams, matches, template: gridironLadderTemplate(), groupBy: 'conference' }),
  );
  const points = time(() => computeLadder({ teams, matches, template: TEMPLATE, groupBy: 'conference' }));
  const ladder = computeLadder({ teams, matches, template: gridironLadderTemplate(), groupBy: 'conference' });
  const broken = ladder.teams.filter((r) => r.separatedFromNext?.kind === 'tieBreaker').length;
  return {
    [`computeLadder, gridiron template, 32 teams, ${matches.length} games, by conference`]: `${describe(gridiron)}; ${broken} of 30 places settled by a tie-breaker`,
    'the same season on the points template': describe(points),
    'gridiron / points (the chains’ cost)': `${(gridiron.median / points.median).toFixed(2)}×`,
  };
}

async function requestsPerSecond(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: 5, pipelining: 1 });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Starts bench/serve.ts in a child process and resolves with its port. */
function startServer(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), String(TEAMS), String(MATCHES)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

/** The time and size of a call's first answer (computed, then cached). */
async function firstCall(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'national-id': '77' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const size = (await response.arrayBuffer()).byteLength;
  return `${(performance.now() - started).toFixed(0)} ms, ${(size / 1024).toFixed(0)} KiB of JSON`;
}

/** Requests per second of the cached ladder call and the cached matches-by-competition call. */
async function timeHttp(): Promise<Record<string, string>> {
  const { port, stop } = await startServer();
  try {
    const base = `http://127.0.0.1:${port}${API_PREFIX}/live`;
    const headers = { 'national-id': '77', 'accept-encoding': 'gzip' };
    const competitions = (await (await fetch(`${base}/competitions`, { headers })).json()) as {
      data: { _id: number }[];
    };
    const id = competitions.data[0]!._id;
    const ladderFirst = await firstCall(`${base}/ladders/competition/${id}`);
    const ladder = await requestsPerSecond(`${base}/ladders/competition/${id}`, headers);
    const matchesFirst = await firstCall(`${base}/matches/competitions/${id}`);
    const matches = await requestsPerSecond(`${base}/matches/competitions/${id}`, headers);
    return {
      'ladder call, first (computed, then cached)': ladderFirst,
      'ladder call, reuse path (gzip)': `${ladder.toFixed(0)} req/s`,
      [`matches-by-competition call, ${MATCHES} matches, first (computed, then cached)`]: matchesFirst,
      'matches-by-competition call, reuse path (gzip)': `${matches.toFixed(0)} req/s`,
    };
  } finally {
    stop();
  }
}

export async function benchLadder(): Promise<Record<string, string>> {
  return {
    [`computeLadder, ${TEAMS} teams, ${MATCHES} matches, with per-round ladders`]: timeCompute(),
    ...timeGridiron(),
    ...(await timeHttp()),
  };
}
