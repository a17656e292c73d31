/**
 * The embedded server in a reconnect storm (issue 24): 400 live-stream clients of one match
 * that drop and reconnect every 0.3–4 s, resuming with Last-Event-ID as browsers do, for 40 s,
 * while a scorer writes every 100 ms and /healthz is asked every 100 ms. Reports the writes the
 * server accepted, the clients whose final state equals the server's (scores and events), and
 * /healthz's latency; and apart, how long 400 clients opening at once take to all have their
 * snapshot.
 *
 * The server is bench/serveLive.ts in its own process (PGlite in its thread, or DATABASE_URL);
 * the clients, the scorer and the pings share this one, which does little per frame.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '@touchline/domain';
import { createParser } from 'eventsource-parser';

const NATIONAL = 14;
const CLIENTS = Number(process.env.STORM_CLIENTS ?? 400);
const STORM_MS = Number(process.env.STORM_MS ?? 40_000);
const WRITE_EVERY_MS = 100;
const PING_EVERY_MS = 100;
/** A client stays connected this long, at random, before it drops and reconnects. */
const HOLD_MS = [300, 4_000] as const;

interface Server {
  child: ChildProcess;
  port: number;
  matchId: number;
  token: string;
}

function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serveLive.ts')], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server was not ready within 5 min')), 300_000);
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
      reject(new Error(`the server exited with ${code}`));
    });
  });
}

/** What a fan's app knows of the match: the scores and the events, from the stream alone. */
interface State {
  scores: { homeTeam: number; awayTeam: number } | null;
  events: Set<number>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One stream: resolves once it has its first frame (a snapshot, or for a resuming client its
 * response head), applying every message to `state`; `close` drops it.
 */
function follow(server: Server, state: State, last: { id: string | null }) {
  let close = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: `${API_PREFIX}/live/matches/${server.matchId}/stream`,
        headers: { 'national-id': String(NATIONAL), ...(last.id ? { 'last-event-id': last.id } : {}) },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`HTTP ${response.statusCode}`));
          return;
        }
        if (last.id) resolve();
        const parser = createParser({
          onEvent(event) {
            if (event.id) last.id = event.id;
            const { data } = JSON.parse(event.data);
            if (event.event === 'snapshot' || event.event === 'reset') {
              if (event.event === 'snapshot') {
                state.scores = data.scores;
                state.events = new Set(data.scoringEvents.map((e: { _id: number }) => e._id));
              }
              resolve();
            } else if (event.event === 'event:add') {
              state.scores = data.scores;
              state.events.add(data.event._id);
            } else if (event.event === 'event:remove') {
              state.scores = data.scores;
              state.events.delete(data.eventId);
            }
          },
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
    close = () => request.destroy();
  });
  return { opened, close: () => close() };
}

function request(server: Server, method: string, url: string, body?: object) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<{ status: number; text: string; ms: number }>((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        agent,
        timeout: 30_000,
        headers: {
          'national-id': String(NATIONAL),
          ...(payload
            ? {
                authorization: `Bearer ${server.token}`,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** 400 clients opening at once: how long until every one has its snapshot. */
async function simultaneousOpens(server: Server) {
  const started = performance.now();
  const clients = Array.from({ length: CLIENTS }, () =>
    follow(server, { scores: null, events: new Set() }, { id: null }),
  );
  const results = await Promise.allSettled(clients.map((c) => c.opened));
  const took = performance.now() - started;
  for (const c of clients) c.close();
  const failed = results.filter((r) => r.status === 'rejected').length;
  return `${CLIENTS} snapshots in ${ms(took)}${failed ? `, ${failed} failed` : ''} (goal < 1 s)`;
}

async function storm(server: Server) {
  const stop = performance.now() + STORM_MS;
  let writes = 0;
  let refused = 0;
  let reconnects = 0;
  let failedOpens = 0;
  const pings: number[] = [];
  let failedPings = 0;
  const writer = (async () => {
    for (let n = 0; performance.now() < stop; n++) {
      const next = performance.now() + WRITE_EVERY_MS;
      const goal = { type: 4, isHomeTeam: n % 2 === 0, period: 3, min: n % 60, sec: n % 60 };
      const answer = await request(
        server,
        'POST',
        `${API_PREFIX}/live/matches/${server.matchId}/scorings`,
        goal,
      );
      if (answer.status === 200) writes++;
      else refused++;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  const pinger = (async () => {
    while (performance.now() < stop) {
      const next = performance.now() + PING_EVERY_MS;
      const answer = await request(server, 'GET', '/healthz');
      if (answer.status === 200) pings.push(answer.ms);
      else failedPings++;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  const fans = Array.from({ length: CLIENTS }, async () => {
    const state: State = { scores: null, events: new Set() };
    const last = { id: null as string | null };
    for (;;) {
      const stream = follow(server, state, last);
      try {
        await stream.opened;
      } catch {
        failedOpens++;
      }
      const hold = HOLD_MS[0] + Math.random() * (HOLD_MS[1] - HOLD_MS[0]);
      if (performance.now() + hold >= stop) {
        // The last connection stays until the storm is over and every write has arrived.
        return { state, stream };
      }
      await sleep(hold);
      stream.close();
      reconnects++;
    }
  });
  await Promise.all([writer, pinger]);
  const followers = await Promise.all(fans);
  // The server's state, as a client opening now sees it; every follower must reach it.
  const truth: State = { scores: null, events: new Set() };
  const check = follow(server, truth, { id: null });
  await check.opened;
  check.close();
  const same = (state: State) =>
    state.scores?.homeTeam === truth.scores?.homeTeam &&
    state.scores?.awayTeam === truth.scores?.awayTeam &&
    state.events.size === truth.events.size &&
    [...truth.events].every((id) => state.events.has(id));
  const until = performance.now() + 30_000;
  while (!followers.every((f) => same(f.state)) && performance.now() < until) await sleep(100);
  for (const f of followers) f.stream.close();
  const exact = followers.filter((f) => same(f.state)).length;
  pings.sort((a, b) => a - b);
  return {
    'storm, writes accepted': `${writes} in ${STORM_MS / 1000} s, ${refused} refused (one every ${WRITE_EVERY_MS} ms asked: ${Math.floor(STORM_MS / WRITE_EVERY_MS)})`,
    'storm, clients exact': `${exact} of ${CLIENTS} end with the server's scores and events (${reconnects} reconnects, ${failedOpens} failed)`,
    'storm, /healthz': `p50 ${ms(percentile(pings, 50))}, p99 ${ms(percentile(pings, 99))}, max ${ms(pings.at(-1) ?? Number.NaN)}; ${pings.length} answered, ${failedPings} failed (goal p99 < 500 ms)`,
  };
}

/** `benchSteady`'s storm part: the figures, with the server started and stopped here. */
export async function benchSteadyStorm(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {
    'storm setup': `${CLIENTS} SSE clients of one match, each reconnecting every ${HOLD_MS[0] / 1000}–${HOLD_MS[1] / 1000} s with Last-Event-ID, a goal written every ${WRITE_EVERY_MS} ms and /healthz asked every ${PING_EVERY_MS} ms for ${STORM_MS / 1000} s; ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
  };
  const server = await startServer();
  try {
    figures[`storm, ${CLIENTS} simultaneous opens`] = await simultaneousOpens(server);
    Object.assign(figures, await storm(server));
    return figures;
  } finally {
    agent.destroy();
    server.child.kill('SIGTERM');
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    if (server.child.exitCode === null) await new Promise((r) => server.child.once('exit', r));
    clearTimeout(killer);
  }
}
