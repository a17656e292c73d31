import type { GameReplay, PlayRole } from '@touchline/domain';
import { inArray, sql } from 'drizzle-orm';
import { type GridironSetup, scorerRole } from '../commands/gridironRules';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { ImportFile } from './format';
import { batches, excludedSet } from './upsert';
import type { MatchRefs } from './writeMatches';

type Replays = Map<string, { setup: GridironSetup; replay: GameReplay }>;
type PlayRow = typeof t.plays.$inferInsert;

/**
 * Deletes the stored plays of these matches that `rows` do not keep, and moves the seq of the
 * kept ones out of the way where the file puts them elsewhere, so the upsert after meets no
 * other play at a seq.
 */
async function clearPlaysAway(tx: Tx, rows: readonly PlayRow[], matchIds: readonly number[]) {
  const seqOf = new Map(rows.map((r) => [`${r.matchId}:${r.sourceId}`, r.seq]));
  for (const batch of batches(matchIds, 5000)) {
    const stored = await tx
      .select({ id: t.plays.id, matchId: t.plays.matchId, sourceId: t.plays.sourceId, seq: t.plays.seq })
      .from(t.plays)
      .where(inArray(t.plays.matchId, batch));
    const key = (p: (typeof stored)[number]) => `${p.matchId}:${p.sourceId}`;
    const stale = stored.filter((p) => !seqOf.has(key(p))).map((p) => p.id);
    for (const ids of batches(stale, 5000)) await tx.delete(t.plays).where(inArray(t.plays.id, ids));
    const moved = stored.filter((p) => seqOf.has(key(p)) && seqOf.get(key(p)) !== p.seq);
    const movedMatches = [...new Set(moved.map((p) => p.matchId))];
    if (movedMatches.length)
      await tx
        .update(t.plays)
        .set({ seq: sql`-${t.plays.seq}` })
        .where(inArray(t.plays.matchId, movedMatches));
  }
}

/**
 * Makes the plays of the file's matches the file's (each with the state after it, from the
 * replay), in statement-sized batches, and answers the scoring events they make, tied to their
 * plays, for the caller to write with the matches' other events. A play the file no longer has
 * goes, with its scoring events (the foreign key cascades); the others keep their ids, so the
 * same file imported again changes nothing.
 */
export async function writePlays(
  tx: Tx,
  file: ImportFile,
  refs: MatchRefs,
  matchIds: Map<string, number>,
  replays: Replays,
): Promise<(typeof t.events.$inferInsert)[]> {
  const nationalId = file.national.id;
  const member = (id: string | null | undefined) => (id == null ? null : refs.memberIds.get(id)!);
  const rows: PlayRow[] = [];
  for (const m of file.matches) {
    const states = replays.get(m.id)?.replay.states;
    if (!states) continue;
    m.plays!.forEach(({ id, players, ...fields }, j) => {
      rows.push({
        nationalId,
        matchId: matchIds.get(m.id)!,
        sourceId: id ?? `seq-${j + 1}`,
        seq: j + 1,
        ...fields,
        passerId: member(players?.passer),
        carrierId: member(players?.carrier),
        receiverId: member(players?.receiver),
        tacklerId: member(players?.tackler),
        kickerId: member(players?.kicker),
        returnerId: member(players?.returner),
        state: states[j]!,
      });
    });
  }
  await clearPlaysAway(tx, rows, [...matchIds.values()]);
  const playIds = new Map<string, number>();
  for (const batch of batches(rows)) {
    const written = await tx
      .insert(t.plays)
      .values(batch)
      .onConflictDoUpdate({
        target: [t.plays.matchId, t.plays.sourceId],
        set: excludedSet(t.plays, ['id', 'nationalId', 'matchId', 'sourceId', 'createdAt']),
      })
      .returning({ id: t.plays.id, matchId: t.plays.matchId, seq: t.plays.seq });
    for (const row of written) playIds.set(`${row.matchId}:${row.seq}`, row.id);
  }
  return file.matches.flatMap((m) => {
    const entry = replays.get(m.id);
    if (!entry) return [];
    const matchId = matchIds.get(m.id)!;
    return m.plays!.flatMap((play, j) => {
      const scoring = entry.replay.outcomes[j]!.scoring;
      if (!scoring) return [];
      // Validation has checked every kind of score names a scoring type.
      const type = entry.setup.types[scoring.kind]!;
      const isHomeTeam = scoring.side === 'home';
      const named = (role: PlayRole) => play.players?.[role] != null;
      return [
        {
          nationalId,
          matchId,
          sourceId: `play-${j + 1}`,
          kind: 'scoring' as const,
          type: type.type,
          name: type.name,
          value: scoring.points,
          teamId: refs.teamIds.get((isHomeTeam ? m.homeTeam : m.awayTeam)!)!,
          isHomeTeam,
          period: play.period,
          min: play.min,
          sec: play.sec,
          playerId: member(play.players?.[scorerRole(play, scoring, named)]),
          playId: playIds.get(`${matchId}:${j + 1}`)!,
        },
      ];
    });
  });
}
