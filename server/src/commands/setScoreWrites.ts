/**
 * Set scores of a set-scored match (spec 2.9, 4), each write appending one message on
 * `match-setscores-{id}`. Only a match whose setScoring.useSetScoring is true takes them (409
 * otherwise): elsewhere stored set scores would hide the plain score line.
 *
 * The match's scores (homeScore, awayScore) are never changed here: they stay the sum of the
 * scoring events, as every scoring write recomputes them (spec 2.9, "each side's score is
 * recomputed locally as the sum of the value of that side's scoring events"). The set totals
 * shown once final are derived from setScores (`setsWon`), not stored.
 */
import {
  currentSetScore,
  type LivePayload,
  type MatchEvent,
  type SetScore,
  type SetScoresWriteResult,
  type SideScores,
} from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { appendLog, lockMatch } from '../live/log';
import type { Outcome } from '../live/writes';
import type { National } from '../plugins/national';
import { presentEvent } from '../presenters/event';
import { load, type MatchRow } from '../repositories/lookups';
import { matchRepository } from '../repositories/matches';
import { authorizeChange, logCorrection, type MatchChange } from './matchChange';

/** A set-scored match, locked and its change allowed, with the reason of any correction. */
type Locked = MatchRow & { correction: string | null };

async function lockSetScored(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
): Promise<Locked> {
  const match = await lockMatch(tx, national.id, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  const correction = await authorizeChange(tx, national.id, match, change);
  if (!match.setScoring?.useSetScoring)
    throw new AppError(409, 'SET_SCORING_OFF', `Match ${matchId} does not use set scoring`);
  return { ...match, correction };
}

/** The match's scoring events as the match centre shows them. */
async function scoringEvents(tx: Tx, national: National, matchId: number): Promise<MatchEvent[]> {
  const rows = (await matchRepository.events(tx, national.id, matchId)).filter((e) => e.kind === 'scoring');
  const members = await load.members(
    tx,
    national.id,
    rows.flatMap((e) => [e.playerId, e.offId, e.onId]),
  );
  return rows.map((e) => presentEvent(e, members));
}

const scoresOf = (match: MatchRow): SideScores => ({ homeTeam: match.homeScore, awayTeam: match.awayScore });

type SetScoresMessageName = 'event:setScore' | 'event:endSet' | 'event:modifySetScores' | 'event:removeSet';

/** Stores the sets (and the current set), logs one message (and any correction), and answers the sets. */
async function save<N extends SetScoresMessageName>(
  tx: Tx,
  national: National,
  match: Locked,
  change: { setScores: SetScore[]; currentSetId?: string },
  name: N,
  payload: (full: { scoringEvents: MatchEvent[]; scores: SideScores }) => LivePayload<N>,
): Promise<Outcome<SetScoresWriteResult>> {
  const currentSetId = change.currentSetId ?? match.currentSetId;
  await tx
    .update(t.matches)
    .set({ setScores: change.setScores, currentSetId, updatedAt: new Date() })
    .where(eq(t.matches.id, match.id));
  const scores = scoresOf(match);
  const needsEvents = name !== 'event:setScore';
  const events = needsEvents ? await scoringEvents(tx, national, match.id) : [];
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name,
    payload: payload({ scoringEvents: events, scores }),
  });
  const corrected = await logCorrection(tx, national.id, match.id, match.correction, {
    scores,
    status: match.status,
  });
  return {
    result: { status: match.status, setScores: change.setScores, currentSetId, scores },
    position: corrected ?? position,
  };
}

/**
 * Upserts one set with operator-entered scores (marked manual); logs event:setScore {set}. With
 * no current set yet, this set becomes current and the message also carries currentSetId.
 */
export async function upsertSet(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  setId: string,
  scores: SideScores,
): Promise<Outcome<SetScoresWriteResult>> {
  const match = await lockSetScored(tx, national, change, matchId);
  const existing = match.setScores.find((s) => s.setId === setId);
  const set: SetScore = { ...existing, setId, scores, manual: true };
  const setScores = existing
    ? match.setScores.map((s) => (s.setId === setId ? set : s))
    : [...match.setScores, set];
  if (match.currentSetId != null)
    return save(tx, national, match, { setScores }, 'event:setScore', () => ({ set }));
  return save(tx, national, match, { setScores, currentSetId: setId }, 'event:setScore', () => ({
    set,
    currentSetId: setId,
  }));
}

/** The first free numeric set id after the stored sets. */
function nextSetId(sets: readonly SetScore[]): string {
  const taken = new Set(sets.map((s) => s.setId));
  let n = sets.length + 1;
  while (taken.has(String(n))) n += 1;
  return String(n);
}

/**
 * Ends the current set: it is stored with the score it shows (its entry, else the match scores,
 * as `currentSetScore` displays it), and a new 0-0 set opens as currentSetId. With no current
 * set, the set after the stored ones is ended. Logs event:endSet.
 */
export async function endSet(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
): Promise<Outcome<SetScoresWriteResult>> {
  const match = await lockSetScored(tx, national, change, matchId);
  const currentId = match.currentSetId ?? nextSetId(match.setScores);
  const sets = match.setScores.some((s) => s.setId === currentId)
    ? [...match.setScores]
    : [
        ...match.setScores,
        {
          setId: currentId,
          scores: currentSetScore(match.setScores, currentId, scoresOf(match)),
          manual: true,
        },
      ];
  const opened: SetScore = {
    setId: nextSetId(sets),
    scores: { homeTeam: 0, awayTeam: 0 },
    scoringEvents: [],
  };
  const setScores = [...sets, opened];
  return save(
    tx,
    national,
    match,
    { setScores, currentSetId: opened.setId },
    'event:endSet',
    ({ scoringEvents, scores }) => ({ setScores, currentSetId: opened.setId, scoringEvents, scores }),
  );
}

/** Replaces all the sets (currentSetId is kept); logs event:modifySetScores. */
export async function modifySetScores(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  setScores: SetScore[],
): Promise<Outcome<SetScoresWriteResult>> {
  const ids = setScores.map((s) => s.setId);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw badRequest(`setId '${repeated}' appears more than once in setScores`);
  const match = await lockSetScored(tx, national, change, matchId);
  return save(tx, national, match, { setScores }, 'event:modifySetScores', ({ scoringEvents, scores }) => ({
    setScores,
    scoringEvents,
    scores,
  }));
}

/** Removes one set (404 if absent; currentSetId is kept); logs event:removeSet. */
export async function removeSet(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  setId: string,
): Promise<Outcome<SetScoresWriteResult>> {
  const match = await lockSetScored(tx, national, change, matchId);
  if (!match.setScores.some((s) => s.setId === setId)) throw notFound(`set '${setId}' in match ${matchId}`);
  const setScores = match.setScores.filter((s) => s.setId !== setId);
  return save(tx, national, match, { setScores }, 'event:removeSet', ({ scoringEvents, scores }) => ({
    setScores,
    scoringEvents,
    scores,
  }));
}
