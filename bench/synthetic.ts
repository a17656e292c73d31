import type { LadderMatch, LadderTemplate } from '@touchline/domain';
import type { ImportFile } from '../server/src/import/format';

/** A small deterministic PRNG, so every run benchmarks the same season. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TEMPLATE: LadderTemplate = {
  useSortOptions: false,
  selectedSortOptionsSorted: [
    { value: 'totalMatchPoints' },
    { value: 'pointsDifference' },
    { value: 'headToHead' },
    { value: 'pointsFor' },
  ],
  selectedSortByOptions: [],
  sortBy: [],
  pointsForWin: 4,
  pointsForDraw: 2,
  pointsForLoss: 0,
  pointsForBye: 2,
  pointsForForfeitWin: 4,
  pointsForForfeitLoss: 0,
  bonusCountAsPlayed: false,
  defaultScoreFFReceived: 20,
};

/** A round-robin season: `teams` teams, `matches` matches, about teams/2 a round. */
export function syntheticSeason(teams: number, matches: number, seed = 7) {
  const random = mulberry32(seed);
  const list: LadderMatch[] = [];
  const ids = Array.from({ length: teams }, (_, i) => i + 1);
  for (let round = 1; list.length < matches; round++) {
    const rotated = [ids[0]!, ...ids.slice(1).map((_, i) => ids[1 + ((i + round) % (teams - 1))]!)];
    for (let i = 0; i < teams / 2 && list.length < matches; i++) {
      const home = rotated[i]!;
      const away = rotated[teams - 1 - i]!;
      const roll = random();
      list.push({
        id: list.length + 1,
        round,
        homeTeamId: home,
        awayTeamId: away,
        homeScore: Math.floor(random() * 50),
        awayScore: Math.floor(random() * 50),
        status: roll < 0.01 ? 'forfeit' : roll < 0.02 ? 'washout' : 'final',
        isBye: false,
        forfeitingTeamId: roll < 0.01 ? home : null,
        dateTime: null,
      });
    }
  }
  return {
    teams: ids.map((id) => ({ id, name: `Team ${String(id).padStart(2, '0')}`, pool: null })),
    matches: list,
  };
}

/**
 * A gridiron season the size of the largest professional league's: 32 teams in 8 divisions of
 * 4, two conferences, 17 rounds of 16 games (each team plays its division twice and 11 others),
 * scored in touchdowns and field goals, so teams often finish level on win percentage and
 * gridiron's tie-breakers do the ranking.
 */
export function gridironSeason(seed = 11) {
  const random = mulberry32(seed);
  const ids = Array.from({ length: 32 }, (_, i) => i + 1);
  const divisionOf = (id: number) => Math.floor((id - 1) / 4);
  const score = () => 7 * Math.floor(random() * 5) + 3 * Math.floor(random() * 3);
  const matches: LadderMatch[] = [];
  const play = (round: number, home: number, away: number) =>
    matches.push({
      id: matches.length + 1,
      round,
      homeTeamId: home,
      awayTeamId: away,
      homeScore: score(),
      awayScore: score(),
      status: 'final',
      isBye: false,
      forfeitingTeamId: null,
      dateTime: null,
    });
  // Division games: within each division of four, the three pairings of a round robin, twice.
  const pairings = [
    [0, 1, 2, 3],
    [0, 2, 1, 3],
    [0, 3, 1, 2],
  ];
  for (let round = 1; round <= 6; round++) {
    const [a, b, c, d] = pairings[(round - 1) % 3]!;
    for (let division = 0; division < 8; division++) {
      const team = (i: number) => division * 4 + i + 1;
      const swap = round > 3;
      play(round, team(swap ? b! : a!), team(swap ? a! : b!));
      play(round, team(swap ? d! : c!), team(swap ? c! : d!));
    }
  }
  // The other 11 rounds: a rotation of all 32 (now and then a division rival again, as the
  // cost of ranking does not depend on who met whom).
  for (let round = 7; round <= 17; round++) {
    const rotated = [ids[0]!, ...ids.slice(1).map((_, i) => ids[1 + ((i + round) % 31)]!)];
    for (let i = 0; i < 16; i++) play(round, rotated[i]!, rotated[31 - i]!);
  }
  return {
    teams: ids.map((id) => ({
      id,
      name: `Team ${String(id).padStart(2, '0')}`,
      pool: `Division ${divisionOf(id) + 1}`,
      conference: divisionOf(id) < 4 ? 'Eastern' : 'Western',
    })),
    matches,
  };
}

/** The same season as an import file for national `nationalId`. */
export function syntheticImport(nationalId: number, teams: number, matches: number): ImportFile {
  const season = syntheticSeason(teams, matches);
  const rounds = [...new Set(season.matches.map((m) => m.round!))];
  return {
    format: 'touchline-import',
    version: 1,
    national: {
      id: nationalId,
      name: 'Bench League',
      timezone: 'UTC',
      meta: { name: 'Bench League', imgUrl: null },
      presentation: {
        useExplorer: false,
        showLogo: false,
        nationalDirectChild: 'states',
        stateDirectChild: 'associations',
        associationDirectChild: 'clubs',
        competitionDirectChild: 'clubs',
      },
      modules: {
        indvCompetitions: false,
        competitions: true,
        events: false,
        memberships: false,
        additionalQs: false,
        saleableItems: false,
        entityMemberships: false,
        clubMemberships: false,
        customFees: false,
        bookings: false,
        quickResults: false,
      },
      settings: {
        fieldView: true,
        substitutesOnFieldView: true,
        reportDownloads: false,
        statColumnOrder: 'default',
        hideMissedEvents: false,
        playerOfTheMatch: false,
        matchCentreBackground: 'default',
      },
      memberTypes: [],
    },
    seasons: [{ id: 2026, currentSeason: true }],
    eventTypes: [],
    entities: [],
    venues: [],
    members: [],
    teams: season.teams.map((t) => ({ id: `t${t.id}`, name: t.name, season: 2026 })),
    competitions: [
      {
        id: 'bench',
        name: 'Bench Premier League',
        season: 2026,
        display: { public: true, result: true, ladder: true, hideRounds: [] },
        settings: {
          periods: 4,
          periodType: 4,
          periodLengthMinutes: 12,
          timeouts: 3,
          useCustomScoringEvents: false,
          nationalScoringEvents: [],
          scoringEvents: [],
          positions: [],
        },
        laddertemplate: TEMPLATE,
        teams: season.teams.map((t) => ({ team: `t${t.id}` })),
        rounds: rounds.map((n) => ({ id: `r${n}`, number: n, type: 'regular' as const })),
      },
    ],
    matches: season.matches.map((m) => ({
      id: `m${m.id}`,
      competition: 'bench',
      round: `r${m.round}`,
      dateTime: new Date(Date.UTC(2026, 0, 1) + m.round! * 7 * 86_400_000).toISOString(),
      status: m.status,
      homeTeam: `t${m.homeTeamId}`,
      awayTeam: `t${m.awayTeamId}`,
      scores: { homeTeam: m.homeScore, awayTeam: m.awayScore },
      forfeitingTeam: m.forfeitingTeamId == null ? null : `t${m.forfeitingTeamId}`,
    })),
  };
}
