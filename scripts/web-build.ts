// `npx tsx scripts/web-build.ts` (`npm run test:build`): the production build of the web app that
// the tests read (web/test/budget.test.ts, server/test/webApp.test.ts and the browser tests),
// made once per state of its sources and kept under node_modules/.cache. Prints its folder.
// The tests call webBuild() themselves, so a fresh clone needs nothing built first; CI builds
// here first, so that its time is counted once and apart from the tests'.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules/.cache/touchline-web');
/** Written last into a finished build: a folder without it is not one. */
const STAMP = '.touchline-build.json';
/** Builds of other sources kept besides the newest, for a run still serving one of them. */
const KEEP = 2;

/**
 * What the build reads: the web app (its sources, pages, boot script, public files and Vite
 * config), the domain package it bundles, the TypeScript settings, the installed versions (as
 * the lock file pins them) and this script, which says how to build.
 */
const INPUTS = ['web', 'domain', 'tsconfig.base.json', 'package-lock.json', 'scripts/web-build.ts'];
/** Never bundled: dependencies (the lock file stands for them), builds, tests. */
const SKIPPED = /(^|\/)(node_modules|dist|test)(\/|$)|\.test\.[cm]?[jt]sx?$/;

/** A hash of every input file's path and contents. */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    if (SKIPPED.test(relative)) return;
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.posix.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`);
    hash.update(createHash('sha256').update(readFileSync(full)).digest());
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex').slice(0, 16);
}

/**
 * How long a test may wait for webBuild(): a build takes most of a minute on a busy two-core
 * machine, and a test file that finds another one building waits for it as long.
 */
export const WEB_BUILD_TIMEOUT_MS = 300_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const finished = (dir: string) => existsSync(path.join(dir, STAMP));

/** Whether the process that wrote `pidFile` is still running (yes, while it is being written). */
function alive(pidFile: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The folder of a production build of the web app as its sources are now: the one already
 * made, or one made now (by `vite build`, as `npm run build` does, into a folder of its own, so
 * web/dist, which a running server may be serving, is left alone). Processes asking at once
 * (test files in parallel) share one build: one builds while the others wait for it.
 */
export async function webBuild(log: (line: string) => void = () => {}): Promise<string> {
  const hash = sourcesHash();
  const dir = path.join(CACHE, hash);
  if (finished(dir)) return dir;
  mkdirSync(CACHE, { recursive: true });
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (finished(dir)) return dir;
    // A builder that died leaves its lock behind: take it over.
    if (!alive(path.join(lock, 'pid'))) rmSync(lock, { recursive: true, force: true });
    else await sleep(500);
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    if (finished(dir)) return dir;
    const started = performance.now();
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    await viteBuild(building);
    writeFileSync(path.join(building, STAMP), JSON.stringify({ sources: hash, builtAt: new Date() }));
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    prune(hash);
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** `vite build` with the web app's config into `outDir`, in a process of its own. */
function viteBuild(outDir: string): Promise<void> {
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  // A production build, whoever asks: a test runner's NODE_ENV=test would bundle React's
  // development build, and its own variables are none of the build's business.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^VITEST/.test(name)));
  const child = spawn(
    process.execPath,
    [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: ROOT, env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the web app failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Removes all but the newest KEEP builds of other sources, and what builders that died left. */
function prune(current: string) {
  const names = readdirSync(CACHE);
  const builds = names
    .filter((name) => name !== current && /^[0-9a-f]{16}$/.test(name))
    .map((name) => ({ name, at: statSync(path.join(CACHE, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const unfinished = names.filter(
    (name) => name.endsWith('.building') && !names.includes(name.replace(/\.building$/, '.lock')),
  );
  for (const name of [...builds.slice(KEEP).map((b) => b.name), ...unfinished])
    rmSync(path.join(CACHE, name), { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const dir = await webBuild((line) => console.error(line));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`The web app for these sources: ${path.relative(ROOT, dir)} (${seconds} s)`);
  console.log(dir);
}
