/**
 * Converts the English league results (1992–2023, tiers 1–4) into one Touchline import
 * file: one national, a season per league season, one competition per season of the
 * chosen tier, a team record per club per season, the matches and the points deductions.
 *
 * The data (`league-matches.csv`, `league-tables.csv`) is a subset of the English Football
 * Database by Joshua C. Fjelstul (github.com/jfjelstul/englishfootball), licensed
 * CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/). Anything derived from it,
 * including the import files this module builds, carries the same licence.
 */
import { type LadderTemplate, MODULE_NAMES, type NationalModules } from '@touchline/domain';
import type { ImportCompetition, ImportFile, ImportMatch, ImportTeam } from '../format';
import { readCsvRecords, toInt } from './csv';
import { englishSortOrder } from './rules';

export const ENGLISH_LEAGUE_LICENCE =
  'English Football Database by Joshua C. Fjelstul (github.com/jfjelstul/englishfootball), CC BY-SA 4.0';

const MATCH_COLUMNS = [
  'season',
  'tier',
  'division',
  'match_id',
  'home_team_id',
  'home_team_name',
  'away_team_id',
  'away_team_name',
  'home_team_score',
  'away_team_score',
] as const;

const TABLE_COLUMNS = [
  'season',
  'tier',
  'division',
  'position',
  'team_id',
  'team_name',
  'played',
  'wins',
  'draws',
  'losses',
  'goals_for',
  'goals_against',
  'goal_difference',
  'points',
  'point_adjustment',
] as const;

