import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, type NewToken } from '../src/admin/tasks';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';

let ctx: TestContext;
/** Ids of national 14's places, and of national 12's, by scope type. */
const own: Record<string, number> = {};
const other: Record<string, number> = {};

const count = async () => (await ctx.database.db.select().from(t.scoringTokens)).length;
const token = (role: NewToken['role'], scopeType: NewToken['scopeType'], scopeId: number): NewToken => ({
  nationalId: 14,
  role,
  scopeType,
  scopeId,
  label: null,
  expiresAt: null,
});

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  for (const [into, national] of [
    [own, 14],
    [other, 12],
  ] as const) {
    for (const level of ['state', 'association', 'club'] as const) {
      const [entity] = await db
        .select()
        .from(t.entities)
        .where(and(eq(t.entities.nationalId, national), eq(t.entities.level, level)))
        .limit(1);
      into[level] = entity!.id;
    }
    into.team = (await db.select().from(t.teams).where(eq(t.teams.nationalId, national)).limit(1))[0]!.id;
    into.match = (
      await db.select().from(t.matches).where(eq(t.matches.nationalId, national)).limit(1)
    )[0]!.id;
  }
  // A club of national 14 named as an association: an entity of the national, at another level.
  const [club] = await db
    .select()
    .from(t.entities)
    .where(and(eq(t.entities.nationalId, 14), ne(t.entities.level, 'association')))
    .limit(1);
  own.notAnAssociation = club!.id;
});
afterAll(() => ctx?.close());

describe('minting a token › its scope must lie in its national', () => {
  it('should mint a token for the national itself and for each kind of place in it', async () => {
    const made = [
      token(2, 'national', 14),
      token(3, 'state', own.state!),
      token(4, 'association', own.association!),
      token(5, 'club', own.club!),
      token(6, 'team', own.team!),
      token(7, 'match', own.match!),
    ];
    const before = await count();
    for (const input of made) expect((await createToken(ctx.database.db, input)).secret).toMatch(/^tl_/);
    expect(await count()).toBe(before + made.length);
  });

  it.each([
    [
      'another national',
      () => token(2, 'national', 12),
      /the scope national:12 is not the token's national 14/,
    ],
    ['a platform admin for another national', () => token(1, 'national', 12), /national:12/],
    ["another national's state", () => token(3, 'state', other.state!), /is no state of national 14/],
    ["another national's association", () => token(4, 'association', other.association!), /association:/],
    ["another national's club", () => token(5, 'club', other.club!), /is no club of national 14/],
    ["another national's team", () => token(6, 'team', other.team!), /is no team of national 14/],
    ["another national's match", () => token(7, 'match', other.match!), /is no match of national 14/],
    ['an entity of another level', () => token(4, 'association', own.notAnAssociation!), /association/],
    ['a match that does not exist', () => token(7, 'match', 999_999_999), /match:999999999 is no match/],
  ])('should refuse %s, naming the scope and writing nothing', async (_, input, message) => {
    const before = await count();
    await expect(createToken(ctx.database.db, input())).rejects.toThrow(message);
    expect(await count()).toBe(before);
  });
});

describe('npm run token › a scope outside the national', () => {
  it('should exit non-zero with one line naming the scope', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'touchline-token-'));
    try {
      // The command on an embedded database of its own, whatever the tests run on.
      const { DATABASE_URL: _, REDIS_URL: __, ...env } = process.env;
      const ran = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/src/cli/token.ts',
          'create',
          '--role',
          'superAdmin',
          '--scope',
          'national:12',
          '--national',
          '14',
        ],
        { env: { ...env, DATA_DIR: dir }, timeout: 120_000 },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(ran.code).toBe(1);
      expect(ran.stderr.trim()).toMatch(/^Error: the scope national:12 is not the token's national 14/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
