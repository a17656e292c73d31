import { API_PREFIX } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, matches, members, teamListEntries, teamMembers, teams } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { type Answer, AS_14, call } from './requests';

let ctx: TestContext;
/** A non-public member of national 14 who is on a roster, on a team list and in scoring events. */
let hidden: {
  id: number;
  firstName: string;
  lastName: string;
  rosterTeamId: number;
  listMatchId: number;
  listTeamId: number;
  eventMatchId: number;
  competitionId: number;
};

/**
 * Finds the member through the database: not public, with a unique full name (so the
 * name can be looked for in the payloads), on the roster and a team list of teams that
 * show their lists, and the player of scoring events. Player of the Match is preferred.
 */
async function findHiddenMember() {
  const db = ctx.database.db;
  const all = await db.select().from(members).where(eq(members.nationalId, 14));
  const fullNames = new Map<string, number>();
  for (const m of all)
    fullNames.set(`${m.firstName} ${m.lastName}`, (fullNames.get(`${m.firstName} ${m.lastName}`) ?? 0) + 1);
  const privateIds = all
    .filter((m) => !m.isPublic && fullNames.get(`${m.firstName} ${m.lastName}`) === 1)
    .map((m) => m.id);
  const shown = eq(teams.hideTeamList, false);
  const [rosters, lists, scored, potm] = await Promise.all([
    db
      .select({ memberId: teamMembers.memberId, teamId: teamMembers.teamId, shirtNum: teamMembers.shirtNum })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(inArray(teamMembers.memberId, privateIds), shown)),
    db
      .select({
        memberId: teamListEntries.memberId,
        matchId: teamListEntries.matchId,
        teamId: teamListEntries.teamId,
      })
      .from(teamListEntries)
      .innerJoin(teams, eq(teams.id, teamListEntries.teamId))
      .where(and(inArray(teamListEntries.memberId, privateIds), shown)),
    db
      .select({ memberId: events.playerId, matchId: events.matchId, competitionId: matches.competitionId })
      .from(events)
      .innerJoin(matches, eq(matches.id, events.matchId))
      .where(and(inArray(events.playerId, privateIds), eq(events.kind, 'scoring'))),
    db
      .select({ id: matches.playerOfTheMatchId })
      .from(matches)
      .where(inArray(matches.playerOfTheMatchId, privateIds)),
  ]);
  const candidates = privateIds
    .filter((id) => rosters.some((r) => r.memberId === id && r.shirtNum != null))
    .filter((id) => lists.some((l) => l.memberId === id) && scored.some((s) => s.memberId === id))
    .sort((a, b) => Number(potm.some((p) => p.id === b)) - Number(potm.some((p) => p.id === a)));
  const id = candidates[0]!;
  const member = all.find((m) => m.id === id)!;
  const list = lists.find((l) => l.memberId === id)!;
  const event = scored.find((s) => s.memberId === id)!;
  return {
    id,
    firstName: member.firstName,
    lastName: member.lastName,
    rosterTeamId: rosters.find((r) => r.memberId === id)!.teamId,
    listMatchId: list.matchId,
    listTeamId: list.teamId,
    eventMatchId: event.matchId,
    competitionId: event.competitionId,
  };
}

/** Every public response the member could appear in, raw and parsed. */
async function responses(searchFor: string[]): Promise<Record<string, Answer>> {
  const paths = [
    `/live/teams/${hidden.rosterTeamId}`,
    `/live/teamlists/matches/${hidden.listMatchId}/teams/${hidden.listTeamId}`,
    `/live/matches/${hidden.listMatchId}`,
    `/live/matches/${hidden.eventMatchId}`,
    `/live/matches/${hidden.eventMatchId}/sport`,
    `/live/matches/competitions/${hidden.competitionId}`,
    `/live/members/${hidden.id}`,
    ...searchFor.map((text) => `/live/search?search=${encodeURIComponent(text)}`),
  ];
  const answers: Record<string, Answer> = {};
  for (const path of paths) {
    answers[path] = await call(ctx, path);
    expect(answers[path]!.status, path).toBe(200);
  }
  return answers;
}

/** The member's entries in a response, wherever they sit, by `_id` (or `memberId`). */
function entriesOf(body: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (
        (record._id === hidden.id && ('firstName' in record || 'profile' in record)) ||
        record.memberId === hidden.id
      )
        found.push(record);
      Object.values(record).forEach(walk);
    }
  };
  walk(body);
  return found;
}

beforeAll(async () => {
  ctx = await startTestApp();
  hidden = await findHiddenMember();
});
afterAll(() => ctx.close());

