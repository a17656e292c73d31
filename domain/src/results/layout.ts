/**
 * A result group's display per type (spec 2.15): the columns and rows of a ranked table (Golf,
 * Race, Field Event, Gymnastics), the games of a Team H2H, or the set tables of a Tennis group.
 */
import type { ResultGroup } from '../api/search';
import type { ResultGroupMatch, ResultGroupParticipant } from '../schemas/values';
import { resultDateTime } from './dates';
import { resultColumnCount, resultSetColumns, resultSetsWon } from './sets';

export type ResultCell = string | number | null;

/**
 * A column: its header and what it holds: the position (a rank), the participant's name (read
 * out as the row's header) or a figure (lined up on the right).
 */
export interface ResultColumn {
  header: string;
  kind: 'position' | 'name' | 'figure';
}

export interface ResultTableLayout {
  kind: 'table';
  columns: ResultColumn[];
  rows: { key: string; cells: ResultCell[] }[];
}

/** A team of a head-to-head game; `won` when its score is higher than the other team's. */
export interface ResultHeadToHeadTeam {
  name: string;
  score: number;
  won: boolean;
}

export interface ResultHeadToHeadLayout {
  kind: 'headToHead';
  matches: { key: string; name: string; teams: ResultHeadToHeadTeam[] }[];
}

/** A participant's line of a set table: name (pair), score per set column, and sets won. */
export interface ResultSetRow {
  key: string;
  /** 'name1 / name2' for a pair, else the name. */
  name: string;
  /** The names one by one: name1, and name2 for a pair. */
  names: string[];
  sets: (number | null)[];
  /** The sets won against the opponent: only in an item of exactly two participants. */
  setsWon: number | null;
  /** Won more sets than the opponent. */
  won: boolean;
}

/** One match of a set-scored group: 'name | venue | date', then a row per participant. */
export interface ResultSetItem {
  key: string;
  /** The heading's parts, name, venue and date, shown joined by ' | '. */
  heading: [name: string, venue: string, date: string] | null;
  rows: ResultSetRow[];
}

export interface ResultSetsLayout {
  kind: 'sets';
  /** Set 1..n: the same columns for every match, so the tables line up. */
  setCount: number;
  items: ResultSetItem[];
}

/** A type with no layout: nothing to lay out. */
export interface ResultNoLayout {
  kind: 'none';
}

export type ResultGroupLayout =
  | ResultTableLayout
  | ResultHeadToHeadLayout
  | ResultSetsLayout
  | ResultNoLayout;

/** What the layout reads of a group; the type is a string, as a newer server may send another. */
export type ResultGroupInput = Pick<ResultGroup, 'rounds' | 'numberOfSets' | 'participants' | 'matches'> & {
  type: string | null;
};

export const RESULT_VENUE_TBD = 'Venue TBD';
export const RESULT_DATE_TBD = 'Date TBD';

const column = (header: string, kind: ResultColumn['kind'] = 'figure'): ResultColumn => ({ header, kind });
const POSITION = column('Pos', 'position');
const PARTICIPANT = column('Participant', 'name');

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Ranked first by position; those without one after, in the order given. */
export function resultsByPosition<P extends { position?: number | null }>(participants: readonly P[]): P[] {
  const rank = (p: P) => finite(p.position) ?? Infinity;
  return participants
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
}

/** Distance or height with 2 decimals and 'm', e.g. '54.85m' (spec 2.15). */
export function distanceHeightLabel(metres: number | null | undefined): string | null {
  const value = finite(metres);
  return value === null ? null : `${value.toFixed(2)}m`;
}

/**
 * Scores written with the same number of decimals, as many as the most precise one has (at most
 * 3), so a column of them lines up: 70 and 94.6 are '70.0' and '94.6'.
 */
export function alignedDecimals(values: readonly (number | null | undefined)[]): (string | null)[] {
  const places = (n: number) => {
    const text = String(n);
    const at = text.indexOf('.');
    return at < 0 || text.includes('e') ? 0 : text.length - at - 1;
  };
  const numbers = values.map(finite);
  const decimals = Math.min(3, Math.max(0, ...numbers.map((n) => (n === null ? 0 : places(n)))));
  return numbers.map((n) => (n === null ? null : n.toFixed(decimals)));
}

/** The names of a side: name1, and name2 for a pair (doubles). */
export function resultPairNames(participant: { name1: string; name2?: string | null }): string[] {
  return participant.name2?.trim() ? [participant.name1, participant.name2] : [participant.name1];
}

/** A pair is 'name1 / name2'; a single player is name1 (spec 2.15). */
export function resultPairName(participant: { name1: string; name2?: string | null }): string {
  return resultPairNames(participant).join(' / ');
}

/**
 * The parts of a match's heading 'name | venue | date' (spec 2.15), with 'Venue TBD' and
 * 'Date TBD' where they are missing; the date as 'YYYY-MM-DD HH:mm' in the time zone.
 */
export function resultMatchHeading(
  match: ResultGroupMatch,
  timeZone: string,
): [name: string, venue: string, date: string] {
  const venue = match.venue?.trim() ? match.venue : RESULT_VENUE_TBD;
  return [match.name, venue, resultDateTime(match.dateTime, timeZone) ?? RESULT_DATE_TBD];
}

