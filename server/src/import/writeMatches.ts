import { matchEventType } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { ImportFile } from './format';
import { replayImportPlays } from './plays';
import { batches, excludedSet, insertAll, upsertBySource } from './upsert';
import { writePlays } from './writePlays';

export interface MatchRefs {
  venueIds: Map<string, number>;
  memberIds: Map<string, number>;
  teamIds: Map<string, number>;
  competitionIds: Map<string, number>;
  roundIds: Map<string, Map<string, number>>;
}

export async function writeMatches(
  tx: Tx,
  file: ImportFile,
  refs: MatchRefs,
  onBatch: (count: number) => void | Promise<void>,
) {
  const nationalId = file.national.id;
  const competitions = new Map(file.competitions.map((c) => [c.id, c]));
  // Validation has checked every event names a type of the national or of its competition.
  const typeOf = (m: ImportFile['matches'][number], e: { kind: 'scoring' | 'movement'; type: number }) =>
    matchEventType(e.kind, e.type, competitions.get(m.competition)!.settings, file.eventTypes)!;
  const ref = (map: Map<string, number>, id: string | null | undefined) => (id == null ? null : map.get(id)!);
  const replays = replayImportPlays(file);
  const matchIds = await upsertBySource(
    tx,
    t.matches,
    [t.matches.nationalId, t.matches.sourceId],
    file.matches.map((m) => {
      const settings = competitions.get(m.competition)!.settings;
      const game = replays.get(m.id)?.replay.final ?? null;
      // A match's plays make its scoring events: the score of its game is theirs.
      const sum = (side: 'home' | 'away') =>
        (m.events ?? [])
          .filter((e) => e.kind === 'scoring' && e.side === side)
          .reduce((total, e) => total + (e.value ?? typeOf(m, e).value ?? 0), game?.score[side] ?? 0);
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
        game,
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
      const type = typeOf(m, e);
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
  events.push(...(await writePlays(tx, file, refs, matchIds, replays)));
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
