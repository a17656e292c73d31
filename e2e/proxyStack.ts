import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, stop, waitForHealth } from './globalSetup';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Debian's nginx; only the binary is used, never its own service or configuration. */
export const NGINX = '/usr/sbin/nginx';
/** The deployed configuration, used as it is but for the nodes' ports and the listen port. */
const CONF = path.join(ROOT, 'deploy/nginx/touchline.conf');
/** The test's own database, so the other tests' data and this one's never meet. */
const DATABASE = 'touchline_proxy';

/** Touchline nodes sharing one PostgreSQL and one Redis, with nginx in front of them. */
export interface ProxyStack {
  /** nginx's address. */
  url: string;
  /** Each node's own address, for what must bypass the proxy. */
  nodes: string[];
  /** The nodes' database. */
  databaseUrl: string;
  close(): Promise<void>;
}

interface Running {
  child: ChildProcess;
  output: string;
}

/**
 * Creates a fresh database, starts two nodes on it (the first seeds the demo, so they never
 * race to), then nginx with a copy of deploy/nginx/touchline.conf pointing at them. PostgreSQL
 * and Redis come from DATABASE_URL and REDIS_URL, or the CI machine's defaults.
 */
export async function startProxyStack(): Promise<ProxyStack> {
  if (!existsSync(NGINX))
    throw new Error(
      `${NGINX} is missing: install Debian's nginx package (the test runs the binary with its own configuration)`,
    );
  const databaseUrl = await createDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-proxy-'));
  const running: Running[] = [];
  const close = async () => {
    await Promise.all(running.map(stop));
    await dropDatabase().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const nodes: string[] = [];
    for (const _ of [1, 2]) nodes.push(await startNode(databaseUrl, running));
    const url = await startNginx(dir, nodes, running);
    return { url, nodes, databaseUrl, close };
  } catch (error) {
    const output = running.map((r) => r.output).join('\n');
    await close();
    throw new Error(`${(error as Error).message}\n--- output ---\n${output}`);
  }
}

const adminUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Two Touchline nodes need PostgreSQL (DATABASE_URL, else ${adminUrl()}): ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** (Re)creates the test's database and returns its URL; a run that crashed left its copy behind. */
async function createDatabase(): Promise<string> {
  await admin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  });
  const url = new URL(adminUrl());
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

function dropDatabase() {
  return admin((client) => client.query(`drop database if exists ${DATABASE} with (force)`));
}

async function startNode(databaseUrl: string, running: Running[]): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      // A channel of this run's own, should other Touchline nodes share the Redis.
      REDIS_PREFIX: `touchline-proxy-${process.pid}:`,
      NATIONAL_ID: '14',
      SEED_DEMO: 'true',
      DEMO_LIVE: 'false',
      WEATHER_API_URL: '',
      LOG_LEVEL: 'warn',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node = track(child, running);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, node.child);
  return url;
}

/**
 * The deployed file with the test's ports: the upstream's `server` lines become the nodes and
 * `listen` a free local port. The cache folder is relative, so it lands in nginx's prefix (the
 * temp folder). Each change must apply, so the file and the test cannot drift apart unseen.
 */
function testConfig(port: number, nodes: string[]): string {
  let conf = readFileSync(CONF, 'utf8');
  const servers = /^( *)server \S+:\d+[^;\n]*;\n/gm;
  const found = conf.match(servers)?.length ?? 0;
  if (found < 2) throw new Error(`${CONF}: expected the upstream's server lines, found ${found}`);
  let first = true;
  conf = conf.replace(servers, (_, indent: string) => {
    if (!first) return '';
    first = false;
    return nodes.map((node) => `${indent}server ${new URL(node).host};\n`).join('');
  });
  if (!/^ *listen 80;$/m.test(conf)) throw new Error(`${CONF}: expected 'listen 80;'`);
  return conf.replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

async function startNginx(dir: string, nodes: string[], running: Running[]): Promise<string> {
  const port = await freePort();
  writeFileSync(path.join(dir, 'touchline.conf'), testConfig(port, nodes));
  // Workers of a root master would run as nobody, who cannot enter a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n  ');
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `${user}
worker_processes 1;
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${temp}
  include ${path.join(dir, 'touchline.conf')};
}
`,
  );
  const child = spawn(
    NGINX,
    ['-p', `${dir}/`, '-c', main, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const nginx = track(child, running);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, nginx.child);
  } catch (error) {
    const log = path.join(dir, 'error.log');
    const errors = existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`nginx: ${(error as Error).message}\n${nginx.output}${errors}`);
  }
  return url;
}

function track(child: ChildProcess, running: Running[]): Running {
  const started: Running = { child, output: '' };
  running.push(started);
  child.stdout?.on('data', (chunk) => (started.output += chunk));
  child.stderr?.on('data', (chunk) => (started.output += chunk));
  return started;
}
