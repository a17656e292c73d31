import {
  applyPlay,
  type GameState,
  initialGameState,
  type MatchEvent,
  PLAY_ROLES,
  type PlayInput,
  type PlayOutcome,
  type PlayRemoveResult,
  type PlayRole,
  type PlayWriteResult,
  playerSide,
} from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, notFound } from '../errors';
import { appendLog } from '../live/log';
import type { Outcome } from '../live/writes';
import type { National } from '../plugins/national';
import { presentEvent } from '../presenters/event';
import { playMemberIds, presentPlay } from '../presenters/play';
import { load, type MatchRow } from '../repositories/lookups';
import { playRepository } from '../repositories/plays';
import { type GridironSetup, gridironSetup, scorerRole } from './gridironRules';
import { checkPeople, lockFoundMatch, recomputeScores } from './liveWrites';
import { authorizeChange, logCorrection, type MatchChange } from './matchChange';

/** The rules of a match's competition; 400 PLAYS_NOT_ENABLED when it is not scored play by play. */
async function setupOf(tx: Tx, nationalId: number, match: MatchRow): Promise<GridironSetup> {
  const competition = (await load.competitions(tx, nationalId, [match.competitionId])).get(
    match.competitionId,
  )!;
  const codes = Object.values(competition.settings.gridiron?.scoringTypes ?? {});
  const nationalTypes = codes.length
    ? await tx
        .select()
        .from(t.eventTypes)
        .where(
          and(
            eq(t.eventTypes.nationalId, nationalId),
            eq(t.eventTypes.kind, 'scoring'),
            inArray(t.eventTypes.type, codes),
          ),
        )
    : [];
  const setup = gridironSetup(competition.settings, match.periods, nationalTypes);
  if (!setup)
    throw new AppError(
      400,
      'PLAYS_NOT_ENABLED',
      `Match ${match.id} is not scored play by play: its competition's settings have no gridiron rules. Record scoring events instead`,
    );
  return setup;
}

/** Each side's named players must be on that side's list, the side `playerSide` gives each role. */
async function checkPlayers(
  tx: Tx,
  national: National,
  match: MatchRow,
  input: PlayInput,
  before: GameState,
) {
  const bySide = { home: [] as number[], away: [] as number[] };
  for (const role of PLAY_ROLES) {
    const id = input.players?.[role];
    if (id != null) bySide[playerSide(input, role, before)].push(id);
  }
  for (const side of ['home', 'away'] as const)
    if (bySide[side].length) await checkPeople(tx, national, match, side === 'home', bySide[side]);
}

/**
 * Records a play: applies it to the game as it stands (`applyPlay`; a refusal is a 400
 * PLAY_INVALID or a 409 PLAY_OUT_OF_STEP with the machine's message, which names the field),
 * keeps it with the state after it, inserts the scoring event it makes (tied to it, so scores
 * stay the sum of scoring events), and logs event:add for that event, then play:add.
 */
export async function recordPlay(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  input: PlayInput,
): Promise<Outcome<PlayWriteResult>> {
  const match = await lockFoundMatch(tx, national, matchId);
  const correction = await authorizeChange(tx, national.id, match, change);
  const setup = await setupOf(tx, national.id, match);
  const before = match.game ?? initialGameState(setup.rules);
  const { players, ...fields } = input;
  const check = applyPlay(setup.rules, before, fields);
  if (!check.ok) throw new AppError(check.code === 'PLAY_INVALID' ? 400 : 409, check.code, check.message);
  await checkPlayers(tx, national, match, input, before);
  const named = (role: PlayRole) => players?.[role] ?? null;
  const [row] = await tx
    .insert(t.plays)
    .values({
      nationalId: national.id,
      matchId: match.id,
      sourceId: `live-${crypto.randomUUID()}`,
      seq: await playRepository.nextSeq(tx, match.id),
      ...fields,
      passerId: named('passer'),
      carrierId: named('carrier'),
      receiverId: named('receiver'),
      tacklerId: named('tackler'),
      kickerId: named('kicker'),
      returnerId: named('returner'),
      state: check.state,
    })
    .returning();
  const play = row!;
  const events = await insertScoringEvent(tx, match, setup, play, check.outcome.scoring, named);
  const scores = events.length
    ? await recomputeScores(tx, match)
    : { homeTeam: match.homeScore, awayTeam: match.awayScore };
  await tx
    .update(t.matches)
    .set({ game: check.state, updatedAt: new Date() })
    .where(eq(t.matches.id, match.id));
  const members = await load.members(tx, national.id, [
    ...playMemberIds(play),
    ...events.map((e) => e.playerId),
  ]);
  const presentedEvents: MatchEvent[] = events.map((e) => presentEvent(e, members));
  for (const event of presentedEvents)
    await appendLog(tx, {
      nationalId: national.id,
      matchId: match.id,
      name: 'event:add',
      payload: { event, type: 'scoring', scores },
    });
  const presented = presentPlay(play, members);
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name: 'play:add',
    payload: { play: presented, game: check.state, scores },
  });
  const corrected = await logCorrection(tx, national.id, match.id, correction, {
    scores,
    status: match.status,
  });
  return {
    result: { scores, status: match.status, play: presented, events: presentedEvents, game: check.state },
    position: corrected ?? position,
  };
}

