import { API_PREFIX, calendarUid } from '@touchline/domain';
import { and, asc, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, sseReader } from './live';

/**
 * The fixture editor's writes (issue 28): move, swap, TBA and bye, add and remove a match, each
 * for a manager of the competition only, seen by fans at once and kept in the match's history.
 */
type Match = typeof t.matches.$inferSelect;

let ctx: TestContext;
/** A competition an association owns, with public results. */
let competition: typeof t.competitions.$inferSelect;
/** Its pre-game matches between two teams, with a kickoff and a venue, nobody has scored. */
let open: Match[];
/** One of its finished matches. */
let finished: Match;
/** A team of national 14 not in the competition. */
let outsider: number;
/** A venue of national 12. */
let foreignVenue: number;
let manager: Record<string, string>;
let managerTokenId: number;
let outOfScope: Record<string, string>;

const send = (
  method: 'PATCH' | 'POST' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const patch = (match: Match, body: unknown, headers = manager) =>
  send('PATCH', `/live/matches/${match.id}/fixture`, headers, body);
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, id)))[0];
const changesOf = (id: number) =>
  ctx.database.db
    .select()
    .from(t.matchChanges)
    .where(eq(t.matchChanges.matchId, id))
    .orderBy(asc(t.matchChanges.id));
const listed = async () =>
  (await ctx.get(`/live/matches/competitions/${competition.id}`)).body.data.matches as any[];
const eventsOf = (text: string) =>
  new Map(
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return [event.uid, event] as const;
    }),
  );

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  const candidates = await db
    .select({ competition: t.competitions, match: t.matches })
    .from(t.competitions)
    .innerJoin(t.entities, eq(t.entities.id, t.competitions.ownerEntityId))
    .innerJoin(t.matches, eq(t.matches.competitionId, t.competitions.id))
    .where(
      and(
        eq(t.competitions.nationalId, 14),
        eq(t.entities.level, 'association'),
        sql`(${t.competitions.display}->>'result')::boolean`,
        isNotNull(t.matches.homeTeamId),
        isNotNull(t.matches.awayTeamId),
      ),
    )
    .orderBy(t.competitions.id, t.matches.id);
  const scored = new Set(
    (await db.selectDistinct({ id: t.events.matchId }).from(t.events)).map((row) => row.id),
  );
  const isOpen = (m: Match) =>
    m.status === 'pre-game' && m.venueId !== null && m.dateTime !== null && !m.isBye && !scored.has(m.id);
  const chosen = candidates.find(
    (c) =>
      candidates.filter((o) => o.competition.id === c.competition.id && isOpen(o.match)).length >= 6 &&
      candidates.some((o) => o.competition.id === c.competition.id && o.match.status === 'final'),
  )!;
  competition = chosen.competition;
  const own = candidates.filter((c) => c.competition.id === competition.id).map((c) => c.match);
  open = own.filter(isOpen);
  finished = own.find((m) => m.status === 'final')!;
  const entered = await db
    .select({ id: t.competitionTeams.teamId })
    .from(t.competitionTeams)
    .where(eq(t.competitionTeams.competitionId, competition.id));
  const [other] = await db
    .select({ id: t.teams.id })
    .from(t.teams)
    .where(
      and(
        eq(t.teams.nationalId, 14),
        notInArray(
          t.teams.id,
          entered.map((row) => row.id),
        ),
      ),
    )
    .limit(1);
  outsider = other!.id;
  const [venue] = await db
    .select({ id: t.venues.id })
    .from(t.venues)
    .where(eq(t.venues.nationalId, 12))
    .limit(1);
  foreignVenue = venue!.id;
  const association = competition.ownerEntityId!;
  ({ headers: manager, id: managerTokenId } = await bearer(ctx, 4, 'association', association));
  const [elsewhere] = await db
    .select({ id: t.entities.id })
    .from(t.entities)
    .where(
      and(eq(t.entities.nationalId, 14), eq(t.entities.level, 'association'), ne(t.entities.id, association)),
    )
    .limit(1);
  ({ headers: outOfScope } = await bearer(ctx, 4, 'association', elsewhere!.id));
});
afterAll(() => ctx.close());

