import {
  type EventTypeResponse,
  isVisibleInLadders,
  type LeaderboardRow,
  ladderShown,
  type PlayerOfTheMatchRow,
  publicDetail,
  rankLeaderboard,
} from '@touchline/domain';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { competitionScoringEvents } from '../presenters/competition';
import { presentLeaderboardPerson } from '../presenters/person';
import { presentTeamName } from '../presenters/team';
import { competitionRepository } from '../repositories/competitions';
import { leaderboardRepository as repo } from '../repositories/leaderboards';
import { type CompetitionRow, load, type MemberRow } from '../repositories/lookups';
import { nationalRepository } from '../repositories/national';
import { competitionFound } from './found';

/** At most this many rows are served: a leaderboard is a top list, not a roster. */
export const LEADERBOARD_LIMIT = 200;

/** The name a leaderboard shows, through the one privacy presenter. */
function leaderboardName(member: MemberRow | undefined, id: number) {
  const { firstName, lastName, isPublic } = presentLeaderboardPerson(
    member ?? { id, firstName: '', lastName: '', isPublic: false },
  );
  return { firstName, lastName, isPublic };
}

/**
 * The event types a leaderboard may rank: the competitions' scoring types that are visible on
 * ladders. The requested one must be among them; none requested means the first.
 */
export async function leaderboardEventType(
  db: Db,
  nationalId: number,
  competitions: CompetitionRow[],
  requested: number | undefined,
  own?: EventTypeResponse[],
): Promise<EventTypeResponse | null> {
  const national = await nationalRepository.eventTypes(db, nationalId);
  const types = new Map<number, EventTypeResponse>();
  for (const e of own ?? competitions.flatMap((c) => competitionScoringEvents(c, national)))
    if (isVisibleInLadders(e) && !types.has(e.type)) types.set(e.type, e);
  if (requested === undefined) return types.values().next().value ?? null;
  const type = types.get(requested);
  if (!type)
    throw badRequest(
      `eventType ${requested} is not a leaderboard event type here; use one of ${[...types.keys()].join(', ') || 'none'}`,
    );
  return type;
}

/** The ranked rows of a leaderboard over one or more competitions. */
export async function computeLeaderboard(
  db: Db,
  nationalId: number,
  competitions: CompetitionRow[],
  eventType: number,
): Promise<LeaderboardRow[]> {
  const { appearances, events } = await repo.source(db, nationalId, competitions, eventType);
  const ranked = rankLeaderboard(appearances, events).slice(0, LEADERBOARD_LIMIT);
  const [members, teams] = await Promise.all([
    load.members(
      db,
      nationalId,
      ranked.map((r) => r.memberId),
    ),
    load.teams(
      db,
      nationalId,
      ranked.map((r) => r.teamId),
    ),
  ]);
  return ranked.map((r) => {
    const team = teams.get(r.teamId);
    return {
      _id: r.memberId,
      ...leaderboardName(members.get(r.memberId), r.memberId),
      rank: r.rank,
      team: { _id: r.teamId, name: team?.name ?? '' },
      teamImg: { imgUrl: team?.meta.imgUrl ?? null },
      matchPlayed: r.matchPlayed,
      eventSum: r.eventSum,
    };
  });
}

/** Player of the Match awards of a competition, round by round. */
export async function computePlayersOfTheMatch(
  db: Db,
  nationalId: number,
  competitionId: number,
): Promise<PlayerOfTheMatchRow[]> {
  const rows = await repo.playersOfTheMatch(db, nationalId, competitionId);
  const matchIds = rows.map((r) => r.match.id);
  const [members, teams, shirts] = await Promise.all([
    load.members(
      db,
      nationalId,
      rows.map((r) => r.match.playerOfTheMatchId),
    ),
    load.teams(
      db,
      nationalId,
      rows.flatMap((r) => [r.match.homeTeamId, r.match.awayTeamId]),
    ),
    repo.shirtNumbers(db, nationalId, matchIds),
  ]);
  return rows.map(({ match, round }) => {
    const member = members.get(match.playerOfTheMatchId!);
    const listed = shirts.get(`${match.id}:${match.playerOfTheMatchId}`);
    const team = listed ? teams.get(listed.teamId) : undefined;
    const name = (id: number | null) => (id == null ? 'BYE' : (teams.get(id)?.name ?? 'TBA'));
    return {
      round: round
        ? { number: round.number, type: round.type, name: round.name, displayName: round.displayName }
        : null,
      match: {
        _id: match.id,
        name: `${name(match.homeTeamId)} vs ${name(match.awayTeamId)}`,
        dateTime: match.dateTime?.toISOString() ?? null,
      },
      potmName: 'Player of the Match',
      shirtNum: member ? publicDetail(member, listed?.shirtNum) : null,
      player: { _id: match.playerOfTheMatchId!, ...leaderboardName(member, match.playerOfTheMatchId!) },
      team: presentTeamName(team),
    };
  });
}

/** A competition's leaderboard on an event type (default: its first); empty while its ladder is hidden. */
export async function loadCompetitionLeaderboard(
  db: Db,
  nationalId: number,
  competitionId: number,
  eventType?: number,
) {
  const competition = await competitionFound(db, nationalId, competitionId);
  const type = await leaderboardEventType(db, nationalId, [competition], eventType);
  if (!type || !ladderShown(competition)) return [];
  return computeLeaderboard(db, nationalId, [competition], type.type);
}

/** A custom leaderboard across its competitions whose ladders are public, on its own event types. */
export async function loadCustomLeaderboard(
  db: Db,
  nationalId: number,
  customId: number,
  eventType?: number,
) {
  const custom = await competitionRepository.customLeaderboard(db, nationalId, customId);
  if (!custom) throw notFound(`custom leaderboard ${customId}`);
  const competitions = (
    await competitionRepository.list(db, nationalId, { ids: custom.competitionIds })
  ).filter(ladderShown);
  const type = await leaderboardEventType(
    db,
    nationalId,
    competitions,
    eventType,
    custom.scoringEvents.map((e) => ({
      ...e,
      abbreviation: e.abbreviation ?? '',
      value: e.value ?? 0,
      visibleInLadders: e.visibleInLadders ?? null,
    })),
  );
  if (!type || !competitions.length) return [];
  return computeLeaderboard(db, nationalId, competitions, type.type);
}

/** A competition's Player of the Match awards; none while its ladder is hidden. */
export async function loadPlayersOfTheMatch(db: Db, nationalId: number, competitionId: number) {
  const competition = await competitionFound(db, nationalId, competitionId);
  return ladderShown(competition) ? computePlayersOfTheMatch(db, nationalId, competition.id) : [];
}
