import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts `server/src/server.ts` as its own process (demo off, warnings only) and resolves with its
 * port once it is ready. `env` adds to this process's environment.
 */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      DEMO_LIVE: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the server did not start within 60 s')), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}`));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready in [\d.]+ s: http:\/\/localhost:(\d+)\//.exec(output);
      if (ready) {
        clearTimeout(timer);
        child.stdout!.off('data', read);
        resolve({ child, port: Number(ready[1]) });
      }
    };
    child.stdout!.on('data', read);
    // Keep draining both pipes so a chatty server never blocks.
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
