/**
 * The live stream under load (issue 4): a scorer's POST to receipt by each of 1,000 and then
 * 10,000 SSE subscribers of one match on loopback; the server's memory per subscriber; and
 * frames delivered per second per core.
 *
 * Three kinds of process: the server (bench/serveLive.ts, one Node thread with PGlite in it),
 * CLIENTS load generators (bench/streamClients.ts: raw sockets, minimal parsing) holding the
 * streams, and this one, which only sends the POSTs and stamps them. With 2 or more cores the
 * server is pinned to a core of its own and the rest share the others (see PIN). Send and
 * receipt times are process.hrtime: CLOCK_MONOTONIC, one clock for every process.
 *
 * Every receipt counts: a stream dropped during a round, or a message still missing a minute
 * later, counts as an infinite latency, and the drops are reported (those the server made as
 * slow readers apart). The server's full GC for the memory figures is never taken just
 * before a measured round.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '@touchline/domain';
import { ask, killSpawned, percentile, spawnNode } from './processes';
import { type ClientCommand, type ClientReply, clockMs } from './streamClients';

const NATIONAL = 14;
const STEPS = (process.env.STREAM_SUBSCRIBERS ?? '1000,10000').split(',').map(Number);
const CLIENTS = Number(process.env.STREAM_CLIENTS ?? Math.max(1, os.cpus().length - 1));
const POSTS = 20;
const GAP_MS = 200;
/** Streams each client process opens at once. */
const CONCURRENCY = 100;
/** The whole suite gives up after this long. */
const DEADLINE_MS = 20 * 60_000;

interface ServerStats {
  type: 'stats';
  memory: NodeJS.MemoryUsage;
  cpuMs: number;
  /** Kernel time; on loopback a send also runs the receiving side's TCP work. */
  systemMs: number;
  subscribers: number;
  /** Streams attached and caught up, which the hub feeds as messages come. */
  live: number;
  /** Streams the hub dropped as slow readers, since it started. */
  dropped: number;
  gc: boolean;
}

/**
 * With 2 or more cores (and taskset), the server has core 0 to itself and the clients and this
 * process share the rest, as if they were other machines; STREAM_PIN=0 lets the scheduler
 * place them. Either way the kernel's loopback work for a frame runs on the sending core.
 */
const CORES = os.cpus().length;
const PIN =
  process.env.STREAM_PIN !== '0' && CORES >= 2 && spawnSync('taskset', ['-V']).status === 0
    ? { server: '0', others: `1-${CORES - 1}` }
    : null;

function startServer(): Promise<{ child: ChildProcess; port: number; matchId: number; token: string }> {
  const child = spawnNode('serveLive.ts', PIN?.server ?? null);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('the stream server was not ready within 5 min')),
      300_000,
    );
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const ready = /READY (\d+) (\d+) (\S+)/.exec(out);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.resume();
      resolve({ child, port: Number(ready[1]), matchId: Number(ready[2]), token: ready[3]! });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stream server exited with ${code}`));
    });
  });
}

const postAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One field goal through the scoring API; resolves with when it was sent and answered. */
function postGoal(
  port: number,
  matchId: number,
  token: string,
  n: number,
): Promise<{ sent: number; answered: number }> {
  const body = JSON.stringify({ type: 4, isHomeTeam: n % 2 === 0, period: 3, min: n % 60, sec: n % 60 });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API_PREFIX}/live/matches/${matchId}/scorings`,
        agent: postAgent,
        headers: {
          'national-id': String(NATIONAL),
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ sent, answered: clockMs() })
            : reject(new Error(`POST ${res.statusCode}: ${text}`)),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('POST timed out')));
    req.on('error', reject);
    const sent = clockMs();
    req.end(body);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (n: number) => n.toLocaleString('en');

const progressOf = async (clients: ChildProcess[]) => {
  const replies = await Promise.all(
    clients.map((c) =>
      ask<Extract<ClientReply, { type: 'progress' }>>(c, { type: 'progress' }, 'progress', 30_000),
    ),
  );
  return {
    received: replies.reduce((n, p) => n + p.received, 0),
    open: replies.reduce((n, p) => n + p.open, 0),
    dropped: replies.reduce((n, p) => n + p.dropped, 0),
  };
};

/**
 * With every stream open, sends the POSTs (GAP_MS apart, or back to back when gap is 0) and
 * waits until every open stream has every message; answers the latencies and receipts. A
 * receipt that never came (its stream was dropped, or it was still missing after a minute)
 * counts as an infinite latency, so it is in every percentile it would reach.
 */
