import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { ImportFile } from './format';
import { batches, insertAll, upsertBySource } from './upsert';

const LEVEL_ORDER = { state: 0, association: 1, club: 2 } as const;

export async function writeEntities(tx: Tx, file: ImportFile) {
  const nationalId = file.national.id;
  const ids = new Map<string, number>();
  const ancestors = new Map<string, number[]>();
  const byLevel = [...file.entities].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  for (const level of ['state', 'association', 'club'] as const) {
    const rows = byLevel.filter((e) => e.level === level);
    if (!rows.length) continue;
    const written = await upsertBySource(
      tx,
      t.entities,
      [t.entities.nationalId, t.entities.sourceId],
      rows.map((e) => {
        const parentId = e.parent == null ? null : ids.get(e.parent)!;
        const path = e.parent == null ? [] : [...ancestors.get(e.parent)!, parentId!];
        return {
          nationalId,
          sourceId: e.id,
          level: e.level,
          name: e.name,
          slug: e.slug,
          parentId,
          ancestors: path,
          meta: e.meta,
        };
      }),
    );
    for (const e of rows) {
      ids.set(e.id, written.get(e.id)!);
      ancestors.set(e.id, e.parent == null ? [] : [...ancestors.get(e.parent)!, ids.get(e.parent)!]);
    }
  }
  return { ids, ancestors };
}

export type EntityIndex = Awaited<ReturnType<typeof writeEntities>>;

/** The entity and every entity above it. */
export function pathOf(entities: EntityIndex, sourceId: string | null | undefined): number[] {
  if (sourceId == null) return [];
  return [...entities.ancestors.get(sourceId)!, entities.ids.get(sourceId)!];
}

export async function writeTeams(
  tx: Tx,
  file: ImportFile,
  entities: EntityIndex,
  memberIds: Map<string, number>,
) {
  const nationalId = file.national.id;
  const teamAncestors = new Map<string, number[]>();
  const teamIds = await upsertBySource(
    tx,
    t.teams,
    [t.teams.nationalId, t.teams.sourceId],
    file.teams.map((team) => {
      const path = pathOf(entities, team.club);
      teamAncestors.set(team.id, path);
      return {
        nationalId,
        sourceId: team.id,
        name: team.name,
        season: team.season,
        clubId: team.club == null ? null : entities.ids.get(team.club)!,
        ancestors: path,
        hideTeamList: team.hideTeamList ?? false,
        meta: team.meta ?? {},
      };
    }),
  );
  const ids = [...teamIds.values()];
  for (const batch of batches(ids, 5000))
    await tx.delete(t.teamMembers).where(inArray(t.teamMembers.teamId, batch));
  const roster = file.teams.flatMap((team) =>
    (team.roster ?? []).map((r) => ({
      nationalId,
      teamId: teamIds.get(team.id)!,
      memberId: memberIds.get(r.member)!,
      memberType: r.memberType,
      shirtNum: r.shirtNum ?? null,
      position: r.position ?? null,
      exemptions: r.exemptions ?? [],
    })),
  );
  await insertAll(tx, t.teamMembers, roster);
  return { teamIds, teamAncestors };
}
