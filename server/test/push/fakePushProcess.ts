/**
 * The fake push service in a process of its own, so a benchmark's sender CPU time does not include
 * the fake's decryption. Started by `startFakePushProcess` (fakePushRemote.ts) with
 * `node --import tsx`; it takes its options and requests over IPC and answers each request once.
 */
import type { FakePushRequest, FakePushResponse } from './fakePushRemote';
import { type FakePushService, type PushMessage, startFakePushService } from './fakePushService';

let fake: FakePushService | null = null;

const send = (message: FakePushResponse) => process.send?.(message);

async function handle(request: FakePushRequest): Promise<unknown> {
  if (request.op === 'start') {
    fake = await startFakePushService(request.options);
    return { origin: fake.origin, caPath: fake.caPath, pid: process.pid };
  }
  if (!fake) throw new Error('the fake push service is not started');
  switch (request.op) {
    case 'subscribers':
      return Array.from({ length: request.count }, () => fake!.subscriber());
    case 'received':
      return summary(fake, request.all ?? false);
    case 'waitForCount': {
      const count = request.count;
      await fake.waitFor((received) => received.length >= count, request.timeoutMs);
      return summary(fake, false);
    }
    case 'gone':
      fake.gone(request.endpoint);
      return null;
    case 'stats':
      return fake.stats();
    case 'clear':
      fake.clear();
      return null;
    case 'close':
      await fake.close();
      fake = null;
      return null;
  }
}

/** Counts and the last message; every message only when asked. */
function summary(service: FakePushService, all: boolean) {
  const last: PushMessage | null = service.received.at(-1) ?? null;
  return {
    count: service.received.length,
    rejected: service.rejected.length,
    last,
    lastRejection: service.rejected.at(-1) ?? null,
    firstAt: service.received[0]?.at ?? null,
    lastAt: last?.at ?? null,
    ...(all ? { messages: service.received } : {}),
  };
}

process.on('message', (request: FakePushRequest) => {
  handle(request).then(
    (result) => send({ id: request.id, ok: true, result }),
    (error: Error) => send({ id: request.id, ok: false, error: error.message }),
  );
});
// The parent owns this process: when it goes, so does the fake.
process.on('disconnect', () => {
  void fake?.close().finally(() => process.exit(0));
  if (!fake) process.exit(0);
});