export interface EnglishMatch {
  season: number;
  tier: number;
  division: string;
  id: string;
  homeId: string;
  homeName: string;
  awayId: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

/** One row of a final table as published. `points` includes `pointAdjustment`. */
export interface EnglishTableRow {
  season: number;
  tier: number;
  division: string;
  position: number;
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  pointAdjustment: number;
}

export function readEnglishMatches(csv: string): EnglishMatch[] {
  return readCsvRecords(csv, MATCH_COLUMNS, 'league-matches.csv').map((r, i) => {
    const where = `league-matches.csv row ${i + 1}`;
    return {
      season: toInt(r.season, 'season', where),
      tier: toInt(r.tier, 'tier', where),
      division: r.division,
      id: r.match_id,
      homeId: r.home_team_id,
      homeName: r.home_team_name,
      awayId: r.away_team_id,
      awayName: r.away_team_name,
      homeScore: toInt(r.home_team_score, 'home_team_score', where),
      awayScore: toInt(r.away_team_score, 'away_team_score', where),
    };
  });
}

export function readEnglishTables(csv: string): EnglishTableRow[] {
  return readCsvRecords(csv, TABLE_COLUMNS, 'league-tables.csv').map((r, i) => {
    const where = `league-tables.csv row ${i + 1}`;
    const int = (column: (typeof TABLE_COLUMNS)[number]) => toInt(r[column], column, where);
    return {
      season: int('season'),
      tier: int('tier'),
      division: r.division,
      position: int('position'),
      teamId: r.team_id,
      teamName: r.team_name,
      played: int('played'),
      won: int('wins'),
      drawn: int('draws'),
      lost: int('losses'),
      goalsFor: int('goals_for'),
      goalsAgainst: int('goals_against'),
      goalDifference: int('goal_difference'),
      points: int('points'),
      pointAdjustment: int('point_adjustment'),
    };
  });
}

export interface EnglishLeagueOptions {
  /** 1 (Premier League) to 4. */
  tier: number;
  nationalId: number;
  /** The national's name; by default 'English Football League (first–last season)'. */
  name?: string;
}

/** '1992/93' for 1992. */
export const seasonLabel = (season: number) => `${season}/${String((season + 1) % 100).padStart(2, '0')}`;

/** The source ids the converter gives its records, so callers can find them again. */
export const englishIds = {
  competition: (season: number, tier: number) => `C-${season}-${tier}`,
  team: (teamId: string, season: number) => `${teamId}-${season}`,
  adjustment: (season: number, tier: number, teamId: string) => `ADJ-${season}-${tier}-${teamId}`,
};

/**
 * Three points for a win, one for a draw; ranked as the season's table was (./rules.ts): on
 * points, then goal difference or goals scored, or on points per game in 2019/20.
 */
export function englishLadderTemplate(season: number, tier: number): LadderTemplate {
  return {
    useSortOptions: false,
    selectedSortOptionsSorted: englishSortOrder(season, tier).map((value) => ({ value })),
    selectedSortByOptions: [],
    sortBy: [],
    pointsForWin: 3,
    pointsForDraw: 1,
    pointsForLoss: 0,
    pointsForBye: 0,
    pointsForForfeitWin: 3,
    pointsForForfeitLoss: 0,
    bonusCountAsPlayed: false,
    defaultScoreFFReceived: 0,
  };
}

function modules(): NationalModules {
  return Object.fromEntries(MODULE_NAMES.map((m) => [m, m === 'competitions'])) as NationalModules;
}

/**
 * One import file for every season of a tier. Both CSVs are read whole and filtered to the
 * tier. A club gets one team per season (`T-029-1992`), named as in the published table
 * (the match file's name when the club is missing from the table); clubs are not
 * entities. Matches are final, round-less and undated, with the recorded scores and no
 * events. Non-zero `point_adjustment`s become ladder adjustments.
 */
export function englishLeagueToImport(
  matchesCsv: string,
  tablesCsv: string,
  options: EnglishLeagueOptions,
): ImportFile {
  const { tier, nationalId } = options;
  const matches = readEnglishMatches(matchesCsv).filter((m) => m.tier === tier);
  const tables = readEnglishTables(tablesCsv).filter((r) => r.tier === tier);
  const seasons = [...new Set([...matches.map((m) => m.season), ...tables.map((r) => r.season)])].sort(
    (a, b) => a - b,
  );
  if (!seasons.length) throw new Error(`No matches or tables for tier ${tier}`);
  const first = seasons[0]!;
  const last = seasons[seasons.length - 1]!;
  const name = options.name ?? `English Football League (${first}–${last})`;

  const teams: ImportTeam[] = [];
  const competitions: ImportCompetition[] = [];
  const importMatches: ImportMatch[] = [];
  for (const season of seasons) {
    const seasonMatches = matches.filter((m) => m.season === season);
    const table = tables.filter((r) => r.season === season).sort((a, b) => a.position - b.position);
    const divisions = new Set([...seasonMatches.map((m) => m.division), ...table.map((r) => r.division)]);
    if (divisions.size !== 1)
      throw new Error(
        `Season ${season} tier ${tier} has ${divisions.size} divisions: ${[...divisions].join(', ')}`,
      );
    const division = [...divisions][0]!;
    const competitionId = englishIds.competition(season, tier);

    /** Club id → name; the published table's name wins over the match file's. */
    const clubs = new Map<string, string>();
    for (const row of table) clubs.set(row.teamId, row.teamName);
    for (const m of seasonMatches) {
      if (!clubs.has(m.homeId)) clubs.set(m.homeId, m.homeName);
      if (!clubs.has(m.awayId)) clubs.set(m.awayId, m.awayName);
    }
    for (const [clubId, clubName] of clubs)
      teams.push({ id: englishIds.team(clubId, season), name: clubName, season, meta: { imgUrl: null } });

    competitions.push({
      id: competitionId,
      name: `${division} ${seasonLabel(season)}`,
      season,
      order: tier,
      gameType: 'teams',
      sportType: 'football',
      meta: { imgUrl: null },
      display: { public: true, result: true, ladder: true, hideRounds: [] },
      settings: {
        type: null,
        periods: 2,
        periodType: 2,
        periodLengthMinutes: 45,
        timeouts: 0,
        useCustomScoringEvents: false,
        nationalScoringEvents: [],
        scoringEvents: [],
        positions: [],
      },
      laddertemplate: englishLadderTemplate(season, tier),
      compTypeLaddertemplate: null,
      teams: [...clubs.keys()].map((clubId) => ({ team: englishIds.team(clubId, season) })),
      rounds: [],
      ladderAdjustments: table
        .filter((row) => row.pointAdjustment !== 0)
        .map((row) => ({
          id: englishIds.adjustment(season, tier, row.teamId),
          team: englishIds.team(row.teamId, season),
          points: row.pointAdjustment,
          reason: row.pointAdjustment < 0 ? 'Points deduction' : 'Points awarded',
        })),
    });

    for (const m of seasonMatches)
      importMatches.push({
        id: m.id,
        competition: competitionId,
        round: null,
        dateTime: null,
        status: 'final',
        homeTeam: englishIds.team(m.homeId, season),
        awayTeam: englishIds.team(m.awayId, season),
        scores: { homeTeam: m.homeScore, awayTeam: m.awayScore },
      });
  }

  return {
    format: 'touchline-import',
    version: 1,
    national: {
      id: nationalId,
      name,
      timezone: 'Europe/London',
      meta: { name, imgUrl: null },
      presentation: {
        useExplorer: false,
        showLogo: false,
        nationalDirectChild: 'states',
        stateDirectChild: 'associations',
        associationDirectChild: 'clubs',
        competitionDirectChild: 'clubs',
      },
      modules: modules(),
      settings: {
        fieldView: false,
        substitutesOnFieldView: false,
        reportDownloads: false,
        statColumnOrder: 'default',
        hideMissedEvents: false,
        playerOfTheMatch: false,
        matchCentreBackground: 'default',
      },
      memberTypes: [],
    },
    seasons: seasons.map((id) => ({ id, currentSeason: id === last })),
    eventTypes: [],
    entities: [],
    venues: [],
    members: [],
    teams,
    competitions,
    matches: importMatches,
  };
}
