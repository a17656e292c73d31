import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchChangeRepository as changes } from '../src/repositories/matchChanges';
import { tokenRepository } from '../src/repositories/tokens';
import { startTestApp, type TestContext } from './harness';
import { liveMatches } from './live';

let ctx: TestContext;
let matchId: number;
let tokenId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  matchId = (await liveMatches(ctx.database.db))[0]!.id;
  tokenId = (
    await tokenRepository.create(ctx.database.db, {
      nationalId: 14,
      role: 2,
      scopeType: 'national',
      scopeId: 14,
      label: 'Competitions desk',
    })
  ).id;
});
afterAll(() => ctx?.close());

describe('the history of manager changes', () => {
  it('should keep who made each change and list a match’s changes newest first', async () => {
    const db = ctx.database.db;
    const first = await db.transaction((tx) =>
      changes.recordChange(tx, 14, {
        matchId,
        kind: 'result',
        by: { tokenId },
        before: { status: 'second-quarter', homeScore: 7 },
        after: { status: 'final', homeScore: 21 },
      }),
    );
    const second = await db.transaction((tx) =>
      changes.recordChange(tx, 14, {
        matchId,
        kind: 'fixture',
        by: { tokenId },
        before: { venueId: null },
        after: { venueId: 3 },
      }),
    );
    expect(first).toMatchObject({
      matchId,
      kind: 'result',
      byTokenId: tokenId,
      byLabel: 'Competitions desk',
    });
    expect(first.at).toBeInstanceOf(Date);
    const listed = await changes.changesOf(db, 14, matchId);
    expect(listed.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toMatchObject({
      before: { status: 'second-quarter', homeScore: 7 },
      after: { status: 'final', homeScore: 21 },
      revertedBy: null,
    });
    expect(await changes.changesOf(db, 15, matchId)).toEqual([]);
    expect(await changes.byId(db, 14, matchId + 1, first.id)).toBeNull();
  });

  it('should mark a change reverted once only', async () => {
    const db = ctx.database.db;
    const [change] = await changes.changesOf(db, 14, matchId);
    const revert = await db.transaction((tx) =>
      changes.recordChange(tx, 14, { matchId, kind: 'revert', by: { tokenId }, before: {}, after: {} }),
    );
    expect(await db.transaction((tx) => changes.markReverted(tx, change!.id, revert.id))).toBe(true);
    expect(await db.transaction((tx) => changes.markReverted(tx, change!.id, revert.id))).toBe(false);
    expect((await changes.byId(db, 14, matchId, change!.id))?.revertedBy).toBe(revert.id);
  });

  it('should keep nothing of a write that rolls back', async () => {
    const db = ctx.database.db;
    const count = (await changes.changesOf(db, 14, matchId)).length;
    await expect(
      db.transaction(async (tx) => {
        await changes.recordChange(tx, 14, {
          matchId,
          kind: 'result',
          by: { tokenId },
          before: {},
          after: {},
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await changes.changesOf(db, 14, matchId)).length).toBe(count);
  });
});
