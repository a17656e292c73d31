/**
 * The match centre's event list (spec 2.9): the period chips, which events each shows, and how
 * an event's time reads.
 */

import {
  filterTimeline,
  isShootoutEvent,
  type ScoreEvent,
  type TimelineRow,
  timelineWithRunningScore,
} from '../clock/scores';
import { PENALTY_PERIOD } from '../constants';
import { ordinal } from '../ladderView';

/** A period chip: all events, one period, or the penalty shoot-out. */
export type EventChip = { kind: 'all' } | { kind: 'period'; period: number } | { kind: 'penalties' };

/** A chip's label: 'Match Events', '1st', '2nd', …, 'Penalties'. */
export function chipLabel(chip: EventChip): string {
  if (chip.kind === 'all') return 'Match Events';
  if (chip.kind === 'penalties') return 'Penalties';
  return ordinal(chip.period);
}

/** The chips: all events, each period up to the match's periods, and 'Penalties' when kicked. */
export function eventChips(periods: number, events: readonly ScoreEvent[]): EventChip[] {
  const chips: EventChip[] = [{ kind: 'all' }];
  for (let period = 1; period <= periods; period++) chips.push({ kind: 'period', period });
  if (events.some(isShootoutEvent)) chips.push({ kind: 'penalties' });
  return chips;
}

/**
 * The events a chip lists. With hideMissedEvents (a per-national setting) events named
 * '…missed…' are hidden everywhere; otherwise the shoot-out stays out of the other chips and
 * shows under 'Penalties' only.
 */
export function chipEvents<T extends ScoreEvent>(
  events: readonly T[],
  chip: EventChip,
  hideMissedEvents: boolean,
): T[] {
  if (chip.kind === 'penalties') {
    const kicks = events.filter((e) => e.period === PENALTY_PERIOD);
    return hideMissedEvents ? filterTimeline(kicks, true) : kicks;
  }
  const shown = filterTimeline(events, hideMissedEvents);
  return chip.kind === 'all' ? shown : shown.filter((e) => e.period === chip.period);
}

/** An event's time: '(MM:SS)' into its period, or "0'" when it has none. */
export function eventTime(event: Pick<ScoreEvent, 'min' | 'sec'>): string {
  const min = event.min ?? 0;
  const sec = event.sec ?? 0;
  if (min <= 0 && sec <= 0) return "0'";
  return `(${String(min).padStart(2, '0')}:${String(sec).padStart(2, '0')})`;
}

/**
 * The timeline rows a chip lists, in order, each with the match's running score 'h:a' after its
 * event: the score runs over every listed event, so a later period's rows carry the score so far.
 */
export function timelineRows<T extends ScoreEvent>(
  events: readonly T[],
  chip: EventChip,
  hideMissedEvents: boolean,
): TimelineRow<T>[] {
  const shown = new Set<T>(chipEvents(events, chip, hideMissedEvents));
  const listed = hideMissedEvents ? filterTimeline(events, true) : events;
  return timelineWithRunningScore(listed).filter((row) => shown.has(row.event));
}
