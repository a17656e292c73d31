import type { DrawColumn, DrawFields, DrawProblem, DrawRowPlan, MatchStatus } from '@touchline/domain';
import { type Read, readDate, readScore, readStatus, readTime, wallTime, zonedMoment } from './cells';
import { type NameMatch, nameIndex } from './names';
import { type DrawCells, problem } from './read';

/** What a draw is matched against: the competition's teams, rounds and matches, the national's venues. */
export interface DrawContext {
  competitionId: number;
  nationalId: number;
  /** The national's time zone: a row's date and time are read in it, or in its venue's. */
  timeZone: string;
  teams: { id: number; name: string }[];
  venues: { id: number; name: string; timezone: string | null }[];
  rounds: { id: number; number: number; name: string | null; displayName: string | null }[];
  matches: StoredMatch[];
}

/** The fields of a match a draw sets. */
export interface DrawValues {
  roundId: number;
  homeTeamId: number;
  awayTeamId: number;
  dateTime: Date | null;
  venueId: number | null;
  fieldName: string | null;
  homeScore: number;
  awayScore: number;
  status: MatchStatus;
}

export interface StoredMatch extends DrawValues {
  id: number;
  /** Scoring events recorded live: its result is then changed only in the results grid. */
  events: number;
}

/** A row planned: the match it adds or changes, and the values it writes. */
export interface PlannedRow {
  plan: DrawRowPlan;
  values: DrawValues;
}

type Compared = Exclude<keyof DrawValues, 'roundId' | 'homeTeamId' | 'awayTeamId'>;
const COMPARED: Compared[] = ['dateTime', 'venueId', 'fieldName', 'homeScore', 'awayScore', 'status'];

const roundLabel = (r: DrawContext['rounds'][number]) => r.displayName ?? r.name ?? `Round ${r.number}`;

/**
 * Plans a draw: each row matched to the competition's teams, rounds and the national's venues,
 * its date and time read in the venue's zone (else the national's), and compared with the
 * match already in that round for those teams. A cell left empty leaves that field of a stored
 * match as it is. Answers every problem of every row, or the plan when there is none.
 */
