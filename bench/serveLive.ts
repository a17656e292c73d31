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
import { buildApp } from '../server/src/app';
import { tokenRepository } from '../server/src/repositories/tokens';
import { matchesInPlay, NATIONAL, openDemo } from './demo';

const database = await openDemo();
const match = (await matchesInPlay(database, 1))[0]!;
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
