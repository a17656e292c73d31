#!/usr/bin/env node
// `npm start`: build the web app if its sources changed since the last build, then run the
// server (API, web app and, on first start, the demo data) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'].map((p) =>
  path.join(root, p),
);

/** The newest modification time under a file or folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newest(path.join(target, name))),
    stat.mtimeMs,
  );
}

if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server/src/server.ts'));
