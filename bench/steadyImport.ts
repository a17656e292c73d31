/**
 * Does an import freeze the embedded server? The probe's method: a server on a fresh PGlite
 * data folder (the demo seeded, its matches played live), then `npm run import` of the demo's
 * national 14 (≈5.4 MB of JSON) through the admin socket, while this process asks for /healthz
 * and a cached public read every 50 ms each. Every answer's time is kept, from the request sent
 * to its last byte, during the import and for 3 s after it, while the answers it changed are
 * built again; the goal is none over 500 ms. The import runs in a process of its own, as
 * the command does, so only the server's event loop is measured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@touchline/domain';
import { generateDemo } from '../server/src/demo/generate';

const root = path.resolve(import.meta.dirname, '..');
const EVERY_MS = 50;
const SLOW_MS = 500;
/** How long the pings go on after the import, while the answers it changed are built again. */
const AFTER_MS = 3000;
const progress = (line: string) => process.stderr.write(`steady: ${line}\n`);

/** STEADY_PORT, or a free port. */
async function freePort(): Promise<number> {
  const fixed = Number(process.env.STEADY_PORT);
  if (fixed) return fixed;
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One GET's time to its last byte, in ms, or Infinity when it failed. */
function timedGet(port: number, url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const sent = request({ host: '127.0.0.1', port, path: url, headers: { 'national-id': '14' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Infinity));
    });
    sent.on('error', () => resolve(Infinity));
    sent.end();
  });
}

/** Asks for `url` every 50 ms until stopped, each request on its own, keeping every time. */
function pinger(port: number, url: string) {
  const times: Promise<number>[] = [];
  const timer = setInterval(() => times.push(timedGet(port, url)), EVERY_MS);
  return async () => {
    clearInterval(timer);
    return Promise.all(times);
  };
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const failed = sorted.filter((t) => t === Infinity).length;
  const ms = (t: number) => (t === Infinity ? 'failed' : `${t.toFixed(0)} ms`);
  return [
    `${sorted.length} requests`,
    `p50 ${ms(at(0.5))}`,
    `p99 ${ms(at(0.99))}`,
    `max ${ms(sorted.at(-1) ?? 0)}`,
    `${sorted.filter((t) => t > SLOW_MS).length} over ${SLOW_MS} ms`,
    ...(failed ? [`${failed} failed`] : []),
  ].join(', ');
}

function startServer(dataDir: string, port: number): ChildProcess {
  // STEADY_SERVER_ARGS: Node options for the server, such as --cpu-prof to see what blocks it.
  const options = process.env.STEADY_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...options, '--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function untilHealthy(child: ChildProcess, port: number) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if ((await timedGet(port, '/healthz')) !== Infinity) return;
    if (performance.now() - started > 300_000) throw new Error('the server did not start within 300 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs `npm run import` (its script, without npm) on the data folder; resolves with seconds. */
function runImport(dataDir: string, file: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/import.ts', file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`the import exited with ${code}: ${errors.slice(-500)}`)),
    ),
  );
}

/** The import part of the `steady` suite. */
export async function benchSteadyImport(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-steady-'));
  const port = await freePort();
  const file = path.join(dataDir, 'national14.json');
  const [national14] = generateDemo({ now: new Date() });
  const text = JSON.stringify(national14);
  writeFileSync(file, text);
  progress(`starting an embedded server (seeding the demo) on port ${port}`);
  const server = startServer(path.join(dataDir, 'data'), port);
  try {
    await untilHealthy(server, port);
    const live = `${API_PREFIX}/live`;
    const read = `${live}/competitions`;
    if ((await timedGet(port, read)) === Infinity) throw new Error(`GET ${read} failed`);
    progress(`importing ${(text.length / 1e6).toFixed(1)} MB while pinging /healthz and ${read}`);
    const stops = [pinger(port, '/healthz'), pinger(port, read)];
    const seconds = await runImport(path.join(dataDir, 'data'), file);
    await new Promise((r) => setTimeout(r, AFTER_MS));
    const [health, reads] = await Promise.all(stops.map((stop) => stop()));
    return {
      [`import of ${(text.length / 1e6).toFixed(1)} MB through the running server`]: `${seconds.toFixed(1)} s`,
      'GET /healthz every 50 ms during it and 3 s after': summary(health!),
      [`GET ${read.replace(API_PREFIX, '')} (cached) every 50 ms during it and 3 s after`]: summary(reads!),
    };
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
