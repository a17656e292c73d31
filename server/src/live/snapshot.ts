import type { LiveSnapshot } from '@touchline/domain';
import type { Db } from '../db/client';
import type { National } from '../plugins/national';
import { presentEvent } from '../presenters/event';
import { load } from '../repositories/lookups';
import { matchRepository } from '../repositories/matches';

/**
 * The live state of a match, which the stream's messages change: status, scores, events,
 * set scores and timeouts. A client that cannot resume starts again from this. It is made for
 * one client, so it also carries the server's clock, which the log's messages cannot.
 */
export async function presentSnapshot(db: Db, national: National, matchId: number): Promise<LiveSnapshot> {
  const match = (await matchRepository.byId(db, national.id, matchId))!;
  const events = await matchRepository.events(db, national.id, matchId);
  const members = await load.members(
    db,
    national.id,
    events.flatMap((e) => [e.playerId, e.offId, e.onId]),
  );
  const forfeiting =
    match.forfeitingTeamId == null
      ? undefined
      : (await load.teams(db, national.id, [match.forfeitingTeamId])).get(match.forfeitingTeamId);
  return {
    status: match.status,
    forfeitingTeam: forfeiting ? { _id: forfeiting.id, name: forfeiting.name } : null,
    scores: { homeTeam: match.homeScore, awayTeam: match.awayScore },
    scoringEvents: events.filter((e) => e.kind === 'scoring').map((e) => presentEvent(e, members)),
    playerMovements: events.filter((e) => e.kind === 'movement').map((e) => presentEvent(e, members)),
    setScores: match.setScores,
    currentSetId: match.currentSetId,
    matchTimeouts: match.matchTimeouts,
    timer: match.timer,
    serverTime: Date.now(),
  };
}
