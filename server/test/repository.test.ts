/**
 * The repository stands alone: no code reads outside it, and a clean clone installs from the
 * lock file alone (`npm ci`), on any platform, on the Node version the project declares,
 * without a warning and without rewriting the lock file.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
const rootPackage = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
/** The package name of a lock entry: 'node_modules/a/node_modules/@b/c' → '@b/c'. */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The lock entry Node would load `name` from when required by the entry at `from`. */
function resolveLocked(from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!at) return undefined;
    const i = at.lastIndexOf('/node_modules/');
    at = i < 0 ? '' : at.slice(0, i);
  }
}

describe('the repository', () => {
  it('should read no file outside itself', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], {
      cwd: root,
    })
      .toString()
      .split('\0')
      .filter(Boolean);
    const relative: string[] = [];
    const outside: string[] = [];
    for (const file of files)
      for (const [, literal] of read(file).matchAll(/['"`]((?:\.\.\/)+[^'"`$\n]*)['"`]/g)) {
        relative.push(`${file}: ${literal}`);
        const target = path.resolve(root, path.dirname(file), literal!);
        if (path.relative(root, target).startsWith('..')) outside.push(`${file}: ${literal}`);
      }
    expect(outside).toEqual([]);
    // Guards: the relative paths were found, among them the data the tests read.
    expect(relative.length).toBeGreaterThan(100);
    expect(relative).toContain(
      'server/src/import/english/convert.test.ts: ../../../../datasets/english-league',
    );
  });

  it('should lock every platform’s build of each optional binary, so no install adds one', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [key, entry] of Object.entries(lock.packages))
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        checked++;
        if (!resolveLocked(key, name)) missing.push(`${key || '(root)'} → ${name}`);
      }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    // The native builds Vite (rolldown, lightningcss, esbuild) and Biome need, beyond this machine's.
    for (const name of [
      '@rolldown/binding-darwin-arm64',
      '@rolldown/binding-win32-x64-msvc',
      'lightningcss-darwin-arm64',
      '@esbuild/darwin-arm64',
      '@esbuild/win32-x64',
      '@biomejs/cli-darwin-arm64',
      '@biomejs/cli-win32-x64',
      '@biomejs/cli-linux-arm64-musl',
    ])
      expect(lock.packages[`node_modules/${name}`], name).toMatchObject({ optional: true });
  });

  it('should lock only packages that run on the oldest Node the project declares', () => {
    const oldest = semver.minVersion(rootPackage.engines.node)!.version;
    expect(oldest).toBe('20.19.0');
    const newer = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
        return range && !semver.satisfies(oldest, range);
      })
      .map(
        ([key, entry]) => `${key}@${entry.version} needs Node ${(entry.engines as { node: string }).node}`,
      );
    expect(newer).toEqual([]);
  });

  it('should say which locked packages may run install scripts', () => {
    const scripted = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => nameOf(key));
    expect(scripted.length).toBeGreaterThan(0);
    expect(scripted.filter((name) => rootPackage.allowScripts?.[name] === undefined)).toEqual([]);
  });

  it('should leave Lighthouse out of the install (the web benchmark fetches it when asked)', () => {
    const heavy = Object.keys(lock.packages).filter((key) =>
      ['lighthouse', 'puppeteer-core', '@sentry/node', 'chrome-launcher'].includes(nameOf(key)),
    );
    expect(heavy).toEqual([]);
    // `npm run bench -- web --lighthouse`: the root script must hand the flag on, not npm take it.
    expect(rootPackage.scripts.bench).toBe('npm run bench --workspace bench --');
  });

  it('should install in CI from the lock file alone', () => {
    const commands = read('.ci/run')
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'));
    expect(commands).toContain('npm ci --no-audit --no-fund');
    expect(commands.filter((line) => /\bnpm (install|i)\b/.test(line))).toEqual([]);
  });
});