describe('privacy › a member who is not public', () => {
  it('should be "Player" with no surname, photo or number on the team page roster', async () => {
    const { body } = await call(ctx, `/live/teams/${hidden.rosterTeamId}`);
    const entry = body.data.team[0].memberDetails.find((m: any) => m._id === hidden.id);
    expect(entry).toMatchObject({
      isPublic: false,
      profile: { firstName: 'Player', lastName: '' },
      shirtNum: null,
      meta: { imgUrl: null },
    });
  });

  it('should be "Player" with no surname, photo or number on the match team list', async () => {
    const { body } = await call(
      ctx,
      `/live/teamlists/matches/${hidden.listMatchId}/teams/${hidden.listTeamId}`,
    );
    const entry = [...body.data.players, ...body.data.nonplayers].find((p: any) => p._id === hidden.id);
    expect(entry).toMatchObject({
      isPublic: false,
      firstName: 'Player',
      lastName: '',
      imgUrl: null,
      shirtNum: null,
      number: null,
    });
  });

  it('should be "Player" in the scoring events of the match centre', async () => {
    const { body } = await call(ctx, `/live/matches/${hidden.eventMatchId}`);
    const theirs = body.data.scoringEvents.filter((e: any) => e.meta.player?._id === hidden.id);
    expect(theirs.length).toBeGreaterThan(0);
    for (const event of theirs)
      expect(event.meta.player).toEqual({
        _id: hidden.id,
        firstName: 'Player',
        lastName: '',
        isPublic: false,
      });
  });

  it('should be "Player" with no number in the player stats table', async () => {
    const { body } = await call(ctx, `/live/matches/${hidden.eventMatchId}/sport`);
    const names = body.data.tableData.rows.map((row: unknown[]) => row[1]);
    expect(names).toContain('Player');
    for (const row of body.data.tableData.rows.filter((r: unknown[]) => r[1] === 'Player'))
      expect(row[0]).toBeNull();
  });

  it('should be "Player" with no photo on their own page, which still lists their matches', async () => {
    const { body } = await call(ctx, `/live/members/${hidden.id}`);
    expect(body.data.member).toMatchObject({
      _id: hidden.id,
      isPublic: false,
      profile: { firstName: 'Player', lastName: '' },
      meta: { showImg: false, imgUrl: null },
    });
    expect(body.data.compAndMatches.length).toBeGreaterThan(0);
  });

  it('should be "Player" everywhere they appear, and their real name should appear in no payload', async () => {
    const answers = await responses([hidden.lastName, `${hidden.firstName} ${hidden.lastName}`]);
    const seen = Object.values(answers).flatMap(({ body }) => entriesOf(body));
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const [path, { body, raw }] of Object.entries(answers)) {
      for (const entry of entriesOf(body)) {
        const name = 'profile' in entry ? entry.profile : entry;
        expect(name, path).toMatchObject({ firstName: 'Player', lastName: '' });
      }
      expect(raw, path).not.toContain(`${hidden.firstName} ${hidden.lastName}`);
      expect(raw, path).not.toContain(`"firstName":"${hidden.firstName}","lastName":"${hidden.lastName}"`);
      expect(raw, path).not.toContain(`"lastName":"${hidden.lastName}","isPublic":false`);
    }
  });

  it('should not be found by search under their name', async () => {
    for (const text of [hidden.lastName, `${hidden.firstName} ${hidden.lastName}`]) {
      const { body } = await call(ctx, `/live/search?search=${encodeURIComponent(text)}`);
      // Public players may share the name; the private member is never among the results.
      for (const result of body.data)
        expect(result.type === 'player' && result._id === hidden.id).toBe(false);
      expect(JSON.stringify(body.data)).not.toContain(`${hidden.firstName} ${hidden.lastName}`);
    }
  });
});

describe('privacy › a non-public member with a one-off name and a photo', () => {
  // The demo's first and last names repeat among public members, so "their name appears
  // nowhere" can only be checked exactly once the member carries names no one else has.
  const canary = {
    firstName: 'Quenbyrtle',
    lastName: 'Vexhallowmere',
    imgUrl: 'https://img.example/private-canary-photo.png',
  };

  beforeAll(async () => {
    await ctx.database.db
      .update(members)
      .set({ ...canary, meta: { showImg: true } })
      .where(eq(members.id, hidden.id));
  });

  it('should leave neither first name, last name nor photo in any payload, search included', async () => {
    const answers = await responses([canary.firstName, canary.lastName, canary.firstName.slice(0, 6)]);
    expect(Object.keys(answers).length).toBeGreaterThan(8);
    for (const [path, { raw, body }] of Object.entries(answers)) {
      expect(raw, path).not.toContain(canary.firstName);
      expect(raw, path).not.toContain(canary.lastName);
      expect(raw, path).not.toContain('private-canary-photo');
      if (path.startsWith('/live/search')) expect(body.data, path).toEqual([]);
    }
  });

  it('should appear in no calendar feed of their team or competition', async () => {
    for (const path of [
      `/live/teams/${hidden.rosterTeamId}/calendar.ics`,
      `/live/competitions/${hidden.competitionId}/calendar.ics`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers: AS_14 });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('BEGIN:VEVENT');
      expect(response.body, path).not.toContain(canary.firstName);
      expect(response.body, path).not.toContain(canary.lastName);
      expect(response.body, path).not.toContain('private-canary-photo');
    }
  });

  it('should withhold the photo even when the member record says to show it', async () => {
    const { body } = await call(ctx, `/live/members/${hidden.id}`);
    expect(body.data.member.meta).toMatchObject({ showImg: false, imgUrl: null });
  });

  it("should still show a public member's name and photo in the same team list", async () => {
    const { body } = await call(
      ctx,
      `/live/teamlists/matches/${hidden.listMatchId}/teams/${hidden.listTeamId}`,
    );
    const others = [...body.data.players, ...body.data.nonplayers].filter((p: any) => p.isPublic);
    expect(others.length).toBeGreaterThan(0);
    const [stored] = await ctx.database.db.select().from(members).where(eq(members.id, others[0]._id));
    expect(others[0]).toMatchObject({
      firstName: stored!.firstName,
      lastName: stored!.lastName,
      imgUrl: stored!.imgUrl,
    });
  });
});
