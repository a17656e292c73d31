/**
 * Whether the public may see who is on a team: its lists for matches, its roster, and which of
 * its matches a member played. A team that hides its list shows none of them, and a team that is
 * not there shows nothing. The search's SQL applies the same rule (server/test/teamListShown).
 */
export function teamListShown<T extends { hideTeamList: boolean }>(team: T | null | undefined): team is T {
  return team != null && !team.hideTeamList;
}

/**
 * A member's shirt number or photo, as the public may see it: only a public member's. The name
 * has its own rule (the server's presentPerson), since a private member is still listed.
 */
export function publicDetail<T>(member: { isPublic: boolean }, detail: T | null | undefined): T | null {
  return member.isPublic ? (detail ?? null) : null;
}

/**
 * Whether the public may see a competition's results, and so its schedule and calendar feed.
 * Hidden rounds hide some of them on top (`inHiddenRounds`); the server's SQL twin of both is
 * `resultsArePublic`.
 */
export function resultsShown(competition: { display: { result: boolean } }): boolean {
  return competition.display.result;
}

/**
 * Whether the public may see a competition's ladder, and so its standings and leaderboards: it
 * needs both its results and its ladder shown.
 */
export function ladderShown(competition: { display: { ladder: boolean; result: boolean } }): boolean {
  return competition.display.ladder && resultsShown(competition);
}