async function round(
  clients: ChildProcess[],
  post: (n: number) => Promise<{ sent: number; answered: number }>,
  first: number,
  gap: number,
) {
  const start = await progressOf(clients);
  const sent: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < POSTS; i++) {
    const posted = await post(first + i);
    sent.push(posted.sent);
    answers.push(posted.answered - posted.sent);
    if (gap) await sleep(gap);
  }
  // Every open stream must have every message; bounded, in case one was dropped.
  const until = Date.now() + 60_000;
  let progress = start;
  for (;;) {
    progress = await progressOf(clients);
    if (progress.received >= start.open * POSTS || Date.now() > until) break;
    await sleep(100);
  }
  const collected = await Promise.all(
    clients.map((c) =>
      ask<Extract<ClientReply, { type: 'collected' }>>(c, { type: 'collect' }, 'collected', 60_000),
    ),
  );
  const byId = new Map<number, number[]>();
  for (const { byId: part } of collected)
    for (const [id, times] of Object.entries(part))
      byId.set(Number(id), [...(byId.get(Number(id)) ?? []), ...times]);
  const ids = [...byId.keys()].sort((a, b) => a - b);
  if (ids.length !== POSTS) throw new Error(`expected ${POSTS} message ids, got ${ids.length}`);
  // The POSTs were sequential and nothing else writes to the match: the k-th id is the k-th POST.
  const latencies: number[] = [];
  let lastReceipt = 0;
  ids.forEach((id, k) => {
    for (const at of byId.get(id)!) {
      latencies.push(at - sent[k]!);
      lastReceipt = Math.max(lastReceipt, at);
    }
  });
  const received = latencies.length;
  const expected = start.open * POSTS;
  for (let i = received; i < expected; i++) latencies.push(Number.POSITIVE_INFINITY);
  return {
    sorted: Float64Array.from(latencies).sort(),
    answers: Float64Array.from(answers).sort(),
    frames: received,
    missing: Math.max(0, expected - received),
    firstSent: sent[0]!,
    lastReceipt,
    open: start.open,
    dropped: progress.dropped - start.dropped,
  };
}