/** The scoring event a play makes, if it scores: the side's type and team, the scorer named. */
async function insertScoringEvent(
  tx: Tx,
  match: MatchRow,
  setup: GridironSetup,
  play: typeof t.plays.$inferSelect,
  scoring: PlayOutcome['scoring'],
  named: (role: PlayRole) => number | null,
) {
  if (!scoring) return [];
  const type = setup.types[scoring.kind];
  if (!type)
    throw new AppError(
      400,
      'PLAYS_NOT_ENABLED',
      `The competition's gridiron scoring type for a ${scoring.kind} (${setup.gridiron.scoringTypes[scoring.kind]}) is not one of its scoring types`,
    );
  const isHomeTeam = scoring.side === 'home';
  const teamId = isHomeTeam ? match.homeTeamId : match.awayTeamId;
  if (teamId == null)
    throw new AppError(400, 'PLAY_INVALID', `The match has no ${scoring.side} team to credit`);
  return tx
    .insert(t.events)
    .values({
      nationalId: match.nationalId,
      matchId: match.id,
      sourceId: `live-${crypto.randomUUID()}`,
      kind: 'scoring',
      type: type.type,
      name: type.name,
      value: scoring.points,
      teamId,
      isHomeTeam,
      period: play.period,
      min: play.min,
      sec: play.sec,
      playerId: named(scorerRole(play, scoring, (role) => named(role) != null)),
      playId: play.id,
    })
    .returning();
}

/**
 * Takes back a match's last play (409 PLAY_NOT_LAST for any other): deletes the scoring events it
 * made (event:remove each) and the play, and puts the game back as it stood after the play
 * before (kept with that play), then logs play:remove.
 */
export async function removeLastPlay(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  playId: number,
): Promise<Outcome<PlayRemoveResult>> {
  const match = await lockFoundMatch(tx, national, matchId);
  const correction = await authorizeChange(tx, national.id, match, change);
  const play = await playRepository.byId(tx, national.id, match.id, playId);
  if (!play) throw notFound(`play ${playId} in match ${matchId}`);
  if ((await playRepository.lastId(tx, match.id)) !== play.id)
    throw new AppError(
      409,
      'PLAY_NOT_LAST',
      `Play ${playId} is not the last play of match ${matchId}: take back the last play first`,
    );
  const removed = await tx.delete(t.events).where(eq(t.events.playId, play.id)).returning();
  await tx.delete(t.plays).where(eq(t.plays.id, play.id));
  const scores = removed.length
    ? await recomputeScores(tx, match)
    : { homeTeam: match.homeScore, awayTeam: match.awayScore };
  const game = await playRepository.stateBefore(tx, match.id, play.seq);
  await tx.update(t.matches).set({ game, updatedAt: new Date() }).where(eq(t.matches.id, match.id));
  for (const event of removed)
    await appendLog(tx, {
      nationalId: national.id,
      matchId: match.id,
      name: 'event:remove',
      payload: { eventId: event.id, type: event.kind, scores },
    });
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name: 'play:remove',
    payload: { playId: play.id, game, scores },
  });
  const corrected = await logCorrection(tx, national.id, match.id, correction, {
    scores,
    status: match.status,
  });
  return { result: { scores, status: match.status, game }, position: corrected ?? position };
}
