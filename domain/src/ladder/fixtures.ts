/**
 * Builders for the ladder's tests only; not exported from the package. They keep each test
 * down to the numbers that matter to it.
 */
import type { LadderTemplate, MatchStatus, SortTemplate } from '../schemas/values';
import type { LadderMatch } from './results';
import type { TeamStats } from './stats';

export const DAY = 86_400_000;
/** Round n is played on day n of 2025 (UTC), so hideRounds windows can pick rounds out. */
export const roundDate = (round: number) => Date.UTC(2025, 0, 1) + round * DAY;

/** 4 for a win, 2 for a draw or a bye, 1 for a loss, 3 for a forfeit win, −2 for a forfeit. */
export function template(overrides: Partial<LadderTemplate> = {}): LadderTemplate {
  return {
    useSortOptions: false,
    selectedSortOptionsSorted: [],
    selectedSortByOptions: [],
    sortBy: [],
    pointsForWin: 4,
    pointsForDraw: 2,
    pointsForLoss: 1,
    pointsForBye: 2,
    pointsForForfeitWin: 3,
    pointsForForfeitLoss: -2,
    bonusCountAsPlayed: false,
    defaultScoreFFReceived: 20,
    ...overrides,
  };
}

export function sortTemplate(keys: readonly string[], useSortOptions = true): SortTemplate {
  return {
    useSortOptions,
    selectedSortOptionsSorted: keys.map((value) => ({ value })),
    selectedSortByOptions: [],
    sortBy: [],
  };
}

let nextId = 1;

/** A played match with a score; status final unless given. */
export function game(
  round: number | null,
  home: number,
  homeScore: number,
  away: number,
  awayScore: number,
  status: MatchStatus = 'final',
): LadderMatch {
  return {
    id: nextId++,
    round,
    homeTeamId: home,
    awayTeamId: away,
    homeScore,
    awayScore,
    status,
    isBye: false,
    forfeitingTeamId: null,
    dateTime: round == null ? null : roundDate(round),
  };
}

/** A forfeit by `forfeiting`; the recorded scores are deliberately not the forfeit scores. */
export function forfeit(round: number | null, home: number, away: number, forfeiting: number): LadderMatch {
  return { ...game(round, home, 9, away, 9, 'forfeit'), forfeitingTeamId: forfeiting };
}

/** A bye; its status is final once its round has been played, pre-game before. */
export function bye(round: number | null, team: number, status: MatchStatus = 'final'): LadderMatch {
  return { ...game(round, team, 0, team, 0, status), awayTeamId: null, isBye: true };
}

/** Stats of a team that has not played, with the given overrides, for sort tests. */
export function stats(overrides: Partial<TeamStats> = {}): TeamStats {
  return {
    totalMatchPoints: 0,
    pointsDifference: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    pointsBonus: 0,
    matchesPlayed: 0,
    matchesWon: 0,
    matchesLost: 0,
    matchesDrawn: 0,
    byes: 0,
    scoreRatio: 0,
    pointsRatio: 0,
    numberOfForfeits: 0,
    numberForfeitsWin: 0,
    numberForfeitsLoss: 0,
    pointsDifferencePercentage: 0,
    winPercentage: 0,
    homeRecord: 0,
    awayRecord: 0,
    divisionRecord: 0,
    conferenceRecord: 0,
    streak: 0,
    pointsForPerGame: 0,
    pointsAgainstPerGame: 0,
    pointsAdjustment: 0,
    ...overrides,
  };
}

export const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

export const ALPHA = 1;
export const BRAVO = 2;
export const CHARLIE = 3;
export const DELTA = 4;
export const ECHO = 5;

export const seasonTeams = [
  { id: ALPHA, name: 'Alpha', pool: null },
  { id: BRAVO, name: 'Bravo', pool: null },
  { id: CHARLIE, name: 'Charlie', pool: null },
  { id: DELTA, name: 'Delta', pool: null },
  { id: ECHO, name: 'Echo', pool: null },
];

/**
 * Five teams, so one has a bye each round. Worked by hand in stats.test.ts and compute.test.ts.
 * - Round 1: Alpha 30–10 Bravo; Charlie 14–14 Delta; Echo bye.
 * - Round 2: Alpha v Charlie, Charlie forfeits; Bravo 21–7 Echo; Delta bye.
 * - Round 3: Delta v Echo washed out (10–3 when abandoned); Bravo 12–3 Charlie disputed; Alpha bye.
 * - Round 4 (not played yet): Alpha v Delta live; Bravo v Echo pre-game; Charlie bye pre-game.
 */
export function season(): LadderMatch[] {
  return [
    game(1, ALPHA, 30, BRAVO, 10),
    game(1, CHARLIE, 14, DELTA, 14),
    bye(1, ECHO),
    forfeit(2, ALPHA, CHARLIE, CHARLIE),
    game(2, BRAVO, 21, ECHO, 7),
    bye(2, DELTA),
    game(3, DELTA, 10, ECHO, 3, 'washout'),
    game(3, BRAVO, 12, CHARLIE, 3, 'disputed'),
    bye(3, ALPHA),
    game(4, ALPHA, 7, DELTA, 0, 'live'),
    game(4, BRAVO, 0, ECHO, 0, 'pre-game'),
    bye(4, CHARLIE, 'pre-game'),
  ];
}
