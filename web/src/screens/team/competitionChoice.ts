import type { MatchSummary } from '@touchline/domain';

/** The competitions of some matches, once each, in the order they first appear (newest first). */
export function competitionsOf(
  matches: readonly MatchSummary[],
): { _id: number; name: string; season: number }[] {
  const seen = new Map<number, { _id: number; name: string; season: number }>();
  const newest = [...matches].sort((a, b) => Date.parse(b.dateTime ?? '') - Date.parse(a.dateTime ?? ''));
  for (const m of newest)
    if (!seen.has(m.competition._id))
      seen.set(m.competition._id, {
        _id: m.competition._id,
        name: m.competition.name,
        season: m.competition.season,
      });
  return [...seen.values()];
}

/** The chosen competition from the address if it is one of them, else the first. */
export function chosenCompetition<C extends { _id: number }>(
  competitions: readonly C[],
  asked: string | null,
): C | null {
  return competitions.find((c) => String(c._id) === asked) ?? competitions[0] ?? null;
}
