import {
  type FixtureChangeBody,
  type FixtureResult,
  isFinishedStatus,
  type NewMatchBody,
  type RemovedMatch,
} from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, badRequest } from '../errors';
import { appendLog, lockMatch } from '../live/log';
import type { National } from '../plugins/national';
import { queueImportNotices } from '../push/importNotices';
import type { CompetitionRow, MatchRow } from '../repositories/lookups';
import {
  type ChangedFields,
  type MatchChangeKind,
  matchChangeRepository,
} from '../repositories/matchChanges';
import { lockFoundMatch } from './liveWrites';

/** A fixture write's answer, the log position of its message, and whether it queued a notice. */
export interface FixtureOutcome<R> {
  result: R;
  /** The position of the message it appended, or null when it appended none. */
  position: number | null;
  /** Whether it put a notification in the push outbox (a public match moved). */
  notified: boolean;
}

/** Who made a change, for the history: the request's token. */
export interface ChangedBy {
  tokenId: number;
}

/** Keeps a change in the match's history, in the write's transaction; answers its id. */
async function record(
  tx: Tx,
  nationalId: number,
  by: ChangedBy,
  matchId: number,
  kind: MatchChangeKind,
  before: ChangedFields,
  after: ChangedFields,
): Promise<number> {
  const row = await matchChangeRepository.recordChange(tx, nationalId, { matchId, kind, by, before, after });
  return row.id;
}

/** The fields of a match a fixture write may change, as the history keeps them (JSON). */
export interface FixtureFields {
  dateTime: string | null;
  venueId: number | null;
  fieldName: string | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  isBye: boolean;
  isTba: boolean;
  homeScore: number;
  awayScore: number;
  matchTimeouts: { homeTeam: number; awayTeam: number };
}
type FixtureKey = keyof FixtureFields;

const fieldsOf = (row: MatchRow): FixtureFields => ({
  dateTime: row.dateTime?.toISOString() ?? null,
  venueId: row.venueId,
  fieldName: row.fieldName,
  homeTeamId: row.homeTeamId,
  awayTeamId: row.awayTeamId,
  isBye: row.isBye,
  isTba: row.isTba,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  matchTimeouts: { homeTeam: row.matchTimeouts.homeTeam, awayTeam: row.matchTimeouts.awayTeam },
});

/** The row values of fixture fields. */
const columnsOf = (fields: Partial<FixtureFields>) => {
  const { dateTime, ...rest } = fields;
  return {
    ...rest,
    ...(dateTime === undefined ? {} : { dateTime: dateTime === null ? null : new Date(dateTime) }),
  };
};

