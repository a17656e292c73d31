import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, openAdminChannel } from '../src/admin/channel';
import { serverTasks } from '../src/admin/client';
import { importFile, type OperatorTasks } from '../src/admin/tasks';
import * as t from '../src/db/schema';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';

/**
 * The server keeps answering while an import writes: its health check and its cached reads
 * answer between the import's batches, and a cached read shows what was there before the
 * import until the import commits. Proved by order (what answered before what), not by time.
 */
const [national14] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const READ = '/live/competitions';
const NEW_NAME = 'Numbat Valley Trophy';

let ctx: TestContext;
let admin: FastifyInstance;
let dir: string;
let tasks: OperatorTasks;
/** The clock versions are trusted by: only the test moves it. */
let clock = 0;

const health = async () => (await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode;
const nationalName = async () =>
  (await ctx.database.db.select().from(t.nationals).where(eq(t.nationals.id, 14)))[0]!.name;

/** Sends raw bytes to the admin channel's import and resolves with its answer's lines. */
function postImport(body: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        socketPath: adminSocketPath(dir),
        method: 'POST',
        path: '/imports',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      async (answer) => {
        let text = '';
        for await (const chunk of answer) text += chunk;
        resolve(text.trim().split('\n'));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

beforeAll(async () => {
  ctx = await startTestApp({ answers: { trustMs: 1_000, now: () => clock } });
  dir = mkdtempSync(path.join(tmpdir(), 'touchline-import-answers-'));
  admin = await openAdminChannel(ctx.app, adminSocketPath(dir));
  tasks = (await serverTasks(adminSocketPath(dir)))!;
});

afterAll(async () => {
  await admin?.close();
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('answers during an import', () => {
  it('should answer a cached read inside the import from what was there before it, long after trust', async () => {
    const before = await ctx.get(READ);
    expect(JSON.stringify(before.body)).not.toContain(NEW_NAME);
    const file = clone(national14);
    file.competitions[0]!.name = NEW_NAME;
    const during: { status: number; body: unknown }[] = [];
    // Awaited between the import's batches, inside its transaction: a read that waited for the
    // transaction would never answer.
    await importFile(ctx.database.db, file, async () => {
      if (during.length) return;
      during.push(await ctx.get(READ));
      clock += 60_000;
      during.push(await ctx.get(READ));
    });
    expect(during).toEqual([before, before]);
    clock += 60_000;
    expect(JSON.stringify((await ctx.get(READ)).body)).toContain(NEW_NAME);
  }, 300_000);

  it('should answer /healthz between the progress lines of an import sent over the admin channel', async () => {
    const order: string[] = [];
    const pings: Promise<void>[] = [];
    // Each progress line the command hears of sends a health check; each is written down when
    // it answers.
    const summary = await tasks.importFile(clone(national14), (stage, done) => {
      order.push(`${stage} ${done}`);
      pings.push(health().then((status) => void order.push(`health ${status}`)));
    });
    await Promise.all(pings);
    expect(summary.nationalId).toBe(14);
    const first = order.indexOf('members 0');
    const last = order.lastIndexOf(`matches ${national14.matches.length}`);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(order.slice(first, last)).toContain('health 200');
    expect(order.filter((line) => line.startsWith('health')).every((line) => line === 'health 200')).toBe(
      true,
    );
  }, 300_000);

  it('should write nothing of an import stopped half-way, with the server answering throughout', async () => {
    const file = clone(national14);
    file.national.name = 'Stopped half-way';
    const stopped = await importFile(ctx.database.db, file, async (stage, done) => {
      expect(await health()).toBe(200);
      if (stage === 'matches' && done > 0) throw new Error('stopped');
    }).catch((error: Error) => error.message);
    expect(stopped).toBe('stopped');
    expect(await nationalName()).toBe(national14.national.name);
  }, 300_000);

  it('should refuse, in the worker that checks it, a body that is not JSON or not a valid file', async () => {
    expect(await postImport('{"national":')).toEqual([
      expect.stringMatching(/^\{"refused":"the file has 1 problems, first \$: is not JSON: /),
    ]);
    const file = clone(national14);
    file.matches[0]!.homeTeam = 'no-such-team';
    const [line] = await postImport(JSON.stringify(file));
    expect(JSON.parse(line!).refused).toMatch(/^the file has 1 problems, first \$\.matches\[0\]\.homeTeam: /);
  }, 300_000);
});
