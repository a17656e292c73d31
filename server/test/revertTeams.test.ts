import { API_PREFIX } from '@touchline/domain';
import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';

/**
 * A revert that puts a match's teams back follows the fixture editor's rule: once the match is
 * finished its teams stay as they played, however the change is undone.
 */
let ctx: TestContext;
let admin: Record<string, string>;

const send = (method: 'PATCH' | 'PUT' | 'POST', path: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: body === undefined ? admin : { ...admin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

beforeAll(async () => {
  ctx = await startTestApp();
  ({ headers: admin } = await bearer(ctx, 2, 'national', 14));
});
afterAll(() => ctx?.close());

describe('a revert of a change of teams', () => {
  it('should be refused once the match is finished, and leave the teams as they played', async () => {
    const db = ctx.database.db;
    const [match] = await db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, 14),
          eq(t.matches.status, 'pre-game'),
          eq(t.matches.isBye, false),
          isNotNull(t.matches.homeTeamId),
          isNotNull(t.matches.awayTeamId),
          notExists(db.select().from(t.events).where(eq(t.events.matchId, t.matches.id))),
        ),
      )
      .orderBy(t.matches.id)
      .limit(1);
    const swapped = await send('PATCH', `/live/matches/${match!.id}/fixture`, { swap: true });
    expect(swapped.statusCode).toBe(200);
    const changeId = swapped.json().data.changeId as number;
    // Finished by the scoring API, not by a manager's change: only the status moves.
    const finished = await send('PUT', `/live/matches/${match!.id}/status`, { status: 'final' });
    expect(finished.statusCode).toBe(200);

    const revert = await send('POST', `/live/matches/${match!.id}/changes/${changeId}/revert`);
    expect(revert.statusCode).toBe(409);
    expect(revert.json()).toMatchObject({ code: 'MATCH_FINISHED' });
    const [row] = await db.select().from(t.matches).where(eq(t.matches.id, match!.id));
    expect([row!.homeTeamId, row!.awayTeamId]).toEqual([match!.awayTeamId, match!.homeTeamId]);
  });
});
