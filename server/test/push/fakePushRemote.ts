import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FakePushOptions,
  FakePushStats,
  FakeSubscription,
  PushMessage,
  PushRejection,
} from './fakePushService';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = path.join(import.meta.dirname, 'fakePushProcess.ts');

/** The requests fakePushProcess.ts answers, each with a reply carrying the same `id`. */
export type FakePushRequest = { id: number } & (
  | { op: 'start'; options: FakePushOptions }
  | { op: 'subscribers'; count: number }
  | { op: 'received'; all?: boolean }
  | { op: 'waitForCount'; count: number; timeoutMs?: number }
  | { op: 'gone'; endpoint: string }
  | { op: 'stats' }
  | { op: 'clear' }
  | { op: 'close' }
);
type Op = FakePushRequest['op'];
type Args<O extends Op> = Omit<Extract<FakePushRequest, { op: O }>, 'id' | 'op'>;

export type FakePushResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

/** What the process reports about what it received: counts, and the last message. */
export interface FakePushSummary {
  count: number;
  rejected: number;
  last: PushMessage | null;
  lastRejection: PushRejection | null;
  /** Date.now() in the fake when the first and last message were accepted. */
  firstAt: number | null;
  lastAt: number | null;
  /** Every message, only when asked with `received(true)`. */
  messages?: PushMessage[];
}

/** The fake push service running in a child process. */
export interface RemoteFakePush {
  origin: string;
  ca: string;
  caPath: string;
  pid: number;
  /** `count` new subscribers, made in the child (which keeps their private keys). */
  subscribers(count: number): Promise<FakeSubscription[]>;
  received(all?: boolean): Promise<FakePushSummary>;
  /** Resolves once `count` messages were accepted; rejects after `timeoutMs` (default 10 s). */
  waitForCount(count: number, timeoutMs?: number): Promise<FakePushSummary>;
  gone(endpoint: string): Promise<void>;
  /** The child's counters, with its own CPU time. */
  stats(): Promise<FakePushStats>;
  clear(): Promise<void>;
  /** Closes the server and ends the child. */
  close(): Promise<void>;
}

/** Forks fakePushProcess.ts (with tsx) and starts the fake in it. */
export async function startFakePushProcess(options: FakePushOptions = {}): Promise<RemoteFakePush> {
  const child: ChildProcess = fork(ENTRY, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  child.on('message', (message: FakePushResponse) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(new Error(`fake push process: ${message.error}`));
  });
  child.on('exit', (code, signal) => {
    for (const waiting of pending.values()) {
      waiting.reject(new Error(`fake push process exited (${code ?? signal})`));
    }
    pending.clear();
  });

  function call<O extends Op>(op: O, args: Args<O>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error('fake push process is not running'));
      const id = ++next;
      pending.set(id, { resolve, reject });
      child.send({ id, op, ...args });
    });
  }

  const started = (await call('start', { options }).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  })) as { origin: string; caPath: string; pid: number };
  return {
    origin: started.origin,
    ca: readFileSync(started.caPath, 'utf8'),
    caPath: started.caPath,
    pid: started.pid,
    subscribers: (count) => call('subscribers', { count }) as Promise<FakeSubscription[]>,
    received: (all = false) => call('received', { all }) as Promise<FakePushSummary>,
    waitForCount: (count, timeoutMs) =>
      call('waitForCount', {
        count,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      }) as Promise<FakePushSummary>,
    gone: async (endpoint) => void (await call('gone', { endpoint })),
    stats: () => call('stats', {}) as Promise<FakePushStats>,
    clear: async () => void (await call('clear', {})),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await call('close', {}).catch(() => undefined);
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
