import {
  addDays,
  MANAGE_RANGE_MAX_DAYS,
  type ManagedCompetition,
  type ManagedCompetitions,
  zonedDay,
} from '@touchline/domain';
import type { MatchWindow } from '../../api/manage';

/**
 * The console's choices as the address keeps them (`?competition=&round=` or `&from=&to=`, and
 * `&tab=`), read into what the screen shows; pure, so a shared link opens the same view.
 */

export const MANAGE_TABS = [
  { value: 'results', label: 'Results' },
  { value: 'fixtures', label: 'Fixtures' },
  { value: 'draw', label: 'Import draw' },
] as const;
export type ManageTab = (typeof MANAGE_TABS)[number]['value'];

export const tabOf = (text: string | null): ManageTab =>
  MANAGE_TABS.find((t) => t.value === text)?.value ?? 'results';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;

/** Why a date range cannot be asked for, or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  if (!DAY.test(from) || Number.isNaN(dayNumber(from))) return 'Choose the first day.';
  if (!DAY.test(to) || Number.isNaN(dayNumber(to))) return 'Choose the last day.';
  if (dayNumber(from) > dayNumber(to)) return 'The first day is after the last.';
  if (dayNumber(to) - dayNumber(from) + 1 > MANAGE_RANGE_MAX_DAYS)
    return `Choose at most ${MANAGE_RANGE_MAX_DAYS} days.`;
  return null;
}

/**
 * The round to open a competition at: the first whose last match is today or later (the round
 * being played or next), else its last round. Days are the national's (`today`, 'YYYY-MM-DD').
 */
export function currentRound(
  competition: ManagedCompetition,
  today: string,
  timeZone: string,
): number | null {
  const ahead = competition.rounds.find(
    (r) => r.lastDate !== null && zonedDay(r.lastDate, timeZone) >= today,
  );
  return (ahead ?? competition.rounds.at(-1))?._id ?? null;
}

export interface ManageView {
  competition: ManagedCompetition | null;
  /** The matches to show, or null while none can be asked for (no round, a bad range). */
  window: MatchWindow | null;
  mode: 'round' | 'dates';
  roundId: number | null;
  from: string;
  to: string;
  /** Why the range cannot be asked for. */
  rangeProblem: string | null;
  tab: ManageTab;
}

/**
 * Reads the address against what the token manages: an unknown competition or round falls back
 * to the first competition and its current round; dates, when given, win over a round.
 */
export function viewOf(params: URLSearchParams, data: ManagedCompetitions, today: string): ManageView {
  const asked = Number(params.get('competition'));
  const competition = data.competitions.find((c) => c._id === asked) ?? data.competitions[0] ?? null;
  const tab = tabOf(params.get('tab'));
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    const problem = rangeProblem(from ?? '', to ?? '');
    return {
      competition,
      window: competition && !problem ? { from: from!, to: to! } : null,
      mode: 'dates',
      roundId: null,
      from: from ?? '',
      to: to ?? '',
      rangeProblem: problem,
      tab,
    };
  }
  const round = Number(params.get('round'));
  const roundId = competition?.rounds.some((r) => r._id === round)
    ? round
    : competition
      ? currentRound(competition, today, data.timeZone)
      : null;
  return {
    competition,
    window: roundId === null ? null : { roundId },
    mode: 'round',
    roundId,
    from: today,
    to: addDays(today, 6),
    rangeProblem: null,
    tab,
  };
}
