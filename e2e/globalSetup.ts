import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { webBuild } from '../scripts/web-build';
import { type FakeWeather, startFakeWeather } from '../server/test/fakeWeather';
import { FAKE_PUSH_CA_PATH } from '../server/test/push/fakePushService';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The deployment of national 14, the default. */
    baseUrl: string;
    /** A second deployment of the same build showing national 12 (NATIONAL_ID=12). */
    baseUrl12: string;
    /** Scoring tokens (superAdmin of the national) for the write API. */
    token14: string;
    token12: string;
    /** National 14's data folder, for the import command (it hands the file to that server). */
    dataDir14: string;
    /**
     * The port a test's fake push service listens on (server/test/push): the servers send
     * notifications to it, and trust its certificate, as they would a browser's push service.
     */
    pushPort: number;
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
const run = promisify(execFile);
const TSX = ['--import', 'tsx'];

/**
 * Seeds the demo once, mints a scoring token per national, and starts the real server twice on
 * free ports: national 14 and, from a copy of the same data, national 12, both serving the
 * production build of the web app the tests share (scripts/web-build.ts: made here, meanwhile,
 * unless these sources were built already). Demo matches are not played by the demo scorer
 * here, so the tests alone decide what happens in a match. A local stand-in for the forecast
 * service gives matches their weather; push endpoints on `pushPort` of loopback are allowed.
 */
export default async function setup(project: TestProject) {
  const built = webBuild((line) => console.log(line));
  // Caught now, thrown below: a build that fails while the demo is seeded is not left unheard.
  built.catch(() => {});
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
  const dataDir12 = `${dataDir}-12`;
  const cli = async (script: string, args: string[] = []) =>
    (
      await run(process.execPath, [...TSX, `server/src/cli/${script}`, ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      })
    ).stdout;
  const token = async (national: number) =>
    (
      await cli('token.ts', [
        'create',
        '--role',
        'superAdmin',
        '--scope',
        `national:${national}`,
        '--national',
        `${national}`,
      ])
    )
      .trim()
      .split('\n')
      .at(-1)!;

  await cli('seedDemo.ts');
  const [token14, token12] = [await token(14), await token(12)];
  // A PGlite folder belongs to one process: the second server gets its own copy.
  cpSync(dataDir, dataDir12, { recursive: true });

  // Every server of the run serves it, the tests' own (e2e/proxyStack.ts) included.
  process.env.WEB_DIR = await built;
  const weather = await startFakeWeather();
  const pushPort = await freePort();
  const servers: Started[] = [];
  const cleanup = async () => {
    await Promise.all(servers.map(stop));
    await weather.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dataDir12, { recursive: true, force: true });
  };
  try {
    const started = await Promise.all([
      startServer(dataDir, 14, weather, pushPort, servers),
      startServer(dataDir12, 12, weather, pushPort, servers),
    ]);
    project.provide('baseUrl', started[0]);
    project.provide('baseUrl12', started[1]);
    project.provide('token14', token14);
    project.provide('token12', token12);
    project.provide('dataDir14', dataDir);
    project.provide('pushPort', pushPort);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return cleanup;
}

interface Started {
  child: ChildProcess;
  output: string;
}

async function startServer(
  dataDir: string,
  nationalId: number,
  weather: FakeWeather,
  pushPort: number,
  servers: Started[],
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...TSX, 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NATIONAL_ID: String(nationalId),
      SEED_DEMO: 'true',
      DEMO_LIVE: 'false',
      WEATHER_API_URL: weather.url('ok'),
      WEATHER_API_KEY: 'e2e',
      PUSH_ALLOWED_HOSTS: `127.0.0.1:${pushPort}`,
      NODE_EXTRA_CA_CERTS: FAKE_PUSH_CA_PATH,
      LOG_LEVEL: 'warn',
    },
    // Its own process group, so teardown stops it and anything beneath it together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Started = { child, output: '' };
  servers.push(started);
  child.stdout?.on('data', (chunk) => (started.output += chunk));
  child.stderr?.on('data', (chunk) => (started.output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    throw new Error(
      `National ${nationalId}: ${(error as Error).message}\n--- server output ---\n${started.output}`,
    );
  }
  return baseUrl;
}

/** A port nothing listens on now, for a server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the server at `baseUrl` answers /healthz, or fails once the process exits. */
export async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** Stops a process started `detached` (its own group), and whatever it started, and waits for it. */
export async function stop({ child }: Pick<Started, 'child'>) {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // Already gone.
  }
  await exited;
}
