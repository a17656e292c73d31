/**
 * `npm run bench -- plays` (issue 26): one whole gridiron game of about 160 plays posted through
 * the scoring API (POST /live/matches/{id}/plays) to a match with 1,000 stream subscribers; the
 * latency from each POST to each subscriber's receipt of its `play:add`, beside the same number
 * of plain scoring events (POST /live/matches/{id}/scorings) in the same run; then the time to
 * build the finished game's box score (the domain's `boxScore`) and to read its match detail.
 *
 * The server runs in this process (Fastify with in-process PGlite, or DATABASE_URL) and sends
 * the POSTs over loopback; client processes (bench/streamClients.ts) hold the streams.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_PREFIX,
  boxScore,
  type GridironSettings,
  gameRules,
  type MatchDetail,
  type PlayWriteResult,
  type TeamList,
} from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import * as t from '../server/src/db/schema';
import { GRIDIRON_SETTINGS } from '../server/src/demo/gridiron';
import { Rng } from '../server/src/demo/random';
import { tokenRepository } from '../server/src/repositories/tokens';
import { playGame } from '../server/src/simulator/game/game';
import { rosterOf } from '../server/src/simulator/game/roster';
import { matchesInPlay, NATIONAL, openDemo } from './demo';
import { ask, percentile, spawnNode } from './processes';
import { type ClientCommand, type ClientReply, clockMs } from './streamClients';

const SUBSCRIBERS = 1000;
const CLIENTS = Math.max(1, Math.min(3, os.cpus().length - 1));
const GAP_MS = 100;
const BOX_RUNS = 200;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Posted = { sent: number; frames: number };

/** The receipts since the last collect, each POST's last frame (a play's follows its events). */
async function receipts(clients: ChildProcess[], posted: Posted[], open: number, already: number) {
  const expected = posted.reduce((n, p) => n + p.frames, 0) * open;
  const until = Date.now() + 60_000;
  for (;;) {
    const progress = await Promise.all(
      clients.map((c) =>
        ask<Extract<ClientReply, { type: 'progress' }>>(c, { type: 'progress' }, 'progress', 30_000),
      ),
    );
    if (progress.reduce((n, p) => n + p.received, 0) - already >= expected || Date.now() > until) break;
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
  // The POSTs were sequential and nothing else wrote to the match: ids come in POST order.
  const latencies: number[] = [];
  let next = 0;
  for (const { sent, frames } of posted) {
    next += frames;
    const id = ids[next - 1];
    const times = id === undefined ? [] : byId.get(id)!;
    for (const at of times) latencies.push(at - sent);
    for (let i = times.length; i < open; i++) latencies.push(Number.POSITIVE_INFINITY);
  }
  return Float64Array.from(latencies).sort();
}

const figure = (sorted: Float64Array) =>
  `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1]!)}`;

export async function benchPlays(): Promise<Record<string, string>> {
  const database = await openDemo();
  const match = (await matchesInPlay(database, 1))[0]!;
  // Its competition scored play by play (the demo's are; an older demo's gets the settings).
  const [competition] = await database.db
    .select()
    .from(t.competitions)
    .where(eq(t.competitions.id, match.competitionId));
  const settings = competition!.settings as {
    gridiron?: GridironSettings;
    periods: number;
    periodLengthMinutes: number;
  };
  if (!settings.gridiron)
    await database.db
      .update(t.competitions)
      .set({ settings: { ...competition!.settings, gridiron: GRIDIRON_SETTINGS } } as never)
      .where(eq(t.competitions.id, match.competitionId));
  const rules = gameRules(settings.gridiron ?? GRIDIRON_SETTINGS, settings);
  const app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: NATIONAL },
    database,
    live: { streamsPerIp: 100_000, streamsPerNode: 100_000, heartbeatMs: 15_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}${API_PREFIX}`;
  const { secret } = await tokenRepository.create(database.db, {
    nationalId: NATIONAL,
    role: 7,
    scopeType: 'match',
    scopeId: match.id,
    label: 'bench plays',
  });
  const headers = {
    'national-id': String(NATIONAL),
    authorization: `Bearer ${secret}`,
    'content-type': 'application/json',
  };
  let key = 0;
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, 'idempotency-key': `bench-plays-${Date.now()}-${key++}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await answer.json()) as { data: T; message?: string };
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${json.message}`);
    return json.data;
  };
  const path = `/live/matches/${match.id}`;
  const clients = Array.from({ length: CLIENTS }, () => spawnNode('streamClients.ts', null));
  try {
    // A fresh game: the demo's plays of this match taken back, last first.
    const { plays: old } = await call<MatchDetail>('GET', path);
    for (const play of [...old].reverse()) await call('DELETE', `${path}/plays/${play._id}`);
    const lists = await Promise.all(
      [match.homeTeamId!, match.awayTeamId!].map((team) =>
        call<TeamList>('GET', `/live/teamlists/matches/${match.id}/teams/${team}`),
      ),
    );
    const rosterOfList = (list: TeamList) =>
      rosterOf(
        list.players.map((p) => ({
          id: p._id,
          position: p.position?.abbreviation ?? null,
          starter: p.position?.type === 'line-up',
        })),
      );
    const game = playGame(new Rng(26), rules, {
      home: rosterOfList(lists[0]!),
      away: rosterOfList(lists[1]!),
    });
    const count = game.plays.length;
    // Warm the scoring write path with no one listening (a play's is warmed by the baseline's).
    for (let i = 0; i < 3; i++)
      await call('POST', `${path}/scorings`, { type: 4, isHomeTeam: true, period: 1, min: 0, sec: i });

    const opened = await Promise.all(
      clients.map((c, i) => {
        const share = Math.floor(SUBSCRIBERS / CLIENTS) + (i < SUBSCRIBERS % CLIENTS ? 1 : 0);
        const command: ClientCommand = {
          type: 'open',
          count: share,
          port,
          matchId: match.id,
          national: NATIONAL,
          concurrency: 100,
          timeoutMs: 120_000,
        };
        return ask<Extract<ClientReply, { type: 'opened' }>>(c, command, 'opened', 600_000);
      }),
    );
    const open = opened.reduce((n, r) => n + r.open, 0);
    await sleep(1000);

    // The baseline: as many plain scoring events (field goals), GAP_MS apart.
    const scorings: Posted[] = [];
    for (let i = 0; i < count; i++) {
      const sent = clockMs();
      await call('POST', `${path}/scorings`, {
        type: 4,
        isHomeTeam: i % 2 === 0,
        period: 1 + (i % 4),
        min: i % 12,
        sec: 0,
      });
      scorings.push({ sent, frames: 1 });
      await sleep(GAP_MS);
    }
    const scoringLatency = await receipts(clients, scorings, open, 0);

    const plays: Posted[] = [];
    const answered: number[] = [];
    for (const play of game.plays) {
      const sent = clockMs();
      const result = await call<PlayWriteResult>('POST', `${path}/plays`, play);
      answered.push(clockMs() - sent);
      plays.push({ sent, frames: result.events.length + 1 });
      await sleep(GAP_MS);
    }
    const playLatency = await receipts(clients, plays, open, 0);

    // The finished game: its detail read (built, then cached) and its box score.
    await call('PUT', `${path}/status`, { status: 'final' });
    const read = async () => {
      const started = performance.now();
      const answer = await fetch(`${base}${path}`, { headers: { 'national-id': String(NATIONAL) } });
      const detail = (await answer.json()) as { data: MatchDetail };
      return { ms: performance.now() - started, detail: detail.data };
    };
    const first = await read();
    const again: number[] = [];
    for (let i = 0; i < 20; i++) again.push((await read()).ms);
    const finished = first.detail.plays;
    boxScore(rules, finished, { finished: true });
    const builds: number[] = [];
    for (let i = 0; i < BOX_RUNS; i++) {
      const started = performance.now();
      boxScore(rules, finished, { finished: true });
      builds.push(performance.now() - started);
    }
    const p50 = (sorted: Float64Array) => percentile(sorted, 50);
    const p99 = (sorted: Float64Array) => percentile(sorted, 99);
    const scoringEvents = plays.reduce((n, p) => n + p.frames - 1, 0);
    return {
      setup: `server in this process (Fastify + ${process.env.DATABASE_URL ? 'PostgreSQL' : 'in-process PGlite'}), which also sends the POSTs ${GAP_MS} ms apart; ${CLIENTS} client process${CLIENTS === 1 ? '' : 'es'} hold the streams; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
      game: `${count} plays (${scoringEvents} scoring plays), ${game.final.score.home}-${game.final.score.away}; ${open} subscribers`,
      [`POST play → receipt of play:add, ${open} subscribers`]: figure(playLatency),
      [`POST scoring event → receipt of event:add, ${open} subscribers (baseline)`]: figure(scoringLatency),
      'plays / scoring events ratio': `p50 ${(p50(playLatency) / p50(scoringLatency)).toFixed(2)}, p99 ${(p99(playLatency) / p99(scoringLatency)).toFixed(2)}`,
      'POST play answered (round trip), median': ms(median(answered)),
      [`box score of the finished game (${finished.length} plays), domain boxScore, median of ${BOX_RUNS}`]:
        ms(median(builds)),
      'match detail read of the finished game, first (built)': ms(first.ms),
      'match detail read of the finished game, cached, median of 20': ms(median(again)),
    };
  } finally {
    await Promise.all(
      clients.map((c) => ask(c, { type: 'close' }, 'closed', 10_000).catch(() => c.kill('SIGKILL'))),
    );
    for (const c of clients) if (c.exitCode === null) c.kill('SIGTERM');
    await app.close();
    await database.close();
  }
}
