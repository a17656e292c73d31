import { type ClubPage, type EntityFilter, type EntityLevel, scopedEntityId } from '@touchline/domain';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { presentCompetitionSummary } from '../presenters/competition';
import { presentEntity } from '../presenters/entity';
import { presentTeamSummary } from '../presenters/team';
import { competitionRepository } from '../repositories/competitions';
import { entityRepository } from '../repositories/entities';
import { load } from '../repositories/lookups';
import { nationalRepository } from '../repositories/national';
import { teamRepository } from '../repositories/teams';

/** Entities of a level inside another (or the whole national), with their competition counts for a season (default: the current one). */
async function entitiesWithin(
  db: Queryable,
  national: National,
  level: EntityLevel,
  within: number | null,
  season?: number,
) {
  const rows = await entityRepository.list(db, national.id, level, within);
  const counted = season ?? (await nationalRepository.currentSeason(db, national.id));
  const counts = await entityRepository.competitionCounts(
    db,
    national.id,
    rows.map((r) => r.id),
    counted,
  );
  return rows.map((row) => presentEntity(row, counts.get(row.id) ?? 0));
}

async function competitionsOf(db: Queryable, national: National, entityId: number, season?: number) {
  const rows = await competitionRepository.list(db, national.id, { season, entityIds: [entityId] });
  return (await competitionRepository.withTeams(db, national.id, rows)).map(presentCompetitionSummary);
}

/**
 * The entities of a level, on a national's site all of them, on an entity's site those inside
 * it; a filter naming an entity of another level than it says is a 404.
 */
export async function listEntities(
  db: Queryable,
  national: National,
  level: EntityLevel,
  filter: EntityFilter & { season?: number },
) {
  const within = scopedEntityId(filter) ?? null;
  if (
    within !== null &&
    (await load.entities(db, national.id, [within])).get(within)?.level !== filter.entityType
  )
    throw notFound(`${filter.entityType} ${within}`);
  return entitiesWithin(db, national, level, within, filter.season);
}

/** A state's or association's page: the entity, its competitions and its direct children. */
export async function loadEntityPage(
  db: Queryable,
  national: National,
  level: 'state' | 'association',
  entityId: number,
  season?: number,
) {
  const entity = await entityRepository.byId(db, national.id, level, entityId);
  if (!entity) throw notFound(`${level} ${entityId}`);
  const child = national.presentation[level === 'state' ? 'stateDirectChild' : 'associationDirectChild'];
  const [competitions, children] = await Promise.all([
    competitionsOf(db, national, entity.id, season),
    entitiesWithin(db, national, CHILD_LEVEL[child], entity.id, season),
  ]);
  return { entity: presentEntity(entity), competitions, child, children };
}

/** The level each direct-child list names. */
export const CHILD_LEVEL = {
  states: 'state',
  associations: 'association',
  clubs: 'club',
} as const satisfies Record<string, EntityLevel>;

/** A club's page: the club, its teams of the season and its competitions. */
export async function loadClubPage(
  db: Queryable,
  national: National,
  clubId: number,
  season?: number,
): Promise<ClubPage> {
  const club = await entityRepository.byId(db, national.id, 'club', clubId);
  if (!club) throw notFound(`club ${clubId}`);
  const [teams, competitions] = await Promise.all([
    teamRepository.ofClub(db, national.id, club.id, season),
    competitionsOf(db, national, club.id, season),
  ]);
  const entities = await load.entities(
    db,
    national.id,
    teams.flatMap((team) => team.ancestors),
  );
  return {
    club: presentEntity(club),
    teams: teams.map((team) => presentTeamSummary(team, entities, national)),
    competitions,
  };
}