export function planDraw(
  context: DrawContext,
  rows: DrawCells[],
): { problems: DrawProblem[] } | { planned: PlannedRow[] } {
  const problems: DrawProblem[] = [];
  const team = nameIndex(context.teams, (t) => t.name);
  const venue = nameIndex(context.venues, (v) => v.name);
  const roundByName = nameIndex(context.rounds, roundLabel);
  const names = {
    team: new Map(context.teams.map((t) => [t.id, t.name])),
    venue: new Map(context.venues.map((v) => [v.id, v.name])),
    round: new Map(context.rounds.map((r) => [r.id, roundLabel(r)])),
  };
  const stored = new Map(context.matches.map((m) => [`${m.roundId}:${m.homeTeamId}:${m.awayTeamId}`, m]));
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const { row, cells, headers } of rows) {
    const before = problems.length;
    const fail = (column: DrawColumn, message: string, suggestions: string[] = []) =>
      problems.push(problem(row, headers[column] ?? column, message, suggestions));
    const read = <T>(column: DrawColumn, result: Read<T>): T | undefined => {
      if ('value' in result) return result.value;
      fail(column, result.error, result.suggestions);
      return undefined;
    };
    const named = <T>(column: DrawColumn, what: string, found: NameMatch<T>): T | undefined => {
      if (found.ok) return found.found;
      fail(
        column,
        found.reason === 'ambiguous'
          ? `'${cells[column]}' could be any of several ${what}s: write the name exactly`
          : `'${cells[column]}' is not a ${what} of this ${what === 'venue' ? 'national' : 'competition'}`,
        found.suggestions,
      );
      return undefined;
    };
    for (const column of ['round', 'date', 'home', 'away'] as const)
      if (!cells[column]) fail(column, `The ${column} is missing`);
    const round = cells.round ? findRound(context, roundByName, cells.round, fail) : undefined;
    const home = cells.home ? named('home', 'team', team(cells.home)) : undefined;
    const away = cells.away ? named('away', 'team', team(cells.away)) : undefined;
    const place = cells.venue ? named('venue', 'venue', venue(cells.venue)) : undefined;
    const date = cells.date ? read('date', readDate(cells.date)) : undefined;
    const time = read('time', readTime(cells.time));
    const homeScore = read('home score', readScore(cells['home score']));
    const awayScore = read('away score', readScore(cells['away score']));
    const status = read('status', readStatus(cells.status));
    if (home && away && home.id === away.id) fail('away', `${home.name} cannot play itself`);
    if ((homeScore === null) !== (awayScore === null) && homeScore !== undefined && awayScore !== undefined)
      fail(homeScore === null ? 'home score' : 'away score', 'Give both scores, or neither');
    if (status === 'final' && (homeScore === null || awayScore === null))
      fail('status', 'A final result needs both scores');
    if (status === 'pre-game' && homeScore != null) fail('status', 'A match not yet played has no score');
    if (round && home && away) {
      const key = `${round.id}:${home.id}:${away.id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        fail('home', `${home.name} v ${away.name} in ${roundLabel(round)} is also row ${earlier}`);
      else seen.set(key, row);
    }
    if (problems.length > before || !round || !home || !away || !date || !time) continue;
    const match = stored.get(`${round.id}:${home.id}:${away.id}`);
    const scores = homeScore != null && awayScore != null ? { homeScore, awayScore } : null;
    const zone = zoneOrVenue(context, place?.id ?? match?.venueId ?? null);
    // No time keeps a stored match's kickoff time on its (new) date; a new match starts at midnight.
    const kickoff = cells.time || !match?.dateTime ? time : wallTime(match.dateTime, zone);
    const moment = zonedMoment(date, kickoff, zone);
    const values: DrawValues = {
      roundId: round.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      dateTime: moment,
      venueId: place ? place.id : (match?.venueId ?? null),
      fieldName: cells.field || (match?.fieldName ?? null),
      homeScore: scores?.homeScore ?? match?.homeScore ?? 0,
      awayScore: scores?.awayScore ?? match?.awayScore ?? 0,
      status: status ?? (scores ? 'final' : (match?.status ?? 'pre-game')),
    };
    const fields = (v: Partial<DrawValues>) => present(v, names);
    if (!match) {
      planned.push({
        values,
        plan: {
          row,
          action: 'add',
          matchId: null,
          match: fields(values) as DrawFields,
          before: null,
          after: null,
        },
      });
      continue;
    }
    const changed = COMPARED.filter((k) => !sameValue(match[k], values[k]));
    const result = changed.filter((k) => k === 'homeScore' || k === 'awayScore' || k === 'status');
    if (result.length && match.events > 0) {
      fail(
        result[0] === 'status' ? 'status' : result[0] === 'homeScore' ? 'home score' : 'away score',
        `Match ${match.id} was scored live (${match.events} events): change its result in the results grid`,
      );
      continue;
    }
    const pick = (from: DrawValues) =>
      Object.fromEntries(changed.map((k) => [k, from[k]])) as Partial<DrawValues>;
    planned.push({
      values,
      plan: {
        row,
        action: changed.length ? 'change' : 'same',
        matchId: match.id,
        match: fields(values) as DrawFields,
        before: changed.length ? fields(pick(match)) : null,
        after: changed.length ? fields(pick(values)) : null,
      },
    });
  }
  return problems.length ? { problems } : { planned };
}

function findRound(
  context: DrawContext,
  byName: ReturnType<typeof nameIndex<DrawContext['rounds'][number]>>,
  cell: string,
  fail: (column: DrawColumn, message: string, suggestions?: string[]) => void,
) {
  if (/^\d+$/.test(cell)) {
    const numbered = context.rounds.filter((r) => r.number === Number(cell));
    if (numbered.length === 1) return numbered[0]!;
    if (numbered.length > 1) {
      fail('round', `Several rounds are numbered ${cell}: write the round's name`, numbered.map(roundLabel));
      return undefined;
    }
  }
  const found = byName(cell);
  if (found.ok) return found.found;
  fail(
    'round',
    found.reason === 'ambiguous'
      ? `'${cell}' could be any of several rounds: write the name exactly`
      : `'${cell}' is not a round of this competition: add the round first`,
    found.suggestions,
  );
  return undefined;
}

const zoneOrVenue = (context: DrawContext, venueId: number | null) =>
  context.venues.find((v) => v.id === venueId)?.timezone ?? context.timeZone;

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : a === b;

/** Values as names, for people to read. */
function present(
  v: Partial<DrawValues>,
  names: { team: Map<number, string>; venue: Map<number, string>; round: Map<number, string> },
): Partial<DrawFields> {
  const out: Partial<DrawFields> = {};
  if (v.roundId !== undefined) out.round = names.round.get(v.roundId) ?? String(v.roundId);
  if (v.dateTime !== undefined) out.dateTime = v.dateTime?.toISOString() ?? null;
  if (v.homeTeamId !== undefined) out.home = names.team.get(v.homeTeamId) ?? String(v.homeTeamId);
  if (v.awayTeamId !== undefined) out.away = names.team.get(v.awayTeamId) ?? String(v.awayTeamId);
  if (v.venueId !== undefined) out.venue = v.venueId === null ? null : (names.venue.get(v.venueId) ?? null);
  if (v.fieldName !== undefined) out.field = v.fieldName;
  if (v.homeScore !== undefined) out.homeScore = v.homeScore;
  if (v.awayScore !== undefined) out.awayScore = v.awayScore;
  if (v.status !== undefined) out.status = v.status;
  return out;
}
