/**
 * Checks ladders against the English league tables as published, row for row. Data: the
 * English Football Database by Joshua C. Fjelstul, CC BY-SA 4.0 (see ./convert.ts).
 */
import { computeLadder, type LadderMatch, type TeamStats } from '@touchline/domain';
import type { ImportCompetition, ImportFile } from '../format';
import { englishIds, readEnglishTables } from './convert';
import { wrongPublishedLines } from './rules';

/** One line of a league table, as published or as a ladder gives it. */
export interface Standing {
  position: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Including any adjustment. */
  points: number;
}

/** The published final tables of a tier, by season, in position order. */
export function publishedStandings(tablesCsv: string, tier: number): Map<number, Standing[]> {
  const bySeason = new Map<number, Standing[]>();
  for (const r of readEnglishTables(tablesCsv)) {
    if (r.tier !== tier) continue;
    const rows = bySeason.get(r.season) ?? [];
    rows.push({
      position: r.position,
      name: r.teamName,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalDifference,
      points: r.points,
    });
    bySeason.set(r.season, rows);
  }
  for (const rows of bySeason.values()) rows.sort((a, b) => a.position - b.position);
  return bySeason;
}

type LadderStats = Pick<
  TeamStats,
  | 'matchesPlayed'
  | 'matchesWon'
  | 'matchesDrawn'
  | 'matchesLost'
  | 'pointsFor'
  | 'pointsAgainst'
  | 'pointsDifference'
  | 'totalMatchPoints'
>;

/** A ladder row (from computeLadder or the ladder API) as a table line. */
export function ladderStanding(row: { position: number; name: string; stats: LadderStats }): Standing {
  const s = row.stats;
  return {
    position: row.position,
    name: row.name,
    played: s.matchesPlayed,
    won: s.matchesWon,
    drawn: s.matchesDrawn,
    lost: s.matchesLost,
    goalsFor: s.pointsFor,
    goalsAgainst: s.pointsAgainst,
    goalDifference: s.pointsDifference,
    points: s.totalMatchPoints,
  };
}

const format = (s: Standing) =>
  `${s.name} P${s.played} W${s.won} D${s.drawn} L${s.lost} F${s.goalsFor} A${s.goalsAgainst} GD${s.goalDifference} Pts${s.points}`;

/** Every line where the ladder differs from the published table; empty when they agree. */
export function standingDifferences(published: readonly Standing[], ladder: readonly Standing[]): string[] {
  const differences: string[] = [];
  const length = Math.max(published.length, ladder.length);
  for (let i = 0; i < length; i++) {
    const p = published[i];
    const l = ladder[i];
    if (!p || !l) {
      differences.push(
        `line ${i + 1}: published ${p ? format(p) : 'nothing'}, ladder ${l ? format(l) : 'nothing'}`,
      );
      continue;
    }
    if (p.position !== l.position || format(p) !== format(l))
      differences.push(`position ${p.position}: published ${format(p)}; ladder ${l.position}. ${format(l)}`);
  }
  return differences;
}

/**
 * Each competition's ladder worked out by the domain's ladder engine straight from the
 * import file, with no database: teams and matches numbered in file order.
 */
export function computeEnglishLadders(file: ImportFile): Map<string, Standing[]> {
  const teamIds = new Map(file.teams.map((t, i) => [t.id, i + 1]));
  const teamNames = new Map(file.teams.map((t) => [t.id, t.name]));
  const matchesOf = new Map<string, LadderMatch[]>();
  file.matches.forEach((m, i) => {
    const list = matchesOf.get(m.competition) ?? [];
    list.push({
      id: i + 1,
      round: null,
      homeTeamId: m.homeTeam == null ? null : teamIds.get(m.homeTeam)!,
      awayTeamId: m.awayTeam == null ? null : teamIds.get(m.awayTeam)!,
      homeScore: m.scores?.homeTeam ?? 0,
      awayScore: m.scores?.awayTeam ?? 0,
      status: m.status,
      isBye: m.isBye ?? false,
      forfeitingTeamId: m.forfeitingTeam == null ? null : teamIds.get(m.forfeitingTeam)!,
      dateTime: m.dateTime ? Date.parse(m.dateTime) : null,
    });
    matchesOf.set(m.competition, list);
  });
  const ladders = new Map<string, Standing[]>();
  for (const c of file.competitions) ladders.set(c.id, ladderOf(c, matchesOf.get(c.id) ?? []));
  return ladders;

  function ladderOf(c: ImportCompetition, matches: LadderMatch[]): Standing[] {
    const ladder = computeLadder({
      teams: c.teams.map((entry) => ({
        id: teamIds.get(entry.team)!,
        name: teamNames.get(entry.team)!,
        pool: entry.pool ?? null,
      })),
      matches,
      template: c.laddertemplate,
      compTypeTemplate: c.compTypeLaddertemplate ?? null,
      adjustments: (c.ladderAdjustments ?? []).map((a) => ({
        teamId: teamIds.get(a.team)!,
        points: a.points,
      })),
    });
    return ladder.teams.map(ladderStanding);
  }
}

/** One season's ladder against its published table. */
export interface SeasonCheck {
  season: number;
  /** Lines where the ladder differs and no exception says why. */
  differences: string[];
  /** Lines that differ as PUBLISHED_EXCEPTIONS says they do, with the reason. */
  known: { line: string; reason: string }[];
  /** Exceptions whose line no longer differs: the list has gone out of date. */
  stale: string[];
}

/**
 * Every season of a tier's import file against the published tables, line for line. A line
 * differs only where PUBLISHED_EXCEPTIONS names that exact line; a season passes when it has
 * no other difference and every exception of it still applies.
 */
export function checkEnglishLadders(file: ImportFile, tablesCsv: string, tier: number): SeasonCheck[] {
  const published = publishedStandings(tablesCsv, tier);
  const ladders = computeEnglishLadders(file);
  return file.seasons.map(({ id: season }) => {
    const found = standingDifferences(
      published.get(season) ?? [],
      ladders.get(englishIds.competition(season, tier)) ?? [],
    );
    const wrong = wrongPublishedLines(season, tier);
    const explained = (line: string) => wrong.find((e) => e.wrongLine === line);
    return {
      season,
      differences: found.filter((line) => !explained(line)),
      known: found.flatMap((line) => {
        const exception = explained(line);
        return exception ? [{ line, reason: exception.reason }] : [];
      }),
      stale: wrong.filter((e) => !found.includes(e.wrongLine)).map((e) => e.wrongLine),
    };
  });
}

/** Whether a season's check found anything the exceptions do not explain. */
export const seasonFails = (check: SeasonCheck) => check.differences.length > 0 || check.stale.length > 0;
