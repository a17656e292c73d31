import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function folderSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderSize(full) : statSync(full).size);
  }, 0);
}

/** Runs `npm start` on a data folder until /healthz answers; returns seconds to ready. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      if (performance.now() - started > 300_000) throw new Error('the server did not start within 300 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** First start (creates and seeds the embedded database) and second start (reuses it). */
export async function benchStartup(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-'));
  try {
    const first = await timeStart(dataDir);
    const second = await timeStart(dataDir);
    return {
      'first npm start to ready (empty database, demo seeded)': `${first.toFixed(1)} s`,
      'second npm start to ready (data reused)': `${second.toFixed(1)} s`,
      'demo database size on disk': `${(folderSize(dataDir) / 1024 / 1024).toFixed(1)} MiB`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
