/** A player's appearance for a team in a counted match. */
export interface Appearance {
  memberId: number;
  teamId: number;
  matchId: number;
}

/** A scoring event of the leaderboard's type, credited to a player of a team. */
export interface CreditedEvent {
  memberId: number;
  teamId: number;
  matchId: number;
}

export interface LeaderboardEntry {
  memberId: number;
  teamId: number;
  /** Matches in which the player was on the team list as a player. */
  matchPlayed: number;
  /** How many events of the type the player was credited with. */
  eventSum: number;
  /** Competition ranking: players level on eventSum and matchPlayed share a rank (1, 2, 2, 4). */
  rank: number;
}

/**
 * A player leaderboard for one event type: a row per player and team, ranked on eventSum
 * (more first), then matchPlayed (fewer first: the same total in fewer matches is the better
 * record), then member id for a stable order.
 */
export function rankLeaderboard(
  appearances: readonly Appearance[],
  events: readonly CreditedEvent[],
): LeaderboardEntry[] {
  const rows = new Map<
    string,
    { memberId: number; teamId: number; matches: Set<number>; eventSum: number }
  >();
  const row = (memberId: number, teamId: number) => {
    const key = `${memberId}:${teamId}`;
    let entry = rows.get(key);
    if (!entry) {
      entry = { memberId, teamId, matches: new Set(), eventSum: 0 };
      rows.set(key, entry);
    }
    return entry;
  };
  for (const a of appearances) row(a.memberId, a.teamId).matches.add(a.matchId);
  for (const e of events) row(e.memberId, e.teamId).eventSum += 1;
  const sorted = [...rows.values()]
    .map((r) => ({
      memberId: r.memberId,
      teamId: r.teamId,
      matchPlayed: r.matches.size,
      eventSum: r.eventSum,
      rank: 0,
    }))
    .sort(
      (a, b) =>
        b.eventSum - a.eventSum ||
        a.matchPlayed - b.matchPlayed ||
        a.memberId - b.memberId ||
        a.teamId - b.teamId,
    );
  sorted.forEach((entry, i) => {
    const previous = sorted[i - 1];
    entry.rank =
      previous && previous.eventSum === entry.eventSum && previous.matchPlayed === entry.matchPlayed
        ? previous.rank
        : i + 1;
  });
  return sorted;
}
