/**
 * The match status badge of spec 4: its colour, its text, and which status it shows once the
 * live clock has run out.
 */
import type { MatchStatus, SetScore, StatusDefinition } from '../schemas/values';
import type { TimerView } from './timer';

/** The badge colours, named as the UI's theme colours. */
export type BadgeColour = 'light' | 'success' | 'warning' | 'danger';

/** The status badge as shown. `status` is the displayed status (see {@link displayedStatus}). */
export interface StatusBadge {
  text: string;
  colour: BadgeColour;
  status: MatchStatus;
}

/** What the badge needs to know. */
export interface BadgeInput {
  status: MatchStatus;
  /** The match's status sequence: allMatchStatuses, else `defaultStatusSequence(periodType)`. */
  sequence: readonly StatusDefinition[];
  /** The clock at this moment (`timerAt`); null or absent when live timing is off. */
  timer?: TimerView | null;
  /** Time added in the current period (`addedTimeFor`); above 0 appends '+' to the clock. */
  addedTimeMs?: number;
  currentSetId?: string | null;
  setScores?: readonly Pick<SetScore, 'setId'>[];
  /** The match centre shows pre-game as 'Vs.'; cards and rows show the label. */
  matchCentre?: boolean;
}

// Pre-game is light per DECISIONS (the spec gives two readings).
const COLOURS: Partial<Record<MatchStatus, BadgeColour>> = {
  final: 'success',
  forfeit: 'warning',
  washout: 'warning',
  cancelled: 'warning',
  disputed: 'danger',
  offline: 'danger',
};

// The statuses spec 4 gives display labels; every other status shows in upper case.
const LABELS: Partial<Record<MatchStatus, string>> = {
  'pre-game': 'Pre-Game',
  final: 'Final',
  forfeit: 'Forfeit',
  disputed: 'Disputed',
  washout: 'Washout',
  cancelled: 'Cancelled',
  penalty: 'Penalties',
};

const ORDINALS: Readonly<Record<string, string>> = {
  FIRST: '1st',
  SECOND: '2nd',
  THIRD: '3rd',
  FOURTH: '4th',
};

// Statuses during which the clock never shows and the timer never moves the status on.
const NON_PERIOD = new Set<MatchStatus>([
  'pre-game',
  'final',
  'half-time',
  'washout',
  'cancelled',
  'forfeit',
  'disputed',
  'offline',
  'penalty',
  'sets',
]);

/** The badge colour of a status. */
export function badgeColour(status: MatchStatus): BadgeColour {
  return COLOURS[status] ?? 'light';
}

/** The badge label: the display label, else upper case with ordinals as digits ('1st HALF'). */
export function statusLabel(status: MatchStatus): string {
  const label = LABELS[status];
  if (label) return label;
  return status
    .toUpperCase()
    .split('-')
    .map((word) => ORDINALS[word] ?? word)
    .join(' ');
}

/**
 * Whether a status is a playing period, when the clock shows. 'live' counts only if the
 * sequence uses it as a period; the named halves, quarters and periods always do.
 */
export function isPeriodStatus(status: MatchStatus, sequence: readonly StatusDefinition[]): boolean {
  if (NON_PERIOD.has(status)) return false;
  return status !== 'live' || sequence.some((s) => s.value === 'live');
}

/**
 * Whether live timing is on (spec 4, 7 checkLiveTiming): the match has a clock and its status
 * is a playing period. The match centre works it out as messages change either.
 */
export function hasLiveTiming(
  status: MatchStatus,
  sequence: readonly StatusDefinition[],
  timer: object | null | undefined,
): boolean {
  return timer != null && isPeriodStatus(status, sequence);
}

/** The status after `current` in the sequence; null if `current` is last or not in it. */
export function nextStatus(
  sequence: readonly StatusDefinition[],
  current: MatchStatus,
): StatusDefinition | null {
  const index = sequence.findIndex((s) => s.value === current);
  return index < 0 ? null : (sequence[index + 1] ?? null);
}

/**
 * The status to display. Once the live clock of a period has ended, the next status in the
 * sequence shows, except final: only an official makes a match final (ladders, forfeit scores
 * and the Final chip depend on it), so the period stays and `periodEnd` is set instead.
 */
export function displayedStatus(
  sequence: readonly StatusDefinition[],
  status: MatchStatus,
  timerEnded: boolean,
): { status: MatchStatus; periodEnd: boolean } {
  if (!timerEnded || !isPeriodStatus(status, sequence)) return { status, periodEnd: false };
  const next = nextStatus(sequence, status);
  if (!next) return { status, periodEnd: false };
  if (next.value === 'final') return { status, periodEnd: true };
  return { status: next.value, periodEnd: false };
}

/** The 1-based number of the current set: its place in setScores, else the set after them. */
export function setNumber(currentSetId: string, setScores: readonly Pick<SetScore, 'setId'>[]): number {
  const index = setScores.findIndex((s) => s.setId === currentSetId);
  return index < 0 ? setScores.length + 1 : index + 1;
}

/** The status badge's text and colour for a match at this moment. */
export function statusBadge(input: BadgeInput): StatusBadge {
  const { status, sequence, timer } = input;
  const badge = (text: string, shown: MatchStatus = status): StatusBadge => ({
    text,
    colour: badgeColour(shown),
    status: shown,
  });
  if (status === 'pre-game' && input.matchCentre) return badge('Vs.');
  if (status === 'sets' && input.currentSetId) {
    return badge(`Set ${setNumber(input.currentSetId, input.setScores ?? [])}`);
  }
  const shown = displayedStatus(sequence, status, timer?.ended ?? false);
  if (shown.periodEnd) return badge(`${statusLabel(status)} (Period End)`);
  if (shown.status !== status) return badge(statusLabel(shown.status), shown.status);
  if (timer && isPeriodStatus(status, sequence)) {
    return badge(`${timer.display}${(input.addedTimeMs ?? 0) > 0 ? '+' : ''}`);
  }
  return badge(statusLabel(status));
}
