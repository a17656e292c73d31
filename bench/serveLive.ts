/**
 * The live-stream benchmark server, in its own process: the demo (in-memory PGlite, or
 * DATABASE_URL when set) with one live gridiron match of national 14, a referee token for
 * it, and streams limited only by the machine. Prints `READY <port> <matchId> <token>`.
 *
 * With `--hook-arm` (bench/reads.ts) a second app on the same database listens too, whose
 * cached reads are all answered in Fastify's onRequest hook, none before routing; its port
 * is a fourth word after READY.
 *
 * Spawned with an IPC channel, it answers `{ type: 'stats', gc? }` with its memory (after a
 * full GC when asked and started with --expose-gc), CPU time and open streams, so the bench can take the
 * memory per subscriber without sharing this process's event loop, and the streams it dropped
 * as slow readers.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/client';
import * as t from '../server/src/db/schema';
import { tokenRepository } from '../server/src/repositories/tokens';
import { isEmpty, seedDemo } from '../server/src/seed';

const NATIONAL = 14;
/** The test fixture's moment: the demo then has gridiron matches in play. */
const NOW = new Date('2026-06-18T03:30:00Z');
const IN_PLAY = ['first-quarter', 'second-quarter', 'third-quarter', 'fourth-quarter'] as const;

const database = await openDatabase({ url: process.env.DATABASE_URL || null, dataDir: null });
if (await isEmpty(database.db)) await seedDemo(database.db, { now: NOW });
const [match] = await database.db
  .select()
  .from(t.matches)
  .where(
    and(
      eq(t.matches.nationalId, NATIONAL),
      inArray(t.matches.status, [...IN_PLAY]),
      isNotNull(t.matches.homeTeamId),
      isNotNull(t.matches.awayTeamId),
    ),
  )
  .limit(1);
if (!match) throw new Error(`no live match of national ${NATIONAL} in the demo`);
const { secret } = await tokenRepository.create(database.db, {
  nationalId: NATIONAL,
  role: 7,
  scopeType: 'match',
  scopeId: match.id,
  label: 'bench stream',
});

const build = (early: boolean) =>
  buildApp({
    config: { webDir: '/nonexistent', nationalId: NATIONAL },
    database,
    closeDatabase: early,
    live: { streamsPerIp: 100_000, streamsPerNode: 100_000, heartbeatMs: 15_000 },
    answers: { early },
  });
const app = await build(true);
await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
const hookArm = process.argv.includes('--hook-arm') ? await build(false) : null;
await hookArm?.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
const portOf = (server: typeof app) => (server.server.address() as { port: number }).port;

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (message: { type?: string; gc?: boolean }) => {
  if (message?.type !== 'stats') return;
  const cpu = process.cpuUsage();
  const collect = Boolean(gc && message.gc);
  if (gc && collect) {
    gc();
    gc();
  }
  process.send?.({
    type: 'stats',
    memory: process.memoryUsage(),
    cpuMs: (cpu.user + cpu.system) / 1000,
    systemMs: cpu.system / 1000,
    subscribers: app.live.hub.subscriberCount,
    live: app.live.hub.liveCount,
    dropped: app.live.hub.droppedCount,
    gc: collect,
  });
});

process.stdout.write(`READY ${portOf(app)} ${match.id} ${secret}${hookArm ? ` ${portOf(hookArm)}` : ''}\n`);
const stop = () => {
  setTimeout(() => process.exit(0), 5000).unref();
  void Promise.all([hookArm?.close(), app.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