/** The fields whose values differ, each side's. */
function diff(before: FixtureFields, after: FixtureFields) {
  const changed = (Object.keys(after) as FixtureKey[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (fields: FixtureFields) => Object.fromEntries(changed.map((key) => [key, fields[key]]));
  return { changed, before: pick(before), after: pick(after) };
}

/** The answer: the match's fixture as it now stands. */
function present(row: MatchRow, fields: FixtureFields, changeId: number | null): FixtureResult {
  return {
    matchId: row.id,
    competitionId: row.competitionId,
    roundId: row.roundId,
    dateTime: fields.dateTime,
    venueId: fields.venueId,
    field: fields.fieldName,
    homeTeamId: fields.homeTeamId,
    awayTeamId: fields.awayTeamId,
    isBye: fields.isBye,
    isTba: fields.isTba,
    status: row.status,
    scores: { homeTeam: fields.homeScore, awayTeam: fields.awayScore },
    changeId,
  };
}

/** A venue of the national, else a 400 naming it. */
async function checkVenue(tx: Tx, nationalId: number, venueId: number | null | undefined) {
  if (venueId == null) return;
  const [venue] = await tx
    .select({ id: t.venues.id })
    .from(t.venues)
    .where(and(eq(t.venues.nationalId, nationalId), eq(t.venues.id, venueId)));
  if (!venue) throw badRequest(`venueId ${venueId} is not a venue of this national`);
}

/**
 * The sides must stand together: teams of the competition, not one team against itself, and a
 * bye has a home team and no away team. Only what the write changes is checked (a team already
 * on the match stays, whatever became of the competition's entries). Answers whether a team is
 * still to be named (TBA).
 */
async function checkSides(
  tx: Tx,
  { id: competition, nationalId }: CompetitionRow,
  fields: FixtureFields,
  before: FixtureFields | null,
): Promise<boolean> {
  const { homeTeamId: home, awayTeamId: away } = fields;
  if (home !== null && home === away) throw badRequest(`Team ${home} cannot play itself: name another team`);
  const kept = new Set([before?.homeTeamId, before?.awayTeamId]);
  const named = [home, away].filter((id): id is number => id !== null && !kept.has(id));
  const entered = named.length
    ? await tx
        .select({ teamId: t.competitionTeams.teamId })
        .from(t.competitionTeams)
        .where(
          and(eq(t.competitionTeams.competitionId, competition), inArray(t.competitionTeams.teamId, named)),
        )
    : [];
  const outside = named.filter((id) => !entered.some((row) => row.teamId === id));
  if (outside.length) {
    const names = await tx
      .select({ id: t.teams.id, name: t.teams.name })
      .from(t.teams)
      .where(and(eq(t.teams.nationalId, nationalId), inArray(t.teams.id, outside)));
    const label = (id: number) => `Team ${id} (${names.find((n) => n.id === id)?.name ?? 'not found'})`;
    throw badRequest(
      `${outside.map(label).join(' and ')} ${outside.length === 1 ? 'is' : 'are'} not in competition ${competition}: name one of its teams, or null for TBA`,
    );
  }
  if (fields.isBye && (home === null || away !== null))
    throw badRequest('A bye needs a home team and no away team (awayTeamId null)');
  return !fields.isBye && (home === null || away === null);
}

/** Whether the match has been scored: events or plays (whose sides a change of teams would break). */
/**
 * A match's teams (home, away, bye) may change only while it is not finished and has not been
 * scored live: a finished match keeps the teams it played, and events and plays name their sides.
 * The fixture editor and a revert of its change both ask.
 */
export async function checkTeamsMayChange(tx: Tx, match: MatchRow): Promise<void> {
  if (isFinishedStatus(match.status))
    throw new AppError(
      409,
      'MATCH_FINISHED',
      `Match ${match.id} is finished (${match.status}): its teams stay as they played; its date, venue and field may still change`,
    );
  if (await isScored(tx, match.id))
    throw new AppError(
      409,
      'MATCH_SCORED',
      `Match ${match.id} has been scored live: its teams cannot change under its events; remove them first`,
    );
}

async function isScored(tx: Tx, matchId: number): Promise<boolean> {
  const [event] = await tx
    .select({ id: t.events.id })
    .from(t.events)
    .where(eq(t.events.matchId, matchId))
    .limit(1);
  const [play] = await tx
    .select({ id: t.plays.id })
    .from(t.plays)
    .where(eq(t.plays.matchId, matchId))
    .limit(1);
  return event !== undefined || play !== undefined;
}

/**
 * Tells fans: an `event:refresh` of type `fixture` in the match's log (the match centre and
 * every list refetch it), and, for a public match yet to start moved to a new time ahead, the
 * reschedule notification the import gives (`queueImportNotices`).
 */
async function tellFans(tx: Tx, nationalId: number, was: MatchRow | null, matchId: number) {
  const position = await appendLog(tx, {
    nationalId,
    matchId,
    name: 'event:refresh',
    payload: { type: 'fixture' },
  });
  const notified = was
    ? (await queueImportNotices(tx, new Map([[matchId, { dateTime: was.dateTime, status: was.status }]]))) > 0
    : false;
  return { position, notified };
}

/**
 * Changes a match's fixture: its kickoff, venue, field, teams (swapped, named, TBA) or bye. A
 * finished match, or one scored live, keeps its teams (409). Keeps the change in the match's
 * history (the fields it touched, before and after); a body that changes nothing writes nothing.
 */
export async function changeFixture(
  tx: Tx,
  national: National,
  competition: CompetitionRow,
  by: ChangedBy,
  matchId: number,
  body: FixtureChangeBody,
): Promise<FixtureOutcome<FixtureResult>> {
  const match = await lockFoundMatch(tx, national, matchId);
  const before = fieldsOf(match);
  const next: FixtureFields = { ...before, matchTimeouts: { ...before.matchTimeouts } };
  if (body.dateTime !== undefined) next.dateTime = new Date(body.dateTime).toISOString();
  if (body.venueId !== undefined) next.venueId = body.venueId;
  if (body.field !== undefined) next.fieldName = body.field;
  if (body.swap) {
    [next.homeTeamId, next.awayTeamId] = [before.awayTeamId, before.homeTeamId];
    [next.homeScore, next.awayScore] = [before.awayScore, before.homeScore];
    next.matchTimeouts = { homeTeam: before.matchTimeouts.awayTeam, awayTeam: before.matchTimeouts.homeTeam };
  }
  if (body.homeTeamId !== undefined) next.homeTeamId = body.homeTeamId;
  if (body.awayTeamId !== undefined) next.awayTeamId = body.awayTeamId;
  if (body.isBye !== undefined) next.isBye = body.isBye;
  const teamsTouched =
    next.homeTeamId !== before.homeTeamId ||
    next.awayTeamId !== before.awayTeamId ||
    next.isBye !== before.isBye;
  if (teamsTouched) await checkTeamsMayChange(tx, match);
  await checkVenue(tx, national.id, body.venueId);
  next.isTba = await checkSides(tx, competition, next, before);
  const change = diff(before, next);
  if (!change.changed.length)
    return { result: present(match, before, null), position: null, notified: false };
  const [row] = await tx
    .update(t.matches)
    .set({ ...columnsOf(change.after as Partial<FixtureFields>), updatedAt: new Date() })
    .where(eq(t.matches.id, match.id))
    .returning();
  const told = await tellFans(tx, national.id, match, match.id);
  const changeId = await record(tx, national.id, by, match.id, 'fixture', change.before, change.after);
  return { result: present(row!, next, changeId), ...told };
}

/** The round a new match goes in: its id, or its number, in this competition; else a 400. */
async function roundOf(tx: Tx, competition: CompetitionRow, body: NewMatchBody): Promise<number> {
  if ((body.roundId === undefined) === (body.roundNumber === undefined))
    throw badRequest('Name the round by roundId or by roundNumber (one of them)');
  const rounds = await tx
    .select({ id: t.rounds.id })
    .from(t.rounds)
    .where(
      and(
        eq(t.rounds.competitionId, competition.id),
        body.roundId === undefined ? eq(t.rounds.number, body.roundNumber!) : eq(t.rounds.id, body.roundId),
      ),
    );
  const named = body.roundId === undefined ? `round number ${body.roundNumber}` : `round ${body.roundId}`;
  if (!rounds.length) throw badRequest(`Competition ${competition.id} has no ${named}`);
  if (rounds.length > 1)
    throw badRequest(
      `Competition ${competition.id} has ${rounds.length} rounds numbered ${body.roundNumber}: name it by roundId`,
    );
  return rounds[0]!.id;
}

/**
 * Adds a match to a round of the competition, with its teams (or TBA, or a bye), kickoff and
 * venue, and keeps it in the history as 'added'. Its clock settings are the competition's.
 */
export async function addMatch(
  tx: Tx,
  national: National,
  competition: CompetitionRow,
  by: ChangedBy,
  body: NewMatchBody,
): Promise<FixtureOutcome<FixtureResult>> {
  const roundId = await roundOf(tx, competition, body);
  await checkVenue(tx, national.id, body.venueId);
  const fields: FixtureFields = {
    dateTime: body.dateTime == null ? null : new Date(body.dateTime).toISOString(),
    venueId: body.venueId ?? null,
    fieldName: body.field ?? null,
    homeTeamId: body.homeTeamId ?? null,
    awayTeamId: body.awayTeamId ?? null,
    isBye: body.isBye ?? false,
    isTba: false,
    homeScore: 0,
    awayScore: 0,
    matchTimeouts: { homeTeam: 0, awayTeam: 0 },
  };
  fields.isTba = await checkSides(tx, competition, fields, null);
  const { settings } = competition;
  const [row] = await tx
    .insert(t.matches)
    .values({
      nationalId: national.id,
      sourceId: `manager-${crypto.randomUUID()}`,
      competitionId: competition.id,
      roundId,
      ...columnsOf(fields),
      matchTimeouts: fields.matchTimeouts,
      periods: settings.periods,
      periodType: settings.periodType,
      setScores: [],
      sportType: competition.sportType,
    })
    .returning();
  await lockMatch(tx, national.id, row!.id);
  const told = await tellFans(tx, national.id, null, row!.id);
  const { matchTimeouts: _t, homeScore: _h, awayScore: _a, ...after } = fields;
  const changeId = await record(tx, national.id, by, row!.id, 'added', {}, { ...after, roundId });
  return { result: present(row!, fields, changeId), ...told };
}

/**
 * Removes a match nobody has scored (no events or plays) that is not finished, and keeps all of
 * its row in the history as 'removed' (with its officials), so a revert can put it back with
 * the same id. Its log goes with it, so no message tells the lists: they see it gone on their
 * next read, the write having bumped the competition's results version.
 */
export async function removeMatch(
  tx: Tx,
  national: National,
  by: ChangedBy,
  matchId: number,
): Promise<FixtureOutcome<RemovedMatch>> {
  const match = await lockFoundMatch(tx, national, matchId);
  if (isFinishedStatus(match.status))
    throw new AppError(
      409,
      'MATCH_FINISHED',
      `Match ${match.id} is finished (${match.status}): it stays in the results`,
    );
  if (await isScored(tx, match.id))
    throw new AppError(
      409,
      'MATCH_SCORED',
      `Match ${match.id} has been scored live: remove its events first`,
    );
  const officials = await tx.select().from(t.matchOfficials).where(eq(t.matchOfficials.matchId, match.id));
  const teamLists = await tx.select().from(t.teamListEntries).where(eq(t.teamListEntries.matchId, match.id));
  // The whole row as JSON (dates as ISO strings), with what goes with it.
  const before = JSON.parse(JSON.stringify({ ...match, officials, teamLists })) as ChangedFields;
  await tx.delete(t.matches).where(eq(t.matches.id, match.id));
  const changeId = await record(tx, national.id, by, match.id, 'removed', before, {});
  return { result: { matchId: match.id, changeId }, position: null, notified: false };
}
