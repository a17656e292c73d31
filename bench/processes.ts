/** The benchmarks' child processes: started with tsx, asked over IPC, and ended together. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** Every process this suite started, so that a failure or the deadline ends them all. */
const spawned = new Set<ChildProcess>();

/** Ends every process started here: after a failure or the deadline. */
export function killSpawned() {
  for (const child of spawned) child.kill('SIGKILL');
}

/**
 * Node with tsx in a shell that first raises the open-file limit to the hard limit, on the
 * given cores (a taskset list) when pinning.
 */
export function spawnNode(file: string, cores: string | null): ChildProcess {
  const child = spawn(
    'bash',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
      'bash',
      ...(cores ? ['taskset', '-c', cores] : []),
      process.execPath,
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, file),
    ],
    { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  spawned.add(child);
  child.on('exit', () => spawned.delete(child));
  return child;
}

/** Sends a command to a child and resolves with its next message of type `type`. */
export function ask<T extends { type: string }>(
  child: ChildProcess,
  command: object,
  type: string,
  timeoutMs: number,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no ${type} reply within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: T) => message?.type === type && done(null, message);
    const onExit = (code: number | null) => done(new Error(`a bench process exited with ${code}`));
    function done(error: Error | null, message?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(command);
  });
}

/** The p-th percentile of sorted samples. */
export function percentile(sorted: Float64Array, p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
