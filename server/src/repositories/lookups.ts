import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

export type TeamRow = typeof t.teams.$inferSelect;
export type EntityRow = typeof t.entities.$inferSelect;
export type MemberRow = typeof t.members.$inferSelect;
export type MatchRow = typeof t.matches.$inferSelect;
export type CompetitionRow = typeof t.competitions.$inferSelect;
export type RoundRow = typeof t.rounds.$inferSelect;
export type VenueRow = typeof t.venues.$inferSelect;

const unique = (ids: Iterable<number | null | undefined>) => [
  ...new Set([...ids].filter((id): id is number => id != null)),
];

async function byIds<T extends { id: number }>(
  load: (ids: number[]) => Promise<T[]>,
  ids: Iterable<number | null | undefined>,
) {
  const list = unique(ids);
  const rows = list.length ? await load(list) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Batch loaders: each takes a national and ids, and returns rows of that national only. */
export const load = {
  teams: (db: Queryable, nationalId: number, ids: Iterable<number | null | undefined>) =>
    byIds(
      (list) =>
        db
          .select()
          .from(t.teams)
          .where(and(eq(t.teams.nationalId, nationalId), inArray(t.teams.id, list))),
      ids,
    ),
  entities: (db: Queryable, nationalId: number, ids: Iterable<number | null | undefined>) =>
    byIds(
      (list) =>
        db
          .select()
          .from(t.entities)
          .where(and(eq(t.entities.nationalId, nationalId), inArray(t.entities.id, list))),
      ids,
    ),
  members: (db: Queryable, nationalId: number, ids: Iterable<number | null | undefined>) =>
    byIds(
      (list) =>
        db
          .select()
          .from(t.members)
          .where(and(eq(t.members.nationalId, nationalId), inArray(t.members.id, list))),
      ids,
    ),
  competitions: (db: Queryable, nationalId: number, ids: Iterable<number | null | undefined>) =>
    byIds(
      (list) =>
        db
          .select()
          .from(t.competitions)
          .where(and(eq(t.competitions.nationalId, nationalId), inArray(t.competitions.id, list))),
      ids,
    ),
  rounds: (db: Queryable, nationalId: number, ids: Iterable<number | null | undefined>) =>
    byIds(
      (list) =>
        db
          .select()
          .from(t.rounds)
          .where(and(eq(t.rounds.nationalId, nationalId), inArray(t.rounds.id, list))),
      ids,
    ),
  venues: (db: Queryable, nationalId: number, ids: Iterable<number | null | undefined>) =>
    byIds(
      (list) =>
        db
          .select()
          .from(t.venues)
          .where(and(eq(t.venues.nationalId, nationalId), inArray(t.venues.id, list))),
      ids,
    ),
};

/** Referees of each match, as member rows. */
export async function loadReferees(db: Queryable, nationalId: number, matchIds: number[]) {
  const byMatch = new Map<number, MemberRow[]>();
  if (!matchIds.length) return byMatch;
  const rows = await db
    .select({ matchId: t.matchOfficials.matchId, member: t.members })
    .from(t.matchOfficials)
    .innerJoin(t.members, eq(t.members.id, t.matchOfficials.memberId))
    .where(and(eq(t.matchOfficials.nationalId, nationalId), inArray(t.matchOfficials.matchId, matchIds)));
  for (const row of rows) {
    const list = byMatch.get(row.matchId) ?? [];
    list.push(row.member);
    byMatch.set(row.matchId, list);
  }
  return byMatch;
}

export { unique };

/**
 * True for matches the public may see: their competition shows its results, and they fall
 * outside its hidden-rounds windows. Other matches appear nowhere: schedule, team and
 * player pages, match centre, form guides, reports or streams. The window test is the domain's
 * `inHiddenRounds` in SQL, so lists filter in the database; test/hiddenRounds.test.ts holds the
 * two to the same answers.
 */
export const resultsArePublic = (): SQL =>
  sql`exists (
    select 1 from ${t.competitions} c
    where c.id = ${t.matches.competitionId} and (c.display->>'result')::boolean
      and not exists (
        select 1 from jsonb_array_elements(c.display->'hideRounds') w
        where ${t.matches.dateTime} between to_timestamp((w->>'from')::bigint / 1000.0) and to_timestamp((w->>'to')::bigint / 1000.0)))`;

/** The SQL twin of the domain's `teamListShown`, on a query that joins `teams`. */
export const teamListShownSql = (): SQL => eq(t.teams.hideTeamList, false);

/**
 * True for matches the national's lists show across its competitions (Live now, the day's
 * scoreboard): their competition is public and, with `entityId`, belongs to that entity (a
 * state's or club's branded site), and their results are public (`resultsArePublic`). The query
 * must join `competitions` on the match's competition.
 */
export const listedPublicly = (entityId?: number): SQL =>
  and(
    sql`(${t.competitions.display}->>'public')::boolean`,
    entityId === undefined ? undefined : sql`${t.competitions.entityIds} && ARRAY[${entityId}]::integer[]`,
    resultsArePublic(),
  )!;