describe('PATCH /live/matches/:matchId/fixture', () => {
  it('should let only a manager of the competition change a fixture', async () => {
    const match = open[0]!;
    const { headers: referee } = await bearer(ctx, 7, 'match', match.id);
    const { headers: teamAdmin } = await bearer(ctx, 6, 'team', match.homeTeamId!);
    const { headers: superAdmin } = await bearer(ctx, 2, 'national', 14);
    for (const headers of [referee, teamAdmin, outOfScope]) {
      const response = await patch(match, { field: 'Field 9' }, headers);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('OUT_OF_SCOPE');
    }
    expect((await patch(match, { field: 'Field 9' }, { 'national-id': '14' })).statusCode).toBe(401);
    expect((await changesOf(match.id)).length).toBe(0);
    expect((await patch(match, { field: 'Field 9' }, superAdmin)).statusCode).toBe(200);
    const response = await patch(match, { field: 'Field 8' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ matchId: match.id, field: 'Field 8' });
    expect((await rowOf(match.id))!.fieldName).toBe('Field 8');
  });

  it('should move a match, show it moved on the list at once, and keep the change with who made it', async () => {
    const match = open[1]!;
    expect((await listed()).find((m) => m._id === match.id).dateTime).toBe(match.dateTime!.toISOString());
    // Ahead of now, so its followers are told of the new kickoff.
    const moved = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000);
    const response = await patch(match, { dateTime: moved.toISOString().replace('Z', '+00:00') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.dateTime).toBe(moved.toISOString());
    expect((await listed()).find((m) => m._id === match.id).dateTime).toBe(moved.toISOString());
    const [change] = await changesOf(match.id);
    expect(change).toMatchObject({
      id: response.json().data.changeId,
      kind: 'fixture',
      byTokenId: managerTokenId,
      before: { dateTime: match.dateTime!.toISOString() },
      after: { dateTime: moved.toISOString() },
      revertedBy: null,
    });
    const [logged] = await ctx.database.db
      .select()
      .from(t.matchLog)
      .where(eq(t.matchLog.matchId, match.id))
      .orderBy(sql`${t.matchLog.position} desc`)
      .limit(1);
    expect(logged).toMatchObject({ name: 'event:refresh', payload: { type: 'fixture' } });
    const notices = await ctx.database.db
      .select({ kind: t.pushNotifications.kind })
      .from(t.pushNotifications)
      .where(eq(t.pushNotifications.matchId, match.id));
    expect(notices).toEqual([{ kind: 'rescheduled' }]);
  });

  it("should carry a move on the competition's stream", async () => {
    const match = open[2]!;
    await ctx.app.listen({ host: '127.0.0.1', port: 47711 });
    const stream = sseReader(
      await fetch(`http://127.0.0.1:47711${API_PREFIX}/live/competitions/${competition.id}/stream`, {
        headers: { 'national-id': '14' },
      }),
    );
    try {
      expect((await stream.read(1))[0]!.event).toBe('snapshot');
      expect((await patch(match, { venueId: null })).statusCode).toBe(200);
      const [message] = await stream.read(1);
      expect(message).toMatchObject({
        event: 'event:refresh',
        data: { channel: `match-${match.id}`, data: { type: 'fixture' } },
      });
    } finally {
      await stream.close();
    }
  });

  it('should keep a moved match’s calendar UID and give it its new start', async () => {
    const match = open[3]!;
    const path = `${API_PREFIX}/live/teams/${match.homeTeamId}/calendar.ics`;
    const feed = async () =>
      eventsOf((await ctx.app.inject({ method: 'GET', url: path, headers: { 'national-id': '14' } })).body);
    const uid = calendarUid(14, match.id);
    const before = await feed();
    expect(before.get(uid)!.startDate.toJSDate().getTime()).toBe(match.dateTime!.getTime());
    const moved = new Date(match.dateTime!.getTime() + 86_400_000 + 90 * 60_000);
    expect((await patch(match, { dateTime: moved.toISOString() })).statusCode).toBe(200);
    const after = await feed();
    expect(after.size).toBe(before.size);
    expect(after.get(uid)!.startDate.toJSDate().getTime()).toBe(moved.getTime());
  });

  it('should swap home and away with their scores, name a team TBA, and make a bye', async () => {
    const match = open[4]!;
    await ctx.database.db
      .update(t.matches)
      .set({ homeScore: 3, awayScore: 7 })
      .where(eq(t.matches.id, match.id));
    const swapped = (await patch(match, { swap: true })).json().data;
    expect(swapped).toMatchObject({
      homeTeamId: match.awayTeamId,
      awayTeamId: match.homeTeamId,
      scores: { homeTeam: 7, awayTeam: 3 },
      isTba: false,
    });
    const [change] = await changesOf(match.id);
    expect(change!.before).toMatchObject({
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      homeScore: 3,
    });
    expect(change!.after).toMatchObject({
      homeTeamId: match.awayTeamId,
      awayTeamId: match.homeTeamId,
      homeScore: 7,
    });
    const tba = (await patch(match, { awayTeamId: null })).json().data;
    expect(tba).toMatchObject({ awayTeamId: null, isTba: true });
    expect((await listed()).find((m) => m._id === match.id).meta.isTba).toBe(true);
    const bye = (await patch(match, { isBye: true })).json().data;
    expect(bye).toMatchObject({ homeTeamId: match.awayTeamId, awayTeamId: null, isBye: true, isTba: false });
    const refused = await patch(match, { awayTeamId: match.homeTeamId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/bye/);
    const back = (await patch(match, { isBye: false, awayTeamId: match.homeTeamId })).json().data;
    expect(back).toMatchObject({ isBye: false, isTba: false, awayTeamId: match.homeTeamId });
    expect((await changesOf(match.id)).map((c) => c.kind)).toEqual([
      'fixture',
      'fixture',
      'fixture',
      'fixture',
    ]);
  });

  it('should refuse what does not stand, naming it, and write nothing', async () => {
    const match = open[5]!;
    const cases: [unknown, string, RegExp][] = [
      [{}, 'VALIDATION', /fewer than 1 properties/],
      [{ field: 'A', colour: 'red' }, 'VALIDATION', /'colour' is not allowed/],
      [{ dateTime: '2026-12-05T14:30:00' }, 'VALIDATION', /'dateTime' must match format "date-time"/],
      [{ dateTime: 'next week' }, 'VALIDATION', /'dateTime' must match format "date-time"/],
      [{ swap: false }, 'VALIDATION', /'swap' must be one of 'true'/],
      [
        { homeTeamId: outsider },
        'BAD_REQUEST',
        new RegExp(`^Team ${outsider} \\(.+\\) is not in competition ${competition.id}`),
      ],
      [{ awayTeamId: match.homeTeamId }, 'BAD_REQUEST', /cannot play itself/],
      [{ venueId: foreignVenue }, 'BAD_REQUEST', new RegExp(`venueId ${foreignVenue} is not a venue`)],
    ];
    for (const [body, code, message] of cases) {
      const response = await patch(match, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toBe(code);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect(
      (await send('PATCH', '/live/matches/2147483647/fixture', manager, { field: 'A' })).statusCode,
    ).toBe(404);
    expect(await rowOf(match.id)).toEqual(match);
    expect(await changesOf(match.id)).toEqual([]);
  });

  it("should keep a finished match's teams but let it move", async () => {
    for (const body of [{ swap: true }, { homeTeamId: null }, { isBye: true, awayTeamId: null }]) {
      const response = await patch(finished, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'MATCH_FINISHED' });
    }
    expect((await patch(finished, { field: 'Field 3' })).statusCode).toBe(200);
  });

  it('should write a retried change once, and nothing for a change to what is already there', async () => {
    const match = open[0]!;
    const headers = { ...manager, 'idempotency-key': `fixture-${match.id}` };
    const first = await patch(match, { field: 'Field 5' }, headers);
    const again = await patch(match, { field: 'Field 5' }, headers);
    expect(again.json()).toEqual(first.json());
    const same = await patch(match, { field: 'Field 5' });
    expect(same.json().data.changeId).toBeNull();
    expect((await changesOf(match.id)).filter((c) => c.after.fieldName === 'Field 5').length).toBe(1);
  });
  it('should be undone by a revert of its change (HA’s route), back to the same kickoff', async () => {
    const match = open[3]!;
    const [moved] = await changesOf(match.id);
    const url = `/live/matches/${match.id}/changes/${moved!.id}/revert`;
    const response = await send('POST', url, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(match.id))!.dateTime).toEqual(match.dateTime);
    expect((await changesOf(match.id)).map((c) => [c.kind, c.revertedBy])).toEqual([
      ['fixture', response.json().data.change._id],
      ['revert', null],
    ]);
  });
});

describe('POST /live/competitions/:competitionId/matches and DELETE /live/matches/:matchId', () => {
  it('should add a match to a round, show it on the list, and remove it again', async () => {
    const template = open[1]!;
    const [round] = await ctx.database.db.select().from(t.rounds).where(eq(t.rounds.id, template.roundId!));
    const body = {
      roundNumber: round!.number,
      homeTeamId: template.awayTeamId,
      awayTeamId: null,
      dateTime: '2027-01-09T10:00:00+10:00',
      venueId: template.venueId,
      field: 'Field 2',
    };
    const { headers: referee } = await bearer(ctx, 7, 'match', template.id);
    expect(
      (await send('POST', `/live/competitions/${competition.id}/matches`, referee, body)).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/live/competitions/${competition.id}/matches`, outOfScope, body)).statusCode,
    ).toBe(403);
    const response = await send('POST', `/live/competitions/${competition.id}/matches`, manager, body);
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json().data;
    expect(added).toMatchObject({
      competitionId: competition.id,
      roundId: round!.id,
      homeTeamId: template.awayTeamId,
      awayTeamId: null,
      isTba: true,
      dateTime: '2027-01-09T00:00:00.000Z',
      status: 'pre-game',
    });
    expect((await listed()).map((m) => m._id)).toContain(added.matchId);
    expect(await changesOf(added.matchId)).toMatchObject([
      { kind: 'added', before: {}, after: { roundId: round!.id } },
    ]);

    const { headers: matchReferee } = await bearer(ctx, 7, 'match', added.matchId);
    expect((await send('DELETE', `/live/matches/${added.matchId}`, matchReferee)).statusCode).toBe(403);
    const removed = await send('DELETE', `/live/matches/${added.matchId}`, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowOf(added.matchId)).toBeUndefined();
    expect((await listed()).map((m) => m._id)).not.toContain(added.matchId);
    const [, gone] = await changesOf(added.matchId);
    expect(gone).toMatchObject({
      id: removed.json().data.changeId,
      kind: 'removed',
      before: {
        id: added.matchId,
        competitionId: competition.id,
        fieldName: 'Field 2',
        officials: [],
        teamLists: [],
      },
      after: {},
    });
    expect((await send('DELETE', `/live/matches/${added.matchId}`, manager)).statusCode).toBe(404);
  });

  it('should refuse a round that is not there, and removing a finished or scored match', async () => {
    const path = `/live/competitions/${competition.id}/matches`;
    const noRound = await send('POST', path, manager, { roundNumber: 9999 });
    expect(noRound.statusCode).toBe(400);
    expect(noRound.json().message).toMatch(/no round number 9999/);
    expect((await send('POST', path, manager, {})).statusCode).toBe(400);
    const outside = await send('POST', path, manager, { roundId: open[0]!.roundId, homeTeamId: outsider });
    expect(outside.json().message).toMatch(new RegExp(`Team ${outsider} \\(.+\\) is not in competition`));
    const done = await send('DELETE', `/live/matches/${finished.id}`, manager);
    expect(done.statusCode).toBe(409);
    const [event] = await ctx.database.db.select({ matchId: t.events.matchId }).from(t.events).limit(1);
    const [scored] = await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, event!.matchId));
    const { headers: superAdmin } = await bearer(ctx, 2, 'national', 14);
    const refused = await send('DELETE', `/live/matches/${scored!.id}`, superAdmin);
    expect(refused.statusCode).toBe(409);
    expect(await rowOf(scored!.id)).toBeDefined();
  });
});