/** p50, p99 and max of a round, with what it lost. */
function latencyFigure(result: Awaited<ReturnType<typeof round>>, serverDropped: number) {
  const { sorted } = result;
  const lost = [
    result.missing ? `${count(result.missing)} receipts missing (counted as never)` : '',
    `${count(result.dropped)} streams dropped (${count(serverDropped)} by the server as slow readers)`,
  ].filter(Boolean);
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1]!)}; ${lost.join('; ')}`;
}

async function measure(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {
    setup: `server: 1 process, 1 Node thread (Fastify + in-process PGlite${process.env.DATABASE_URL ? ', but DATABASE_URL set: PostgreSQL' : ''}); ${CLIENTS} client process${CLIENTS === 1 ? '' : 'es'} hold the streams (raw sockets); this process sends the POSTs; ${PIN ? `the server pinned to core ${PIN.server}, the rest to cores ${PIN.others}` : 'no pinning'}; ${CORES} cores on loopback (${os.cpus()[0]?.model ?? 'cpu'}), load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
  };
  const started = Date.now();
  const server = await startServer();
  figures['server ready'] =
    `${((Date.now() - started) / 1000).toFixed(1)} s (demo seeded, match ${server.matchId})`;
  if (PIN) spawnSync('taskset', ['-a', '-p', '-c', PIN.others, String(process.pid)]);
  const clients = Array.from({ length: CLIENTS }, () => spawnNode('streamClients.ts', PIN?.others ?? null));
  /**
   * The server's figures; with `gc`, after a full collection (for its memory). Never right
   * before a measured round: the collection would leave the write path cold for its first POST.
   */
  const stats = (gc = false) => ask<ServerStats>(server.child, { type: 'stats', gc }, 'stats', 30_000);
  let posted = 0;
  const post = (n: number) => postGoal(server.port, server.matchId, server.token, n);
  try {
    // Warm the write path with no one listening.
    for (let i = 0; i < 3; i++) await post(posted++);
    await sleep(1000);
    const before = await stats(true);
    let previous = { open: 0, stats: before };
    let open = 0;
    let last: ServerStats = before;
    for (const target of STEPS) {
      const more = target - open;
      const openedAt = Date.now();
      const replies = await Promise.all(
        clients.map((c, i) => {
          const share = Math.floor(more / CLIENTS) + (i < more % CLIENTS ? 1 : 0);
          const command: ClientCommand = {
            type: 'open',
            count: share,
            port: server.port,
            matchId: server.matchId,
            national: NATIONAL,
            concurrency: CONCURRENCY,
            timeoutMs: 120_000,
          };
          return ask<Extract<ClientReply, { type: 'opened' }>>(c, command, 'opened', 600_000);
        }),
      );
      const failed = replies.reduce((n, r) => n + r.failed, 0);
      open += replies.reduce((n, r) => n + r.open, 0);
      const errors: Record<string, number> = {};
      for (const r of replies)
        for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
      figures[`streams opened for ${count(target)}`] =
        `${count(open)} open in ${((Date.now() - openedAt) / 1000).toFixed(1)} s (each client process's first with a snapshot, the rest resuming from its id)${failed ? `; ${failed} failed ${JSON.stringify(errors)}` : ''}`;
      if (open === 0) throw new Error(`no stream opened: ${JSON.stringify(errors)}`);
      // Wait until the hub feeds every stream live (attached and caught up).
      const until = Date.now() + 60_000;
      do {
        last = await stats();
        if (last.live >= open) break;
        await sleep(100);
      } while (Date.now() < until);
      await sleep(1000);
      const atStart = await stats();
      const result = await round(clients, post, posted, GAP_MS);
      posted += POSTS;
      // The memory with the streams open, after the round.
      const memory = await stats(true);
      const goal =
        target >= 10_000
          ? ` (goal p99 < 100 ms: ${percentile(result.sorted, 99) < 100 ? 'met' : 'missed'})`
          : '';
      figures[
        `POST → receipt, ${count(result.open)} subscribers (${POSTS} goals ${GAP_MS} ms apart, ${count(result.frames)} receipts)`
      ] = `${latencyFigure(result, memory.dropped - atStart.dropped)}${goal}`;
      open = result.open - result.dropped;
      const perStream = (from: ServerStats, streams: number) => ({
        rss: (memory.memory.rss - from.memory.rss) / streams,
        heap:
          (memory.memory.heapUsed + memory.memory.external - from.memory.heapUsed - from.memory.external) /
          streams,
      });
      const all = perStream(before, open);
      const goalMemory = target >= 10_000 ? ` (goal < 16 KB: ${all.rss < 16 * 1024 ? 'met' : 'missed'})` : '';
      figures[`POST answered (scorer's round trip), ${count(open)} subscribers`] =
        `p50 ${ms(percentile(result.answers, 50))}, max ${ms(result.answers[result.answers.length - 1]!)}`;
      figures[`server memory per subscriber, 0 → ${count(open)} streams`] =
        `RSS ${kb(all.rss)}${goalMemory}, V8 heapUsed + external ${kb(all.heap)}; RSS ${(memory.memory.rss / 2 ** 20).toFixed(0)} MB with the streams, ${(before.memory.rss / 2 ** 20).toFixed(0)} MB without${memory.gc ? ', after a full GC' : ''}`;
      if (previous.open > 0) {
        const marginal = perStream(previous.stats, open - previous.open);
        figures[`server memory per subscriber, ${count(previous.open)} → ${count(open)} streams`] =
          `RSS ${kb(marginal.rss)}, V8 heapUsed + external ${kb(marginal.heap)}`;
      }
      previous = { open, stats: memory };
    }
    // Throughput: the same POSTs back to back, at the largest count.
    const cpuBefore = await stats();
    const burst = await round(clients, post, posted, 0);
    posted += POSTS;
    const cpuAfter = await stats();
    const seconds = (burst.lastReceipt - burst.firstSent) / 1000;
    const cpuSeconds = (cpuAfter.cpuMs - cpuBefore.cpuMs) / 1000;
    figures[
      `frames delivered per second per core (${POSTS} POSTs back to back, ${count(burst.open)} subscribers)`
    ] =
      `${count(Math.round(burst.frames / seconds))} frames/s wall clock on the server's 1 thread (${count(burst.frames)} frames in ${(seconds * 1000).toFixed(0)} ms, first POST to last receipt; clients compete for the same ${os.cpus().length} cores); ${count(Math.round(burst.frames / cpuSeconds))} frames per server CPU-second (${(cpuSeconds * 1000).toFixed(0)} ms CPU incl. the POSTs, ${(cpuAfter.systemMs - cpuBefore.systemMs).toFixed(0)} ms of it in the kernel)`;
    figures[`POST → receipt, back to back, ${count(burst.open)} subscribers`] = latencyFigure(
      burst,
      cpuAfter.dropped - cpuBefore.dropped,
    );
    return figures;
  } finally {
    await Promise.all(
      clients.map((c) => ask(c, { type: 'close' }, 'closed', 10_000).catch(() => c.kill('SIGKILL'))),
    );
    for (const c of clients) if (c.exitCode === null) c.kill('SIGTERM');
    server.child.kill('SIGTERM');
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    if (server.child.exitCode === null) await new Promise((r) => server.child.once('exit', r));
    clearTimeout(killer);
    postAgent.destroy();
    if (PIN) spawnSync('taskset', ['-a', '-p', '-c', `0-${CORES - 1}`, String(process.pid)]);
  }
}

export async function benchStream(): Promise<Record<string, string>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      measure(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the stream bench took over ${DEADLINE_MS / 60_000} min`)),
          DEADLINE_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    killSpawned();
  }
}
