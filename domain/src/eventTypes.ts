import type { EventTypeResponse } from './api/national';
import type { CompetitionSettings, EventTypeKind, ScoringEventType } from './schemas/values';

/** The initials of a name, used when an event type has no abbreviation ('Field Goal' → 'FG'). */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** An event type as served: with its abbreviation (or initials) and value filled in. */
export function normaliseEventType(type: ScoringEventType): EventTypeResponse {
  return {
    type: type.type,
    name: type.name,
    abbreviation: type.abbreviation || initials(type.name),
    value: type.value ?? 0,
    visibleInLadders: type.visibleInLadders ?? null,
  };
}

/** Event types shown on ladders and leaderboards: those with visibleInLadders true or unset. */
export const isVisibleInLadders = (type: Pick<ScoringEventType, 'visibleInLadders'>) =>
  type.visibleInLadders !== false;

/**
 * The type a match event stands for. A competition that uses custom scoring events scores with
 * its own types only, so its scoring events are looked up there; movements, and scoring in any
 * other competition, are the national's types of that kind. Undefined when there is none.
 */
export function matchEventType<T extends { kind: string; type: number }>(
  kind: EventTypeKind,
  type: number,
  settings: Pick<CompetitionSettings, 'useCustomScoringEvents' | 'scoringEvents'>,
  nationalTypes: readonly T[],
): ScoringEventType | T | undefined {
  if (kind === 'scoring' && settings.useCustomScoringEvents)
    return settings.scoringEvents.find((e) => e.type === type);
  return nationalTypes.find((e) => e.kind === kind && e.type === type);
}