const keyed = (participants: readonly ResultGroupParticipant[]) =>
  participants.map((p, i) => ({ p, key: `${i}:${p._id}` }));

function golf(group: ResultGroupInput): ResultTableLayout {
  const players = resultsByPosition(group.participants);
  const rounds = resultColumnCount(
    group.rounds,
    players.map((p) => p.scores ?? []),
  );
  return {
    kind: 'table',
    columns: [
      column('Player', 'name'),
      column('Total'),
      ...Array.from({ length: rounds }, (_, i) => column(`R${i + 1}`)),
    ],
    rows: keyed(players).map(({ p, key }) => ({
      key,
      cells: [p.name, finite(p.totalScore), ...resultSetColumns(p.scores ?? [], rounds)],
    })),
  };
}

/** Pos, the result's own column, Participant: the layout of Race, Field Event and Gymnastics. */
function ranked(
  group: ResultGroupInput,
  header: string,
  values: (participants: ResultGroupParticipant[]) => ResultCell[],
): ResultTableLayout {
  const participants = resultsByPosition(group.participants);
  const shown = values(participants);
  return {
    kind: 'table',
    columns: [POSITION, column(header), PARTICIPANT],
    rows: keyed(participants).map(({ p, key }, i) => ({
      key,
      cells: [finite(p.position), shown[i] ?? null, p.name],
    })),
  };
}

function headToHead(group: ResultGroupInput): ResultHeadToHeadLayout {
  return {
    kind: 'headToHead',
    matches: group.matches.map((m, i) => {
      const [one, two] = [m.team1, m.team2];
      const teams = [one, two].filter((t) => t !== undefined);
      return {
        key: `${i}:${m.id}`,
        name: m.name,
        teams: teams.map((t) => ({
          name: t.name,
          score: t.score,
          won: teams.length === 2 && teams.every((other) => other === t || t.score > other.score),
        })),
      };
    }),
  };
}

/** Set rows of one item; '(n)' only makes sense between exactly two participants. */
function setRows(
  lines: readonly { key: string; names: string[]; setScores: readonly number[] }[],
  count: number,
): ResultSetRow[] {
  const pair = lines.length === 2;
  return lines.map((line, i) => {
    const opponent = lines[1 - i]?.setScores ?? [];
    const setsWon = pair ? resultSetsWon(line.setScores, opponent) : null;
    return {
      key: line.key,
      name: line.names.join(' / '),
      names: line.names,
      sets: resultSetColumns(line.setScores, count),
      setsWon,
      won: pair && setsWon! > resultSetsWon(opponent, line.setScores),
    };
  });
}

function tennis(group: ResultGroupInput, timeZone: string): ResultSetsLayout {
  // A group without matches may carry the set scores on its own participants (one match).
  const withSets = group.participants.filter((p) => p.setScores);
  const sources =
    group.matches.length > 0
      ? group.matches.map((m, i) => ({
          key: `${i}:${m.id}`,
          heading: resultMatchHeading(m, timeZone),
          lines: (m.participants ?? []).map((p, j) => ({
            key: String(j),
            names: resultPairNames(p),
            setScores: p.setScores,
          })),
        }))
      : withSets.length > 0
        ? [
            {
              key: 'group',
              heading: null,
              lines: keyed(withSets).map(({ p, key }) => ({
                key,
                names: [p.name],
                setScores: p.setScores ?? [],
              })),
            },
          ]
        : [];
  const setCount = resultColumnCount(
    group.numberOfSets,
    sources.flatMap((s) => s.lines.map((l) => l.setScores)),
  );
  return {
    kind: 'sets',
    setCount,
    items: sources.map((s) => ({ key: s.key, heading: s.heading, rows: setRows(s.lines, setCount) })),
  };
}

/** The display of a group by its type; a type the spec does not know lays out nothing. */
export function resultGroupLayout(group: ResultGroupInput, timeZone: string): ResultGroupLayout {
  switch (group.type) {
    case 'Golf':
      return golf(group);
    case 'Race':
      return ranked(group, 'Time', (ps) => ps.map((p) => (p.time?.trim() ? p.time : null)));
    case 'Field Event':
      return ranked(group, 'Distance/Height', (ps) => ps.map((p) => distanceHeightLabel(p.distanceHeight)));
    case 'Gymnastics':
      return ranked(group, 'Score', (ps) => alignedDecimals(ps.map((p) => p.score)));
    case 'Team H2H':
      return headToHead(group);
    case 'Tennis':
      return tennis(group, timeZone);
    default:
      return { kind: 'none' };
  }
}

/** Whether a layout has nothing to show, so the display says 'No data' instead. */
export function isEmptyResultLayout(layout: ResultGroupLayout): boolean {
  switch (layout.kind) {
    case 'table':
      return layout.rows.length === 0;
    case 'headToHead':
      return layout.matches.length === 0;
    case 'sets':
      return layout.items.length === 0;
    default:
      return true;
  }
}
