import { API_PREFIX } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { tokenRepository } from '../src/repositories/tokens';
import { startTestApp, type TestContext } from './harness';
import { liveMatches } from './live';

let ctx: TestContext;
let matchId: number;

/** A referee token for the match, expiring at `expiresAt`, as its bearer header. */
async function referee(expiresAt: Date | null) {
  const { id, secret } = await tokenRepository.create(ctx.database.db, {
    nationalId: 14,
    role: 7,
    scopeType: 'match',
    scopeId: matchId,
    expiresAt,
  });
  return { id, headers: { 'national-id': '14', authorization: `Bearer ${secret}` } };
}
const refresh = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/live/matches/${matchId}/events/refresh`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ type: 'movement' }),
  });
const lastUsed = async (id: number) =>
  (await ctx.database.db.select().from(t.scoringTokens).where(eq(t.scoringTokens.id, id)))[0]!.lastUsedAt;

beforeAll(async () => {
  ctx = await startTestApp();
  matchId = (await liveMatches(ctx.database.db))[0]!.id;
});

afterAll(() => ctx?.close());

describe('scoring tokens › expiry and last use', () => {
  it('should refuse an expired token with 401 and say when it expired', async () => {
    const expired = new Date(Date.now() - 60_000);
    const { headers } = await referee(expired);
    const response = await refresh(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'TOKEN_EXPIRED',
      message: `The scoring token expired at ${expired.toISOString()}; ask for a new one`,
    });
  });

  it('should accept a token until it expires, and one with no expiry', async () => {
    for (const expiresAt of [new Date(Date.now() + 3_600_000), null]) {
      const { headers } = await referee(expiresAt);
      expect((await refresh(headers)).statusCode).toBeLessThan(300);
    }
  });

  it('should record a last use, but write it at most once a minute', async () => {
    const { id, headers } = await referee(null);
    expect(await lastUsed(id)).toBeNull();
    const before = Date.now();
    expect((await refresh(headers)).statusCode).toBeLessThan(300);
    const first = await lastUsed(id);
    expect(first!.getTime()).toBeGreaterThanOrEqual(before - 1);
    for (let i = 0; i < 5; i++) expect((await refresh(headers)).statusCode).toBeLessThan(300);
    expect(await lastUsed(id)).toEqual(first);
  });
});
