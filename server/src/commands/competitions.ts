import {
  type CombinedEvents,
  type CompetitionDetail,
  type CompetitionSummary,
  type CustomLeaderboard,
  type EntityFilter,
  type EventTypeResponse,
  type GameType,
  normaliseEventType,
  scopedEntityId,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import {
  competitionScoringEvents,
  presentCompetitionDetail,
  presentCompetitionSummary,
  presentCustomLeaderboard,
} from '../presenters/competition';
import { competitionRepository as repo } from '../repositories/competitions';
import { nationalRepository } from '../repositories/national';
import { competitionFound } from './found';

/** The entity ids a list is narrowed to: those asked for, and the site's entity. */
const narrowedTo = (filter: EntityFilter, entityIds: readonly number[] = []) => {
  const scoped = scopedEntityId(filter);
  return scoped === undefined ? [...entityIds] : [...entityIds, scoped];
};

/** Competitions by season, entity (owner or a team inside it) and game type, sorted by order. */
export async function listCompetitions(
  db: Queryable,
  national: National,
  query: EntityFilter & { season?: number; entityIds?: number[]; gameType?: GameType },
): Promise<CompetitionSummary[]> {
  const rows = await repo.list(db, national.id, {
    season: query.season,
    entityIds: narrowedTo(query, query.entityIds),
    gameType: query.gameType,
  });
  return (await repo.withTeams(db, national.id, rows)).map(presentCompetitionSummary);
}

/** A competition with its teams, settings and ladder template. */
export async function loadCompetitionDetail(
  db: Queryable,
  national: National,
  competitionId: number,
): Promise<CompetitionDetail> {
  const competition = await competitionFound(db, national.id, competitionId);
  const [[entry], types] = await Promise.all([
    repo.withTeams(db, national.id, [competition]),
    nationalRepository.eventTypes(db, national.id),
  ]);
  return presentCompetitionDetail(entry!, types);
}

/** A competition's scoring events: its own, or the national's it names. */
export async function loadCompetitionEvents(db: Queryable, national: National, competitionId: number) {
  const competition = await competitionFound(db, national.id, competitionId);
  const types = await nationalRepository.eventTypes(db, national.id);
  return { scoringEvents: competitionScoringEvents(competition, types) };
}

/** The scoring events of several competitions, each type once, and the national's movements. */
export async function combineCompetitionEvents(
  db: Queryable,
  national: National,
  competitionIds: readonly number[],
): Promise<CombinedEvents> {
  const [competitions, types] = await Promise.all([
    repo.list(db, national.id, { ids: [...competitionIds] }),
    nationalRepository.eventTypes(db, national.id),
  ]);
  const missing = competitionIds.filter((id) => !competitions.some((c) => c.id === id));
  if (missing.length) throw notFound(`competition ${missing.join(', ')}`);
  const scoring = new Map<number, EventTypeResponse>();
  for (const c of competitions)
    for (const e of competitionScoringEvents(c, types)) if (!scoring.has(e.type)) scoring.set(e.type, e);
  return {
    allEventsCombined: {
      scoringEvents: [...scoring.values()].sort((a, b) => a.type - b.type),
      playerMovements: types.filter((e) => e.kind === 'movement').map(normaliseEventType),
    },
  };
}

/** Custom leaderboards by season and entity, each with its competitions' names. */
export async function listCustomLeaderboards(
  db: Queryable,
  national: National,
  query: EntityFilter & { season?: number },
): Promise<CustomLeaderboard[]> {
  const scoped = scopedEntityId(query);
  const rows = await repo.customLeaderboards(db, national.id, {
    season: query.season,
    entityIds: scoped === undefined ? undefined : [scoped],
  });
  const competitions = await repo.list(db, national.id, {
    ids: [...new Set(rows.flatMap((r) => r.competitionIds))],
  });
  const names = new Map(competitions.map((c) => [c.id, c.name]));
  return rows.map((row) => presentCustomLeaderboard(row, names));
}
