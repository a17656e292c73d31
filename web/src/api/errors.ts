/**
 * The error catalogue's texts (spec 8). Fetch errors of lists and pages are logged and leave
 * the screen empty; the matches list stops with its own message; a team or member that does
 * not exist redirects.
 */
export const ERRORS = {
  /** The generic error (section 8 'Toasts'), spelled so. */
  generic: 'An error has occured',
  matchesList: 'An error with getting the competitions has occurred',
  resultGroups: 'Error fetching groups:',
  teamListUnavailable: 'Team List Unavailable',
  matchReportUnavailable: 'Match report is not available because teams are not finalised',
  memberListUnavailable: 'Member list is not available because teams are not finalised',
} as const;

/** The spec's empty states, word for word (including its spelling). */
export const EMPTY = {
  noData: 'No data',
  noEventData: 'No Event Data',
  noRecentGames: 'No recent games',
  noTeamList: 'No Team List Submitted',
  teamListHidden: 'Team List is hidden or not yet submitted for this team',
  noSeasonMatches: 'No matches availble for this season.',
  laddersNotPublic: 'Ladders Not Available to Public',
  noLadder: 'No Ladder Available',
  noLeaderboard: 'No Leaderboard Available',
  noStats: 'No stats so far this season',
  noScoringEvents: 'No Scoring Events Found',
  noMatches: 'No Matches Available',
  matchesNotPublic: 'Matches Result Not Available to Public',
  startTyping: 'Start typing to search',
  noResults: 'No results found.',
} as const;

/** Logs a fetch error the way the catalogue says: logged only, the screen stays empty. */
export function logFetchError(context: string, error: unknown): void {
  console.error(context, error);
}
