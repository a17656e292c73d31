import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, openAdminChannel } from '../src/admin/channel';
import { serverTasks } from '../src/admin/client';
import { type OperatorTasks, TaskRefused } from '../src/admin/tasks';
import * as t from '../src/db/schema';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { hashToken } from '../src/repositories/tokens';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';

const [national14, national12] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile, ImportFile];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const NEW_NAME = 'Quokkaville Shield';

let ctx: TestContext;
let admin: FastifyInstance;
let dir: string;
let tasks: OperatorTasks;

const search = async () =>
  JSON.stringify((await ctx.get(`/live/search?search=Quokkaville`, { 'national-id': '12' })).body);
const members12 = async () =>
  Number(
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from members where national_id = 12`,
      )) as any
    ).rows[0].n,
  );

beforeAll(async () => {
  // A version read is trusted for a minute: only the import's own signal can make it show at once.
  ctx = await startTestApp({ answers: { trustMs: 60_000 } });
  dir = mkdtempSync(path.join(tmpdir(), 'touchline-admin-'));
  admin = await openAdminChannel(ctx.app, adminSocketPath(dir));
  tasks = (await serverTasks(adminSocketPath(dir)))!;
});

afterAll(async () => {
  await admin?.close();
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the admin channel', () => {
  it('should be a socket only its owner may reach, found by the commands', () => {
    const socket = statSync(adminSocketPath(dir));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(adminSocketPath(dir))).mode & 0o777).toBe(0o700);
    expect(tasks.via).toBe('server');
  });

  it('should show an import in cached reads at once, though versions are trusted for a minute', async () => {
    expect(await search()).not.toContain(NEW_NAME);
    // Read again: answered from memory, with its version trusted.
    expect(await search()).not.toContain(NEW_NAME);
    const file = clone(national12);
    file.competitions[0]!.name = NEW_NAME;
    const stages = new Set<string>();
    const summary = await tasks.importFile(file, (stage) => {
      stages.add(stage);
    });
    expect(summary.nationalId).toBe(12);
    expect(summary.counts.competitions).toBe(national12.competitions.length);
    expect([...stages]).toEqual(expect.arrayContaining(['members', 'matches']));
    expect(await search()).toContain(NEW_NAME);
  });

  it('should write nothing of a file the database refuses, and say why in one line', async () => {
    const state = national12.entities.find((e) => e.level === 'state')!;
    const extra = (id: string) => ({ ...state, id, name: `Extra ${id}`, slug: 'extra-state' });
    await tasks.importFile({ ...clone(national12), entities: [...national12.entities, extra('extra-a')] });
    const before = { members: await members12(), search: await search() };
    const file = clone(national12);
    file.national.name = 'Renamed mid-import';
    file.competitions[0]!.name = 'Half-written Cup';
    file.members.push({ id: 'n12-new-member', firstName: 'New', lastName: 'Member', isPublic: true });
    // Valid alone, but its slug is taken by the state stored under another id.
    file.entities.push(extra('extra-b'));
    const refused = await tasks.importFile(file).catch((error) => error);
    expect(refused).toBeInstanceOf(TaskRefused);
    expect(refused.message).toMatch(/^The database refused a query: .*SQLSTATE 23505/);
    expect(refused.message).not.toContain('\n');
    const [national] = await ctx.database.db.select().from(t.nationals).where(eq(t.nationals.id, 12));
    expect(national!.name).not.toBe('Renamed mid-import');
    expect(await members12()).toBe(before.members);
    expect(await search()).toBe(before.search);
  });

  it('should roll an import back when its command stops half-way', async () => {
    const file = clone(national14);
    file.members.push({ id: 'n14-stopped-member', firstName: 'Stopped', lastName: 'Member', isPublic: true });
    const body = JSON.stringify(file);
    // The command is stopped as soon as the server reports progress.
    await new Promise<void>((resolve, reject) => {
      const sent = request(
        {
          socketPath: adminSocketPath(dir),
          method: 'POST',
          path: '/imports',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (answer) =>
          answer.once('data', (chunk: Buffer) => {
            expect(chunk.toString()).toMatch(/^\{"progress":/);
            sent.destroy();
            resolve();
          }),
      );
      sent.on('error', (error) => (sent.destroyed ? undefined : reject(error)));
      sent.end(body);
    });
    // Imports of a national take turns, so this one starts once the stopped one has ended.
    await tasks.importFile(clone(national14));
    const stopped = await ctx.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.sourceId, 'n14-stopped-member'));
    expect(stopped).toEqual([]);
  }, 120_000);

  it('should mint, list and revoke tokens, listing no token or hash', async () => {
    const expiresAt = new Date(Date.now() + 8 * 3_600_000);
    const { id, secret } = await tasks.createToken({
      nationalId: 14,
      role: 7,
      scopeType: 'match',
      scopeId: 50,
      label: 'Field 2 scorer',
      expiresAt,
    });
    const [row] = await ctx.database.db.select().from(t.scoringTokens).where(eq(t.scoringTokens.id, id));
    expect(row).toMatchObject({ hash: hashToken(secret), expiresAt, label: 'Field 2 scorer' });
    const listed = (await tasks.listTokens(14)).find((token) => token.id === id)!;
    expect(listed).toMatchObject({ role: 7, scopeType: 'match', scopeId: 50, expiresAt, lastUsedAt: null });
    const text = JSON.stringify(await tasks.listTokens(14));
    expect(text).not.toContain(secret);
    expect(text).not.toContain(row!.hash);
    expect(await tasks.revokeToken(14, id)).toBe(true);
    expect(await tasks.revokeToken(14, id)).toBe(false);
  });

  it('should refuse a token already expired, or of a scope its role does not take, writing nothing', async () => {
    const count = async () => (await ctx.database.db.select().from(t.scoringTokens)).length;
    const before = await count();
    const token = { nationalId: 14, role: 7 as const, scopeType: 'match' as const, scopeId: 50, label: null };
    await expect(tasks.createToken({ ...token, expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(
      /^the expiry .* is in the past$/,
    );
    await expect(tasks.createToken({ ...token, scopeType: 'club', expiresAt: null })).rejects.toThrow(
      "a referee token takes a different scope than 'club'",
    );
    expect(await count()).toBe(before);
  });
});
