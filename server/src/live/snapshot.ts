import { type CompetitionSnapshot, isLiveStatus, type LiveSnapshot } from '@touchline/domain';
import type { Db } from '../db/client';
import type { National } from '../plugins/national';
import { presentEvent } from '../presenters/event';
import { playMemberIds, presentPlay } from '../presenters/play';
import { presentTeamName } from '../presenters/team';
import { load } from '../repositories/lookups';
import { matchRepository } from '../repositories/matches';
import { playRepository } from '../repositories/plays';

/**
 * The live state of a match, which the stream's messages change: status, scores, events, set
 * scores, timeouts, plays and the game. A client that cannot resume starts again from this. It
 * is made for one client, so it also carries the server's clock, which the log's messages cannot.
 */
export async function presentSnapshot(db: Db, national: National, matchId: number): Promise<LiveSnapshot> {
  const match = (await matchRepository.byId(db, national.id, matchId))!;
  const events = await matchRepository.events(db, national.id, matchId);
  const plays = await playRepository.ofMatch(db, national.id, matchId);
  const members = await load.members(db, national.id, [
    ...events.flatMap((e) => [e.playerId, e.offId, e.onId]),
    ...plays.flatMap(playMemberIds),
  ]);
  const forfeiting =
    match.forfeitingTeamId == null
      ? undefined
      : (await load.teams(db, national.id, [match.forfeitingTeamId])).get(match.forfeitingTeamId);
  return {
    status: match.status,
    forfeitingTeam: presentTeamName(forfeiting),
    scores: { homeTeam: match.homeScore, awayTeam: match.awayScore },
    scoringEvents: events.filter((e) => e.kind === 'scoring').map((e) => presentEvent(e, members)),
    playerMovements: events.filter((e) => e.kind === 'movement').map((e) => presentEvent(e, members)),
    setScores: match.setScores,
    currentSetId: match.currentSetId,
    matchTimeouts: match.matchTimeouts,
    timer: match.timer,
    plays: plays.map((play) => presentPlay(play, members)),
    game: match.game,
    serverTime: Date.now(),
  };
}

/**
 * How a competition's matches under way stand: the public ones (none when its results are
 * hidden, none in a hidden-rounds window) whose status is live. The messages of its stream
 * change them; a list shows their scores, status, clock and game (possession, down and distance). Events are left out: a list does
 * not show them, and a match centre opens its own stream.
 */
export async function presentCompetitionSnapshot(
  db: Db,
  national: National,
  competitionId: number,
): Promise<CompetitionSnapshot> {
  const matches = (await matchRepository.ofCompetition(db, national.id, competitionId)).filter(
    (m) => !m.isBye && isLiveStatus(m.status),
  );
  const forfeiting = await load.teams(
    db,
    national.id,
    matches.map((m) => m.forfeitingTeamId),
  );
  return {
    matches: matches.map((match) => ({
      matchId: match.id,
      status: match.status,
      forfeitingTeam: presentTeamName(
        match.forfeitingTeamId == null ? undefined : forfeiting.get(match.forfeitingTeamId),
      ),
      scores: { homeTeam: match.homeScore, awayTeam: match.awayScore },
      timer: match.timer,
      setScores: match.setScores,
      currentSetId: match.currentSetId,
      matchTimeouts: match.matchTimeouts,
      game: match.game,
    })),
    serverTime: Date.now(),
  };
}
