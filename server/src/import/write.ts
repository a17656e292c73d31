import { defaultStatusSequence, GENERAL_STATUSES, type StatusDefinition } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import type { ImportFile } from './format';
import { batches, excludedSet, insertAll, upsertBySource } from './upsert';

export type ImportProgress = (stage: string, done: number, total: number) => void;

export interface ImportSummary {
  nationalId: number;
  counts: Record<string, number>;
}

const LEVEL_ORDER = { state: 0, association: 1, club: 2 } as const;

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
      progress?.(name, 0, total);
      return (count: number) => {
        done += count;
        progress?.(name, done, total);
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
    await writeMatches(
      tx,
      file,
      { venueIds, memberIds, teamIds, competitionIds, roundIds },
      stage('matches', file.matches.length),
    );
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
      set: excludedSet(t.nationals, ['id', 'updatedAt', 'membersVersion']),
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

async function writeEntities(tx: Tx, file: ImportFile) {
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

type EntityIndex = Awaited<ReturnType<typeof writeEntities>>;

/** The entity and every entity above it. */
function pathOf(entities: EntityIndex, sourceId: string | null | undefined): number[] {
  if (sourceId == null) return [];
  return [...entities.ancestors.get(sourceId)!, entities.ids.get(sourceId)!];
}

async function writeTeams(tx: Tx, file: ImportFile, entities: EntityIndex, memberIds: Map<string, number>) {
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

async function writeCompetitions(
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

async function writeCustomLeaderboards(
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

interface MatchRefs {
  venueIds: Map<string, number>;
  memberIds: Map<string, number>;
  teamIds: Map<string, number>;
  competitionIds: Map<string, number>;
  roundIds: Map<string, Map<string, number>>;
}

async function writeMatches(tx: Tx, file: ImportFile, refs: MatchRefs, onBatch: (count: number) => void) {
  const nationalId = file.national.id;
  const eventTypes = new Map(file.eventTypes.map((e) => [`${e.kind}:${e.type}`, e]));
  const competitions = new Map(file.competitions.map((c) => [c.id, c]));
  const ref = (map: Map<string, number>, id: string | null | undefined) => (id == null ? null : map.get(id)!);
  const matchIds = await upsertBySource(
    tx,
    t.matches,
    [t.matches.nationalId, t.matches.sourceId],
    file.matches.map((m) => {
      const settings = competitions.get(m.competition)!.settings;
      const sum = (side: 'home' | 'away') =>
        (m.events ?? [])
          .filter((e) => e.kind === 'scoring' && e.side === side)
          .reduce((total, e) => total + (e.value ?? eventTypes.get(`scoring:${e.type}`)?.value ?? 0), 0);
      return {
        nationalId,
        sourceId: m.id,
        competitionId: refs.competitionIds.get(m.competition)!,
        roundId: m.round == null ? null : refs.roundIds.get(m.competition)!.get(m.round)!,
        poolName: m.pool ?? null,
        venueId: ref(refs.venueIds, m.venue),
        fieldName: m.field ?? null,
        matchName: m.matchName ?? null,
        dateTime: m.dateTime ? new Date(m.dateTime) : null,
        status: m.status,
        homeTeamId: ref(refs.teamIds, m.homeTeam),
        awayTeamId: ref(refs.teamIds, m.awayTeam),
        homeScore: m.scores?.homeTeam ?? sum('home'),
        awayScore: m.scores?.awayTeam ?? sum('away'),
        isBye: m.isBye ?? false,
        isTba: m.isTba ?? false,
        forfeitingTeamId: ref(refs.teamIds, m.forfeitingTeam),
        periods: m.periods ?? settings.periods,
        periodType: m.periodType ?? settings.periodType,
        perPeriodScore: m.perPeriodScore ?? false,
        setScoring: m.setScoring ?? null,
        setScores: m.setScores ?? [],
        currentSetId: m.currentSetId ?? null,
        matchTimeouts: m.matchTimeouts ?? { homeTeam: 0, awayTeam: 0 },
        playerOfTheMatchId: ref(refs.memberIds, m.playerOfTheMatch),
        sportType: m.sportType ?? competitions.get(m.competition)!.sportType ?? 'gridiron',
        tableData: m.tableData ?? null,
      };
    }),
    onBatch,
  );
  const ids = [...matchIds.values()];
  for (const batch of batches(ids, 5000)) {
    await tx.delete(t.matchOfficials).where(inArray(t.matchOfficials.matchId, batch));
    await tx.delete(t.teamListEntries).where(inArray(t.teamListEntries.matchId, batch));
  }
  const officials: (typeof t.matchOfficials.$inferInsert)[] = [];
  const entries: (typeof t.teamListEntries.$inferInsert)[] = [];
  const events: (typeof t.events.$inferInsert)[] = [];
  for (const m of file.matches) {
    const matchId = matchIds.get(m.id)!;
    for (const r of new Set(m.referees ?? []))
      officials.push({ nationalId, matchId, memberId: refs.memberIds.get(r)! });
    for (const side of ['home', 'away'] as const) {
      const teamId = ref(refs.teamIds, side === 'home' ? m.homeTeam : m.awayTeam);
      if (teamId == null) continue;
      for (const e of m.teamLists?.[side] ?? [])
        entries.push({
          nationalId,
          matchId,
          teamId,
          memberId: refs.memberIds.get(e.member)!,
          isPlayer: e.isPlayer,
          shirtNum: e.shirtNum ?? null,
          position: e.position ?? null,
          memberType: e.memberType,
          hasImport: e.hasImport ?? false,
          hasDispensation: e.hasDispensation ?? false,
        });
    }
    for (const e of m.events ?? []) {
      const type = eventTypes.get(`${e.kind}:${e.type}`)!;
      events.push({
        nationalId,
        matchId,
        sourceId: e.id,
        kind: e.kind,
        type: e.type,
        name: type.name,
        value: e.value ?? type.value ?? 0,
        teamId: ref(refs.teamIds, e.side === 'home' ? m.homeTeam : m.awayTeam),
        isHomeTeam: e.side === 'home',
        period: e.period,
        min: e.min,
        sec: e.sec,
        playerId: ref(refs.memberIds, e.player),
        offId: ref(refs.memberIds, e.off),
        onId: ref(refs.memberIds, e.on),
      });
    }
  }
  await insertAll(tx, t.matchOfficials, officials);
  await insertAll(tx, t.teamListEntries, entries);
  const keep = new Set(events.map((e) => `${e.matchId}:${e.sourceId}`));
  for (const batch of batches(ids, 5000)) {
    const existing = await tx
      .select({ id: t.events.id, matchId: t.events.matchId, sourceId: t.events.sourceId })
      .from(t.events)
      .where(and(eq(t.events.nationalId, nationalId), inArray(t.events.matchId, batch)));
    const stale = existing.filter((e) => !keep.has(`${e.matchId}:${e.sourceId}`)).map((e) => e.id);
    if (stale.length) await tx.delete(t.events).where(inArray(t.events.id, stale));
  }
  for (const batch of batches(events)) {
    await tx
      .insert(t.events)
      .values(batch)
      .onConflictDoUpdate({
        target: [t.events.matchId, t.events.sourceId],
        set: excludedSet(t.events, ['id', 'nationalId', 'matchId', 'sourceId', 'createdAt']),
      });
  }
}
