/**
 * The demo scorer: with demo data, keeps matches live by playing them through the server's own
 * scoring API, so a visitor sees a clock running and scores changing. It resumes the matches
 * under way, and when fewer than `minLive` are being played it starts one kicking off today or,
 * failing that, replays a finished one from a fresh kickoff. Only `server.ts` starts it.
 */
import { type MatchDetail, type MatchStatus, statusSequenceFor } from '@touchline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { loggable } from '../db/errors';
import { demoMatchRepository as repo } from '../repositories/demoMatches';
import { nationalRepository } from '../repositories/national';
import { tokenRepository } from '../repositories/tokens';
import { ApiClient } from './client';
import { simulateMatch } from './driver';
import { SCORE_VALUES } from './plan';

export interface DemoScorerOptions {
  db: Db;
  nationalId: number;
  /** The server's own origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** Demo speed: 6 plays a 12-minute quarter in 2 minutes. */
  speed?: number;
  /** Matches kept live at least. */
  minLive?: number;
  /** Matches played at once at most (the live ones found at start included). */
  maxLive?: number;
  log: FastifyBaseLogger;
}

export interface DemoScorer {
  stop(): Promise<void>;
}

const REFEREE = 7;
const CHECK_EVERY_MS = 30_000;
/** A match that failed is left alone this long. */
const RETRY_AFTER_MS = 5 * 60_000;

/** Whether the national scores gridiron as the simulator plays it. */
async function playsGridiron(db: Db, nationalId: number): Promise<boolean> {
  const types = await nationalRepository.eventTypes(db, nationalId);
  const value = (kind: string, type: number) => types.find((t) => t.kind === kind && t.type === type)?.value;
  return (
    Object.entries(SCORE_VALUES).every(([type, points]) => value('scoring', Number(type)) === points) &&
    value('movement', 1) !== undefined
  );
}

/** Starts keeping matches live; resolves once the first matches are under way. */
export async function startDemoScorer(options: DemoScorerOptions): Promise<DemoScorer> {
  const { db, nationalId, baseUrl, log } = options;
  const speed = options.speed ?? 6;
  const minLive = options.minLive ?? 2;
  const maxLive = options.maxLive ?? 6;
  if (!(await playsGridiron(db, nationalId))) {
    log.info({ nationalId }, 'demo scorer: the national does not score gridiron; no matches kept live');
    return { stop: async () => {} };
  }
  const quarters = statusSequenceFor(await nationalRepository.statuses(db, nationalId), 4);
  const underWay: MatchStatus[] = [
    ...quarters.map((s) => s.value).filter((v) => v !== 'final'),
    'half-time',
    'live',
  ];
  const controller = new AbortController();
  const playing = new Map<number, Promise<void>>();
  const finished: number[] = [];
  const failed = new Map<number, number>();
  let stopped = false;

  /** Mints a referee token for the match in-process and plays it to the end. */
  const play = (matchId: number, replay: boolean) => {
    const done = (async () => {
      const token = await tokenRepository.create(db, {
        nationalId,
        role: REFEREE,
        scopeType: 'match',
        scopeId: matchId,
        label: 'demo scorer',
      });
      try {
        if (replay) await restart(matchId, token.secret);
        const result = await simulateMatch({
          baseUrl,
          nationalId,
          matchId,
          token: token.secret,
          speed,
          signal: controller.signal,
          log: (line) => log.debug({ matchId }, line),
          warn: (line) => log.debug({ matchId }, `demo scorer: ${line}`),
        });
        finished.push(matchId);
        log.info({ matchId, scores: result.scores }, 'demo scorer: match final');
      } catch (error) {
        if (controller.signal.aborted) return;
        failed.set(matchId, Date.now());
        log.warn({ matchId, err: loggable(error) }, 'demo scorer: match stopped');
      } finally {
        await tokenRepository.revoke(db, nationalId, token.id).catch(() => {});
      }
    })().finally(() => {
      playing.delete(matchId);
      if (!stopped) void check();
    });
    playing.set(matchId, done);
    log.info({ matchId, replay, speed }, 'demo scorer: playing match');
  };

  /**
   * Gives a finished match a fresh kickoff, then clears it through the API (its plays, then its
   * other events), so that streams and caches hear of every removal and of its status.
   */
  const restart = async (matchId: number, token: string) => {
    const api = new ApiClient({ baseUrl, nationalId, token, signal: controller.signal });
    const run = Date.now().toString(36);
    await repo.restart(db, nationalId, matchId, new Date());
    // Plays go last first (only the last may be taken back), each with the events it scored.
    const { plays } = await api.get<MatchDetail>(`/live/matches/${matchId}`);
    for (const { _id } of [...plays].reverse())
      await api.write('DELETE', `/live/matches/${matchId}/plays/${_id}`, `demo-reset-${run}-p${_id}`);
    for (const id of await repo.eventIds(db, nationalId, matchId))
      await api.write('DELETE', `/live/matches/${matchId}/events/${id}`, `demo-reset-${run}-${id}`);
    await api.write('PUT', `/live/matches/${matchId}/status`, `demo-reset-${run}`, { status: 'pre-game' });
  };

  const excluded = () => [
    ...playing.keys(),
    ...[...failed].filter(([, at]) => Date.now() - at < RETRY_AFTER_MS).map(([id]) => id),
  ];

  /** Plays every match under way, then tops up to `minLive`. */
  const topUp = async () => {
    for (const id of await repo.inStatuses(db, nationalId, underWay))
      if (!stopped && playing.size < maxLive && !excluded().includes(id)) play(id, false);
    while (playing.size < minLive && !stopped) {
      const now = new Date();
      const endOfDay = new Date(now.getTime() + 12 * 3_600_000);
      const today = await repo.upcoming(
        db,
        nationalId,
        new Date(now.getTime() - 3 * 3_600_000),
        endOfDay,
        excluded(),
      );
      if (today !== null) {
        play(today, false);
        continue;
      }
      // Replay a match this scorer finished, else the latest result.
      const mine = finished.findIndex((id) => !excluded().includes(id));
      const again =
        mine >= 0 ? finished.splice(mine, 1)[0]! : await repo.latestFinal(db, nationalId, now, excluded());
      if (again === null) break;
      play(again, true);
    }
  };

  // One check at a time; a check asked for during another runs after it.
  let chain = Promise.resolve();
  const check = () => {
    chain = chain
      .then(topUp)
      .catch((error) => log.warn({ err: loggable(error) }, 'demo scorer: check failed'));
    return chain;
  };

  await check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      controller.abort();
      await chain;
      await Promise.allSettled(playing.values());
    },
  };
}
