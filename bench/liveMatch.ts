import { API_PREFIX, type CompetitionMatches, isLiveStatus } from '@touchline/domain';

/** How long the demo scorer may take to have a match under way after the server starts. */
const LIVE_DEADLINE_MS = 120_000;

/**
 * A match under way with a clock, for the match centre's figures: the demo scorer keeps some
 * live, but a server just started may not have kicked one off yet, so this asks again until
 * LIVE_DEADLINE_MS.
 */
export async function liveMatch(base: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const live = await findLiveMatch(base);
    if (live !== null) return live;
    if (performance.now() - started > LIVE_DEADLINE_MS)
      throw new Error(`The demo had no live match to measure within ${LIVE_DEADLINE_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/** A live match with a clock (not at half-time) in the current season, or null. */
async function findLiveMatch(base: string): Promise<number | null> {
  const get = async <T>(path: string) =>
    (
      (await (await fetch(`${base}${API_PREFIX}${path}`, { headers: { 'national-id': '14' } })).json()) as {
        data: T;
      }
    ).data;
  const seasons = await get<{ _id: number; currentSeason: boolean }[]>('/live/seasons');
  const season = seasons.find((s) => s.currentSeason)?._id;
  for (const competition of await get<{ _id: number }[]>(`/live/competitions?season=${season}`)) {
    const { matches } = await get<CompetitionMatches>(`/live/matches/competitions/${competition._id}`);
    const live = matches.find((m) => isLiveStatus(m.status) && m.status !== 'half-time' && m.homeTeam);
    if (live) return live._id;
  }
  return null;
}
