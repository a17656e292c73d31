import { API_PREFIX } from '@touchline/domain';
import { buildApp } from '../server/src/app';
import * as t from '../server/src/db/schema';
import { tokenRepository } from '../server/src/repositories/tokens';
import { startFakePushProcess } from '../server/test/push/fakePushRemote';
import { matchesInPlay, NATIONAL, openDemo } from './demo';

type Match = (typeof t.matches)['$inferSelect'];

const SUBSCRIBERS = 10_000;
const WRITES = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * `npm run bench -- push`: 10,000 subscriptions follow one team and a touchdown is posted; the
 * time until the fake push service (its own process, on loopback, checking and decrypting every
 * message) has the last notification, and the node's CPU time meanwhile. The node is this
 * process on one core: the API, its embedded database and the sender. The scoring write's own
 * latency is compared in the same run: with no subscriptions, with 10,000 and the sender idle,
 * and while the 10,000 are being sent (writes of another match).
 */
export async function benchPush(): Promise<Record<string, string>> {
  const fake = await startFakePushProcess();
  const database = await openDemo();
  const app = await buildApp({
    config: {
      webDir: '/nonexistent',
      nationalId: NATIONAL,
      push: { allowedHosts: [new URL(fake.origin).host], send: true },
    },
    database,
    push: { ca: fake.ca },
  });
  await app.ready();
  try {
    const [followed, other] = (await matchesInPlay(database, 2)) as [Match, Match];
    const headersOf = async (matchId: number) => {
      const { secret } = await tokenRepository.create(database.db, {
        nationalId: NATIONAL,
        role: 7,
        scopeType: 'match',
        scopeId: matchId,
      });
      return {
        'national-id': String(NATIONAL),
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
      };
    };
    const [followedHeaders, otherHeaders] = [await headersOf(followed.id), await headersOf(other.id)];
    let minute = 0;
    const score = async (matchId: number, headers: Record<string, string>) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/live/matches/${matchId}/scorings`,
        headers,
        payload: JSON.stringify({ type: 1, isHomeTeam: true, period: 2, min: minute++ % 12, sec: 0 }),
      });
      if (answer.statusCode !== 200) throw new Error(`a scoring write answered ${answer.statusCode}`);
      return performance.now() - started;
    };
    const writes = async (count: number, gapMs = 0) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        times.push(await score(other.id, otherHeaders));
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
      return times;
    };

    await writes(5); // warm the routes and the write path
    const bare = median(await writes(WRITES));

    const subscribers = await fake.subscribers(SUBSCRIBERS);
    for (let i = 0; i < subscribers.length; i += 1000)
      await database.db.insert(t.pushSubscriptions).values(
        subscribers.slice(i, i + 1000).map((s) => ({
          nationalId: NATIONAL,
          endpoint: s.endpoint,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
          teams: [followed.homeTeamId!],
        })),
      );
    const idle = median(await writes(WRITES));

    // The touchdown alone: until the last of its 10,000 is received.
    const before = await fake.stats();
    const cpu = process.cpuUsage();
    const started = Date.now();
    const touchdown = await score(followed.id, followedHeaders);
    const done = await fake.waitForCount(before.received + SUBSCRIBERS, 120_000);
    const used = process.cpuUsage(cpu);
    const after = await fake.stats();
    const fakeCpu = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    const last = (done.lastAt ?? Date.now()) - started;
    await app.push.sender!.idle();

    // Another touchdown, with another match's writes 200 ms apart while its 10,000 go out.
    const again = Date.now();
    await score(followed.id, followedHeaders);
    const sending = median(await writes(WRITES, 200));
    const second = await fake.waitForCount(before.received + 2 * SUBSCRIBERS, 120_000);
    return {
      'subscriptions following one team': String(SUBSCRIBERS),
      'touchdown to the last of 10,000 notifications received': ms(last),
      "node's CPU time meanwhile (API, database, sender)": ms((used.user + used.system) / 1000),
      'fake push service CPU (its own process)': ms(fakeCpu),
      'notifications sent per CPU-second': String(
        Math.round(SUBSCRIBERS / ((used.user + used.system) / 1e6)),
      ),
      'rejected by the fake (bad signature or payload)': String(done.rejected),
      'scoring write, median, no subscriptions': ms(bare),
      'scoring write, median, 10,000 subscriptions, sender idle': ms(idle),
      'scoring write, median, while the 10,000 are sent': ms(sending),
      'the touchdown write itself': ms(touchdown),
      'touchdown to the last of 10,000, with those writes beside it': ms(
        (second.lastAt ?? Date.now()) - again,
      ),
      'requests per TLS connection (keep-alive)': String(
        Math.round(after.requests / Math.max(1, after.connections)),
      ),
    };
  } finally {
    await app.close();
    await database.close();
    await fake.close();
  }
}
