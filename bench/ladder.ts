import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_PREFIX, computeLadder } from '@touchline/domain';
import autocannon from 'autocannon';
import { syntheticSeason, TEMPLATE } from './synthetic';

const TEAMS = 64;
const MATCHES = 2000;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The pure engine: the full ladder with per-round ladders, 64 teams and 2,000 matches. */
function timeCompute(): string {
  const season = syntheticSeason(TEAMS, MATCHES);
  const run = () => computeLadder({ teams: season.teams, matches: season.matches, template: TEMPLATE });
  for (let i = 0; i < 5; i++) run();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return `${median(times).toFixed(1)} ms median of 30 (min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms)`;
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
    ...(await timeHttp()),
  };
}
