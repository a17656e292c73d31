import { isPeriodStatus } from '../clock/badge';
import type { MatchStatus, StatusDefinition } from '../schemas/values';
import { GENERAL_STATUSES } from '../statuses';
import type { QueuedAction } from './outbox';

/** A status the scorer's one-tap button moves a match to, with its label. */
export interface WalkStep {
  value: MatchStatus;
  label: string;
}

const generalLabel = (value: MatchStatus) => GENERAL_STATUSES.find((s) => s.value === value)?.label ?? value;

/**
 * Every status a scorer walks a match through, in order: pre-game, then the match's sequence
 * (allMatchStatuses: its periods, then final), with half-time after the middle period when the
 * periods are even (two halves, four quarters), as a match is played. A sequence that names
 * pre-game or half-time itself keeps them where it puts them.
 */
export function statusWalk(sequence: readonly StatusDefinition[]): WalkStep[] {
  const steps: WalkStep[] = sequence.map(({ value, label }) => ({ value, label }));
  const has = (value: MatchStatus) => steps.some((s) => s.value === value);
  const periods = sequence.filter((s) => isPeriodStatus(s.value, sequence));
  if (!has('half-time') && periods.length >= 2 && periods.length % 2 === 0) {
    const middle = steps.findIndex((s) => s.value === periods[periods.length / 2 - 1]!.value);
    steps.splice(middle + 1, 0, { value: 'half-time', label: generalLabel('half-time') });
  }
  if (!has('pre-game')) steps.unshift({ value: 'pre-game', label: generalLabel('pre-game') });
  return steps;
}

/**
 * The status after `current` in the walk; null at its end or off it. 'live' outside the
 * sequence is the time after the last period (as the demo and the simulator use it), so final
 * follows it.
 */
export function nextInWalk(sequence: readonly StatusDefinition[], current: MatchStatus): WalkStep | null {
  const walk = statusWalk(sequence);
  const index = walk.findIndex((s) => s.value === current);
  if (index >= 0) return walk[index + 1] ?? null;
  const last = walk.at(-1);
  return current === 'live' && last?.value === 'final' ? last : null;
}

/** The path a match's status is set with (PUT). */
export const statusPath = (matchId: number) => `/live/matches/${matchId}/status`;

/**
 * The status the last status change still queued for a match sets, or null: the one-tap button
 * walks on from it, so a scorer offline at a break still moves the match on in order.
 */
export function queuedStatus(actions: readonly QueuedAction[], matchId: number): MatchStatus | null {
  for (let i = actions.length - 1; i >= 0; i--) {
    const action = actions[i]!;
    if (action.method === 'PUT' && action.path === statusPath(matchId))
      return (action.body as { status: MatchStatus }).status;
  }
  return null;
}

/** The one-tap status button: 'Kick-off' from pre-game, else 'Next: {label}'; null when none. */
export function nextStatusButton(
  sequence: readonly StatusDefinition[],
  current: MatchStatus,
): { status: MatchStatus; text: string } | null {
  const next = nextInWalk(sequence, current);
  if (!next) return null;
  return { status: next.value, text: current === 'pre-game' ? 'Kick-off' : `Next: ${next.label}` };
}
