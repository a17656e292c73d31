import { API_PREFIX, type RoleCode, type ScopeType } from '@touchline/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { matchChangeRepository } from '../src/repositories/matchChanges';
import { startTestApp, type TestContext } from './harness';
import { bearer, sseReader } from './live';

/**
 * A manager's result (issue 28): who may write it, what it changes (the ladder, the competition's
 * stream), the match scored live, validation, idempotency, and the history and its revert.
 */
type Match = typeof t.matches.$inferSelect;

const PORT = 47610;
let ctx: TestContext;
let competitionId: number;
/** Pre-game matches of a competition with a ladder, owned by a state, with team lists. */
let fresh: Match[];
/** A pre-game match of that competition without team lists. */
let spare: Match;
/** A match of that competition under way, scored live. */
let live: Match;
let manager: Record<string, string>;
let superAdmin: Record<string, string>;
/** A state other than the competition's owner. */
let otherState: number;

const send = (
  method: 'PUT' | 'POST' | 'GET' | 'PATCH',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const result = (match: Match, headers: Record<string, string>, body: unknown) =>
  send('PUT', `/live/matches/${match.id}/result`, headers, body);
const changes = async (match: Match) => {
  const response = await send('GET', `/live/matches/${match.id}/changes`, manager);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as any[];
};
const token = async (role: RoleCode, scopeType: ScopeType, scopeId: number) =>
  (await bearer(ctx, role, scopeType, scopeId)).headers;
const row = async (id: number) =>
  (await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, id)))[0]!;
const ladderRow = async (teamId: number) => {
  const ladder = await ctx.get(`/live/ladders/competition/${competitionId}`);
  expect(ladder.status).toBe(200);
  return ladder.body.data.teams.find((team: any) => team._id === teamId).stats;
};

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: PORT });
  const db = ctx.database.db;
  // A competition with a ladder owned by a state, with matches to come that list their teams.
  const [candidate] = (
    (await db.execute(sql`
      select c.id, c.owner_entity_id as owner from competitions c join entities e on e.id = c.owner_entity_id
      where c.national_id = 14 and e.level = 'state' and (c.display->>'ladder')::boolean
        and (c.display->>'result')::boolean
        and exists (select 1 from matches m where m.competition_id = c.id and m.status = 'second-quarter'
          and exists (select 1 from events v where v.match_id = m.id and v.kind = 'scoring'))
      order by c.id limit 1`)) as any
  ).rows as { id: number; owner: number }[];
  competitionId = candidate!.id;
  const matches = await db
    .select()
    .from(t.matches)
    .where(and(eq(t.matches.competitionId, competitionId), isNotNull(t.matches.awayTeamId)))
    .orderBy(t.matches.id);
  const listed = ((await db.execute(sql`select distinct match_id from team_list_entries`)) as any).rows.map(
    (r: any) => r.match_id,
  );
  fresh = matches.filter((m) => m.status === 'pre-game' && !m.isBye && listed.includes(m.id));
  live = matches.find((m) => m.status === 'second-quarter')!;
  expect(fresh.length).toBeGreaterThanOrEqual(4);
  spare = matches.find((m) => m.status === 'pre-game' && !m.isBye && !listed.includes(m.id))!;
  const [other] = await db
    .select({ id: t.entities.id })
    .from(t.entities)
    .where(
      and(
        eq(t.entities.nationalId, 14),
        eq(t.entities.level, 'state'),
        sql`${t.entities.id} <> ${candidate!.owner}`,
      ),
    );
  otherState = other!.id;
  manager = await token(3, 'state', candidate!.owner);
  superAdmin = await token(2, 'national', 14);
});
afterAll(async () => {
  ctx?.app.server.closeAllConnections();
  await ctx?.close();
});

