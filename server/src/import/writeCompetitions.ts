import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { ImportFile } from './format';
import { batches, excludedSet, insertAll, upsertBySource } from './upsert';
import { type EntityIndex, pathOf } from './writeEntities';

export async function writeCompetitions(
  tx: Tx,
  file: ImportFile,
  entities: EntityIndex,
  teamIds: Map<string, number>,
  teamAncestors: Map<string, number[]>,
) {
  const nationalId = file.national.id;
  const competitionEntities = new Map<string, number[]>();
  const competitionIds = await upsertBySource(
    tx,
    t.competitions,
    [t.competitions.nationalId, t.competitions.sourceId],
    file.competitions.map((c) => {
      const reach = new Set(pathOf(entities, c.owner));
      for (const entry of c.teams) for (const id of teamAncestors.get(entry.team) ?? []) reach.add(id);
      competitionEntities.set(c.id, [...reach]);
      return {
        nationalId,
        sourceId: c.id,
        season: c.season,
        name: c.name,
        order: c.order ?? 0,
        ownerEntityId: c.owner == null ? null : entities.ids.get(c.owner)!,
        entityIds: [...reach].sort((a, b) => a - b),
        gameType: c.gameType ?? 'teams',
        sportType: c.sportType ?? 'gridiron',
        hasPools: c.teams.some((entry) => entry.pool != null),
        conferences: c.conferences ?? [],
        meta: c.meta ?? {},
        display: c.display,
        settings: c.settings,
        laddertemplate: c.laddertemplate,
        compTypeLaddertemplate: c.compTypeLaddertemplate ?? null,
      };
    }),
  );
  const ids = [...competitionIds.values()];
  await tx.delete(t.competitionTeams).where(inArray(t.competitionTeams.competitionId, ids));
  await tx.delete(t.ladderAdjustments).where(inArray(t.ladderAdjustments.competitionId, ids));
  const entries = file.competitions.flatMap((c) =>
    c.teams.map((entry) => ({
      nationalId,
      competitionId: competitionIds.get(c.id)!,
      teamId: teamIds.get(entry.team)!,
      poolName: entry.pool ?? null,
    })),
  );
  await insertAll(tx, t.competitionTeams, entries);
  const adjustments = file.competitions.flatMap((c) =>
    (c.ladderAdjustments ?? []).map((a) => ({
      nationalId,
      sourceId: a.id,
      competitionId: competitionIds.get(c.id)!,
      teamId: teamIds.get(a.team)!,
      points: a.points,
      reason: a.reason ?? null,
    })),
  );
  await insertAll(tx, t.ladderAdjustments, adjustments);

  const roundIds = new Map<string, Map<string, number>>();
  const roundRows = file.competitions.flatMap((c) =>
    c.rounds.map((r) => ({
      nationalId,
      competitionId: competitionIds.get(c.id)!,
      sourceId: r.id,
      number: r.number,
      type: r.type,
      name: r.name ?? null,
      displayName: r.displayName ?? null,
    })),
  );
  const bySource = new Map(file.competitions.map((c) => [competitionIds.get(c.id)!, c.id]));
  for (const batch of batches(roundRows)) {
    const written = await tx
      .insert(t.rounds)
      .values(batch)
      .onConflictDoUpdate({
        target: [t.rounds.competitionId, t.rounds.sourceId],
        set: excludedSet(t.rounds, ['id', 'competitionId', 'sourceId']),
      })
      .returning({ id: t.rounds.id, competitionId: t.rounds.competitionId, sourceId: t.rounds.sourceId });
    for (const row of written) {
      const competition = bySource.get(row.competitionId)!;
      if (!roundIds.has(competition)) roundIds.set(competition, new Map());
      roundIds.get(competition)!.set(row.sourceId, row.id);
    }
  }
  return { competitionIds, roundIds, competitionEntities };
}

export async function writeCustomLeaderboards(
  tx: Tx,
  file: ImportFile,
  entities: EntityIndex,
  competitionIds: Map<string, number>,
  competitionEntities: Map<string, number[]>,
) {
  const nationalId = file.national.id;
  await upsertBySource(
    tx,
    t.customLeaderboards,
    [t.customLeaderboards.nationalId, t.customLeaderboards.sourceId],
    (file.customLeaderboards ?? []).map((l) => {
      const reach = new Set(pathOf(entities, l.owner));
      for (const c of l.competitions) for (const id of competitionEntities.get(c) ?? []) reach.add(id);
      return {
        nationalId,
        sourceId: l.id,
        season: l.season,
        name: l.name,
        order: l.order ?? 0,
        ownerEntityId: l.owner == null ? null : entities.ids.get(l.owner)!,
        entityIds: [...reach].sort((a, b) => a - b),
        competitionIds: l.competitions.map((c) => competitionIds.get(c)!),
        meta: l.meta ?? {},
        scoringEvents: l.scoringEvents,
      };
    }),
  );
}
