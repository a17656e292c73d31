import { defaultStatusSequence, GENERAL_STATUSES, type StatusDefinition } from '@touchline/domain';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { matchesBefore, queueImportNotices } from '../push/importNotices';
import type { ImportFile } from './format';
import { excludedSet, upsertBySource } from './upsert';
import { writeCompetitions, writeCustomLeaderboards } from './writeCompetitions';
import { writeEntities, writeTeams } from './writeEntities';
import { writeMatches } from './writeMatches';

/**
 * Told of each stage's progress. It may return a promise, awaited before the next batch, and
 * throw to stop an import (it rolls back): the server does when the command is gone.
 */
export type ImportProgress = (stage: string, done: number, total: number) => void | Promise<void>;

export interface ImportSummary {
  nationalId: number;
  counts: Record<string, number>;
}

/**
 * Writes a validated import file in one transaction. Records are matched on the source's
 * ids, so importing the same file again leaves the database as it was. The file is the
 * truth for the records it holds: a team's roster, a competition's teams and a match's
 * team lists, officials and events are replaced by the file's.
 */
export async function writeImport(
  db: Db,
  file: ImportFile,
  progress?: ImportProgress,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const nationalId = file.national.id;
    await writeNational(tx, file);
    const entityIds = await writeEntities(tx, file);
    const venueIds = await upsertBySource(
      tx,
      t.venues,
      [t.venues.nationalId, t.venues.sourceId],
      file.venues.map((v) => ({
        nationalId,
        sourceId: v.id,
        name: v.name,
        timezone: v.timezone ?? null,
        lat: v.lat ?? null,
        lng: v.lng ?? null,
      })),
    );
    const stage = (name: string, total: number) => {
      let done = 0;
      // Awaited with the first batch; a stage with none never stops the import.
      const started = progress?.(name, 0, total);
      if (started instanceof Promise) started.catch(() => {});
      return async (count: number) => {
        await started;
        done += count;
        await progress?.(name, done, total);
      };
    };
    const memberIds = await upsertBySource(
      tx,
      t.members,
      [t.members.nationalId, t.members.sourceId],
      file.members.map((m) => ({
        nationalId,
        sourceId: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        isPublic: m.isPublic,
        gender: m.gender ?? null,
        imgUrl: m.imgUrl ?? null,
        meta: m.meta ?? {},
      })),
      stage('members', file.members.length),
    );
    const { teamIds, teamAncestors } = await writeTeams(tx, file, entityIds, memberIds);
    const { competitionIds, roundIds, competitionEntities } = await writeCompetitions(
      tx,
      file,
      entityIds,
      teamIds,
      teamAncestors,
    );
    await writeCustomLeaderboards(tx, file, entityIds, competitionIds, competitionEntities);
    // A match the file calls off or moves is news for its followers (push/importNotices.ts).
    const before = await matchesBefore(
      tx,
      nationalId,
      file.matches.map((m) => m.id),
    );
    await writeMatches(
      tx,
      file,
      { venueIds, memberIds, teamIds, competitionIds, roundIds },
      stage('matches', file.matches.length),
    );
    await queueImportNotices(tx, before);
    await upsertBySource(
      tx,
      t.resultGroups,
      [t.resultGroups.nationalId, t.resultGroups.sourceId],
      (file.resultGroups ?? []).map((g) => ({
        nationalId,
        sourceId: g.id,
        name: g.name,
        order: g.order ?? 0,
        type: g.type,
        dateTime: g.dateTime ? new Date(g.dateTime) : null,
        venueName: g.venue ?? null,
        sportInfo: g.sportInfo ?? null,
        rounds: g.rounds ?? null,
        numberOfSets: g.numberOfSets ?? null,
        singlesDoubles: g.singlesDoubles ?? null,
        participants: g.participants,
        matches: g.matches,
      })),
    );
    return {
      nationalId,
      counts: {
        entities: file.entities.length,
        venues: file.venues.length,
        members: file.members.length,
        teams: file.teams.length,
        competitions: file.competitions.length,
        matches: file.matches.length,
        events: file.matches.reduce((n, m) => n + (m.events?.length ?? 0), 0),
        resultGroups: file.resultGroups?.length ?? 0,
      },
    };
  });
}

async function writeNational(tx: Tx, file: ImportFile) {
  const n = file.national;
  const row = {
    id: n.id,
    name: n.name,
    meta: n.meta,
    timezone: n.timezone,
    presentation: n.presentation,
    modules: n.modules,
    settings: n.settings,
    memberTypes: n.memberTypes,
  };
  await tx
    .insert(t.nationals)
    .values(row)
    .onConflictDoUpdate({
      target: t.nationals.id,
      set: excludedSet(t.nationals, ['id', 'updatedAt', 'membersVersion', 'catalogueVersion']),
    });
  await tx
    .insert(t.seasons)
    .values(file.seasons.map((s) => ({ nationalId: n.id, id: s.id, currentSeason: s.currentSeason })))
    .onConflictDoUpdate({
      target: [t.seasons.nationalId, t.seasons.id],
      set: excludedSet(t.seasons, ['nationalId', 'id']),
    });
  if (file.eventTypes.length)
    await tx
      .insert(t.eventTypes)
      .values(
        file.eventTypes.map((e) => ({
          nationalId: n.id,
          kind: e.kind,
          type: e.type,
          name: e.name,
          abbreviation: e.abbreviation ?? null,
          value: e.value ?? 0,
          visibleInLadders: e.visibleInLadders ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [t.eventTypes.nationalId, t.eventTypes.kind, t.eventTypes.type],
        set: excludedSet(t.eventTypes, ['nationalId', 'kind', 'type']),
      });
  const statuses: StatusDefinition[] = file.statuses ?? [
    ...defaultStatusSequence(4),
    ...defaultStatusSequence(2),
  ];
  const general = GENERAL_STATUSES.map((g) => ({ ...g, period: 0, periodType: 0 }));
  await tx
    .insert(t.statusDefinitions)
    .values([...general, ...statuses].map((s) => ({ nationalId: n.id, ...s })))
    .onConflictDoUpdate({
      target: [t.statusDefinitions.nationalId, t.statusDefinitions.periodType, t.statusDefinitions.value],
      set: excludedSet(t.statusDefinitions, ['nationalId', 'periodType', 'value']),
    });
}