describe('PUT /live/matches/:matchId/result › who may write it', () => {
  it('should refuse a referee, a team admin and an admin out of scope with a 403, and no token with a 401', async () => {
    const match = fresh[0]!;
    const body = { status: 'final', homeScore: 1, awayScore: 0 };
    for (const headers of [
      await token(7, 'match', match.id),
      await token(6, 'team', match.homeTeamId!),
      await token(3, 'state', otherState),
    ]) {
      const refused = await result(match, headers, body);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('OUT_OF_SCOPE');
      expect((await send('GET', `/live/matches/${match.id}/changes`, headers)).statusCode).toBe(403);
    }
    expect((await result(match, { 'national-id': '14' }, body)).statusCode).toBe(401);
    expect((await result({ ...match, id: 999999 }, manager, body)).statusCode).toBe(404);
    expect(await row(match.id)).toMatchObject({ status: 'pre-game' });
    expect(await changes(match)).toEqual([]);
  });

  it('should let a super admin write it', async () => {
    const match = spare;
    const written = await result(match, superAdmin, { status: 'washout' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({ status: 'washout', scores: { homeTeam: 0, awayTeam: 0 } });
  });
});

describe('PUT /live/matches/:matchId/result › what it changes', () => {
  it('should update the ladder, show on the competition stream, and keep the change in the history', async () => {
    const match = fresh[0]!;
    const before = await ladderRow(match.homeTeamId!);
    const stream = sseReader(
      await fetch(`http://127.0.0.1:${PORT}${API_PREFIX}/live/competitions/${competitionId}/stream`, {
        headers: { 'national-id': '14' },
      }),
    );
    try {
      const [snapshot] = await stream.read(1);
      expect(snapshot!.event).toBe('snapshot');
      const written = await result(match, manager, { status: 'final', homeScore: 27, awayScore: 13 });
      expect(written.statusCode, written.body).toBe(200);
      const { data } = written.json();
      expect(data).toMatchObject({ status: 'final', scores: { homeTeam: 27, awayTeam: 13 } });
      expect(data.change).toMatchObject({
        kind: 'result',
        matchId: match.id,
        before: { status: 'pre-game', homeScore: 0, awayScore: 0 },
        after: { status: 'final', homeScore: 27, awayScore: 13 },
        revertedBy: null,
      });
      const messages = await stream.read(2);
      expect(messages.map((m) => [m.event, m.data.channel])).toEqual([
        ['status', `match-${match.id}`],
        ['event:refresh', `match-${match.id}`],
      ]);
      expect(messages[0]!.data.data).toEqual({ status: 'final', forfeitingTeam: null });
    } finally {
      await stream.close();
    }
    const after = await ladderRow(match.homeTeamId!);
    expect(after.matchesPlayed).toBe(before.matchesPlayed + 1);
    expect(after.matchesWon).toBe(before.matchesWon + 1);
    expect(after.pointsFor).toBe(before.pointsFor + 27);
    const detail = await ctx.get(`/live/matches/${match.id}`);
    expect(detail.body.data).toMatchObject({ status: 'final', scores: { homeTeam: 27, awayTeam: 13 } });
    const [change] = await changes(match);
    expect(change).toMatchObject({ kind: 'result', by: { label: null }, after: { status: 'final' } });
    expect(Date.parse(change.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('should refuse a match scored live with a 409 unless the result replaces its live score', async () => {
    const events = async () =>
      (await ctx.database.db.select().from(t.events).where(eq(t.events.matchId, live.id))).length;
    const count = await events();
    const refused = await result(live, manager, { status: 'final', homeScore: 10, awayScore: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RESULT_SCORED_LIVE',
      message: expect.stringContaining('replacesLive'),
    });
    expect(await row(live.id)).toMatchObject({ status: 'second-quarter', homeScore: live.homeScore });
    const replaced = await result(live, manager, {
      status: 'final',
      homeScore: 10,
      awayScore: 3,
      replacesLive: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    // The events stay, as the record of the game; the score is the manager's.
    expect(await events()).toBe(count);
    expect(await row(live.id)).toMatchObject({
      status: 'final',
      homeScore: 10,
      awayScore: 3,
      // Its events' periods no longer add up to the score: the table gives way to the score.
      perPeriodScore: false,
    });
  });

  it('should refuse a bye with a 409', async () => {
    const [bye] = await ctx.database.db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, 14), eq(t.matches.isBye, true)))
      .limit(1);
    const refused = await result(bye!, superAdmin, { status: 'final', homeScore: 1, awayScore: 0 });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'MATCH_IS_BYE']);
  });
});

describe('PUT /live/matches/:matchId/result › validation', () => {
  it.each([
    ['a negative score', { status: 'final', homeScore: -1, awayScore: 3 }, 'VALIDATION'],
    ['an unknown field', { status: 'final', homeScore: 1, awayScore: 3, periodScores: [] }, 'VALIDATION'],
    ['a status that is not a result', { status: 'abandoned' }, 'VALIDATION'],
    ['a final without scores', { status: 'final' }, 'BAD_REQUEST'],
    ['one score alone', { status: 'washout', homeScore: 2 }, 'BAD_REQUEST'],
    ['a forfeit without a team', { status: 'forfeit' }, 'FORFEIT_TEAM'],
    ['a forfeit by a team not in the match', { status: 'forfeit', forfeitingTeam: 999999 }, 'FORFEIT_TEAM'],
    [
      'a player of the match on neither list',
      { status: 'final', homeScore: 1, awayScore: 0, playerOfTheMatch: 999999 },
      'BAD_REQUEST',
    ],
  ])('should refuse %s with a 400, changing nothing', async (_, body, code) => {
    const match = fresh[1]!;
    const refused = await result(match, manager, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe(code);
    expect(await row(match.id)).toMatchObject({ status: 'pre-game' });
    expect(await changes(match)).toEqual([]);
  });

  it('should take a forfeit by one of its teams and a player of the match from a team list', async () => {
    const match = fresh[1]!;
    const [player] = await ctx.database.db
      .select({ id: t.teamListEntries.memberId })
      .from(t.teamListEntries)
      .where(and(eq(t.teamListEntries.matchId, match.id), eq(t.teamListEntries.teamId, match.homeTeamId!)))
      .limit(1);
    const written = await result(match, manager, {
      status: 'forfeit',
      forfeitingTeam: match.awayTeamId,
      playerOfTheMatch: player!.id,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(await row(match.id)).toMatchObject({
      status: 'forfeit',
      forfeitingTeamId: match.awayTeamId,
      playerOfTheMatchId: player!.id,
    });
  });
});

describe('PUT /live/matches/:matchId/result › idempotency', () => {
  it('should write a retry with the same Idempotency-Key once, answering the first answer', async () => {
    const match = fresh[2]!;
    const headers = { ...manager, 'idempotency-key': 'result-once' };
    const body = { status: 'final', homeScore: 14, awayScore: 14 };
    const first = await result(match, headers, body);
    const second = await result(match, headers, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await changes(match)).length).toBe(1);
  });
});

describe('the history and its revert', () => {
  const revert = (match: Match, changeId: number, headers = manager) =>
    send('POST', `/live/matches/${match.id}/changes/${changeId}/revert`, headers);

  it('should list changes newest first and revert one, restoring the fields it touched', async () => {
    const match = fresh[3]!;
    await result(match, manager, { status: 'final', homeScore: 7, awayScore: 3 });
    const second = (await result(match, manager, { status: 'final', homeScore: 9, awayScore: 3 })).json().data
      .change;
    const listed = await changes(match);
    expect(listed.map((c) => c._id)).toEqual([second._id, listed[1]._id]);
    expect(listed[0]).toMatchObject({ before: { homeScore: 7 }, after: { homeScore: 9 } });
    expect((await revert(match, second._id, await token(7, 'match', match.id))).statusCode).toBe(403);
    // The first change cannot go while a later one set the same fields.
    const blocked = await revert(match, listed[1]._id);
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'CHANGED_SINCE']);
    expect(blocked.json().message).toContain(`change ${second._id} (result) set homeScore`);
    const undone = await revert(match, second._id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({
      scores: { homeTeam: 7, awayTeam: 3 },
      change: { kind: 'revert', before: { homeScore: 9 }, after: { homeScore: 7 } },
    });
    expect(await row(match.id)).toMatchObject({ status: 'final', homeScore: 7 });
    const after = await changes(match);
    expect(after[0].kind).toBe('revert');
    expect(after[1]).toMatchObject({ _id: second._id, revertedBy: after[0]._id });
    const again = await revert(match, second._id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_REVERTED']);
    expect((await revert(match, after[0]._id)).statusCode).toBe(409);
    // With the later change undone, the first one goes back to the match before any result.
    const first = await revert(match, listed[1]._id);
    expect(first.statusCode, first.body).toBe(200);
    expect(await row(match.id)).toMatchObject({
      status: 'pre-game',
      homeScore: 0,
      awayScore: 0,
      perPeriodScore: fresh[3]!.perPeriodScore,
    });
  });

  it("should revert a fixture editor's change, telling fans of the fixture", async () => {
    const field = spare.fieldName;
    const edited = await send('PATCH', `/live/matches/${spare.id}/fixture`, manager, { field: 'Field 9' });
    expect(edited.statusCode, edited.body).toBe(200);
    const [change] = await changes(spare);
    expect((await revert(spare, change._id)).statusCode).toBe(200);
    expect((await row(spare.id)).fieldName).toBe(field);
    const [last] = await ctx.database.db
      .select()
      .from(t.matchLog)
      .where(eq(t.matchLog.matchId, spare.id))
      .orderBy(desc(t.matchLog.position))
      .limit(1);
    expect(last).toMatchObject({ name: 'event:refresh', payload: { type: 'fixture' } });
  });

  it('should refuse a revert once the match has changed those fields another way, naming them', async () => {
    const match = fresh[2]!;
    const [change] = await changes(match);
    await ctx.database.db.update(t.matches).set({ homeScore: 21 }).where(eq(t.matches.id, match.id));
    const refused = await revert(match, change._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CHANGED_SINCE',
      message: expect.stringContaining('homeScore is 21, not 14'),
    });
    expect((await revert(match, 999999)).statusCode).toBe(404);
  });
});

describe('the revert of a removed match', () => {
  it('should put the match back whole, with its id and team lists, once', async () => {
    const db = ctx.database.db;
    const [{ id }] = (
      (await db.execute(sql`select m.id from matches m where m.national_id = 14 and m.status = 'pre-game'
        and m.competition_id <> ${competitionId} and exists (select 1 from team_list_entries l where l.match_id = m.id)
        order by m.id limit 1`)) as any
    ).rows;
    const match = await row(id);
    const lists = await db.select().from(t.teamListEntries).where(eq(t.teamListEntries.matchId, id));
    const officials = await db.select().from(t.matchOfficials).where(eq(t.matchOfficials.matchId, id));
    // As the fixture editor removes a match: the whole row kept in the history, then deleted.
    const { id: tokenId } = await bearer(ctx, 2, 'national', 14);
    const removed = await db.transaction(async (tx) => {
      const change = await matchChangeRepository.recordChange(tx, 14, {
        matchId: id,
        kind: 'removed',
        by: { tokenId },
        before: JSON.parse(JSON.stringify({ ...match, officials, teamLists: lists })),
        after: {},
      });
      await tx.delete(t.matches).where(eq(t.matches.id, id));
      return change;
    });
    expect((await ctx.get(`/live/matches/${id}`)).status).toBe(404);
    const history = await send('GET', `/live/matches/${id}/changes`, superAdmin);
    expect(history.json().data.map((c: any) => c.kind)).toEqual(['removed']);
    const teamAdmin = await send(
      'POST',
      `/live/matches/${id}/changes/${removed.id}/revert`,
      await token(6, 'team', match.homeTeamId!),
    );
    expect(teamAdmin.statusCode).toBe(403);
    const back = await send('POST', `/live/matches/${id}/changes/${removed.id}/revert`, superAdmin);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'pre-game', change: { kind: 'revert' } });
    const restored = await row(id);
    expect({ ...restored, updatedAt: null }).toEqual({ ...match, updatedAt: null });
    expect(await db.select().from(t.teamListEntries).where(eq(t.teamListEntries.matchId, id))).toEqual(lists);
    expect((await ctx.get(`/live/matches/${id}`)).status).toBe(200);
    const again = await send('POST', `/live/matches/${id}/changes/${removed.id}/revert`, superAdmin);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_REVERTED']);
  });
});
