import { type EventTypeKind, matchEventType } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { badRequest } from '../errors';

/**
 * The type a new event of a match names, as `matchEventType` finds it: one of the competition's
 * own scoring events when it uses custom ones, else one of the national's types of that kind.
 * A code that is neither is a 400 naming where the types come from.
 */
export async function eventTypeOf(
  tx: Tx,
  nationalId: number,
  competitionId: number,
  kind: EventTypeKind,
  code: number,
): Promise<{ type: number; name: string; value: number }> {
  const [competition] = await tx
    .select({ settings: t.competitions.settings })
    .from(t.competitions)
    .where(and(eq(t.competitions.nationalId, nationalId), eq(t.competitions.id, competitionId)));
  const settings = competition?.settings ?? { useCustomScoringEvents: false, scoringEvents: [] };
  const national = await tx
    .select()
    .from(t.eventTypes)
    .where(
      and(eq(t.eventTypes.nationalId, nationalId), eq(t.eventTypes.kind, kind), eq(t.eventTypes.type, code)),
    );
  const type = matchEventType(kind, code, settings, national);
  if (!type)
    throw badRequest(
      kind === 'scoring' && settings.useCustomScoringEvents
        ? `type ${code} is not one of the scoring events of this match's competition`
        : `type ${code} is not a ${kind} type of this national`,
    );
  return { type: type.type, name: type.name, value: type.value ?? 0 };
}
