import {
  dayMonthLabel,
  type MatchChangeItem,
  type MatchChangeKind,
  type MatchStatus,
  statusLabel,
  timeLabel,
} from '@touchline/domain';

/**
 * A change of a match's history in words: what kind, and each field it touched as it was and
 * as it became, teams, venues and rounds by name. Fields the history keeps for the server's
 * own sake (the per-period table switch, timeouts) are left out.
 */

export const KIND_LABELS: Record<MatchChangeKind, string> = {
  result: 'Result',
  fixture: 'Fixture',
  added: 'Added',
  removed: 'Removed',
  revert: 'Revert',
};

/** Names to show instead of ids. */
export interface Names {
  teams: ReadonlyMap<number, string>;
  venues: ReadonlyMap<number, string>;
  rounds: ReadonlyMap<number, string>;
  /** The players known by name (the match's Player of the Match). */
  players: ReadonlyMap<number, string>;
  /** The national's zone, in which the console says when a change was made. */
  timeZone: string;
  /** The zone a kickoff at a venue is read in: the venue's, else the national's. */
  kickoffZone: (venueId: number | null) => string;
  /** The match's venue now, for a change that did not touch it. */
  venueId: number | null;
}

/** One field a change touched. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** How a value reads; `zone` is the one its kickoff is read in, at the venue of that side. */
type Format = (value: unknown, names: Names, zone: string) => string;

const byId =
  (pick: (names: Names) => ReadonlyMap<number, string>, none: string, what: string): Format =>
  (value, names) =>
    typeof value === 'number' ? (pick(names).get(value) ?? `${what} ${value}`) : none;

/** A moment as the console shows kickoffs: 'Sat 05 Dec, 2:30 PM'. */
export const kickoffLabel = (iso: string, timeZone: string) =>
  `${dayMonthLabel(iso, timeZone)}, ${timeLabel(iso, timeZone)}`;

const yesNo: Format = (value) => (value ? 'Yes' : 'No');
const plain: Format = (value) =>
  value === null || value === undefined || value === '' ? 'None' : String(value);

/** A manager's per-period points as '1: 7–0, 2: 3–7, …', by period, or 'None'. */
function periodPointsText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return 'None';
  return value
    .map((p: { homeTeam?: unknown; awayTeam?: unknown }, i) => `${i + 1}: ${p.homeTeam}–${p.awayTeam}`)
    .join(', ');
}

/** The fields shown, in the order shown, with their labels and how their values read. */
const FIELDS: [field: string, label: string, format: Format][] = [
  ['roundId', 'Round', byId((n) => n.rounds, 'None', 'Round')],
  ['dateTime', 'Kickoff', (v, _, zone) => (typeof v === 'string' ? kickoffLabel(v, zone) : 'Not set')],
  ['venueId', 'Venue', byId((n) => n.venues, 'None', 'Venue')],
  ['fieldName', 'Field', plain],
  ['homeTeamId', 'Home team', byId((n) => n.teams, 'TBA', 'Team')],
  ['awayTeamId', 'Away team', byId((n) => n.teams, 'TBA', 'Team')],
  ['isBye', 'Bye', yesNo],
  ['status', 'Status', (v) => (typeof v === 'string' ? statusLabel(v as MatchStatus) : 'None')],
  ['homeScore', 'Home score', plain],
  ['awayScore', 'Away score', plain],
  ['forfeitingTeamId', 'Forfeited by', byId((n) => n.teams, 'Nobody', 'Team')],
  ['playerOfTheMatchId', 'Player of the Match', byId((n) => n.players, 'None', 'Player')],
  ['periodPoints', 'Points by period', periodPointsText],
];

/** The fields a match added or removed shows: what it was, not every column it had. */
const FIXTURE_FIELDS = new Set([
  'roundId',
  'dateTime',
  'venueId',
  'fieldName',
  'homeTeamId',
  'awayTeamId',
  'isBye',
]);

/** Each field the change touched, before → after, in words; a match added or removed, its fixture. */
export function fieldChanges(
  change: Pick<MatchChangeItem, 'kind' | 'before' | 'after'>,
  names: Names,
): FieldChange[] {
  const whole = change.kind === 'added' || change.kind === 'removed';
  const zoneOf = (side: Record<string, unknown>) =>
    names.kickoffZone('venueId' in side ? ((side.venueId as number | null) ?? null) : names.venueId);
  const [beforeZone, afterZone] = [zoneOf(change.before), zoneOf(change.after)];
  const shown = ([field]: (typeof FIELDS)[number]) =>
    whole
      ? FIXTURE_FIELDS.has(field) && (change.kind === 'added' ? change.after : change.before)[field] != null
      : field in change.before || field in change.after;
  return FIELDS.filter(shown).map(([field, label, format]) => ({
    field,
    label,
    before: change.kind === 'added' ? '—' : format(change.before[field], names, beforeZone),
    after: change.kind === 'removed' ? '—' : format(change.after[field], names, afterZone),
  }));
}

/** Who made a change: the token's label, which the history keeps as it was then. */
export const whoLabel = (by: MatchChangeItem['by']) => by.label ?? 'Unknown token';

/** Newest first, as the history reads best: the last change is the one to revert. */
export const newestFirst = (changes: readonly MatchChangeItem[]) =>
  [...changes].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b._id - a._id);
