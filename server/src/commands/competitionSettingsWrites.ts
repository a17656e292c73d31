import {
  type CompetitionSettings,
  type FinalsSettings,
  finalsRefusal,
  type GridironSettings,
} from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { National } from '../plugins/national';

/**
 * A competition's new settings. The spec's fields (type, the scoring events and the positions)
 * replace the stored ones; the clock fields, the play-by-play rules and the finals keep their
 * stored value when left out.
 */
export type CompetitionSettingsInput = Omit<
  CompetitionSettings,
  'periods' | 'periodType' | 'periodLengthMinutes' | 'timeouts' | 'gridiron' | 'finals'
> &
  Partial<Pick<CompetitionSettings, 'periods' | 'periodType' | 'periodLengthMinutes' | 'timeouts'>> & {
    /** Play-by-play rules; null scores with events only; kept when left out. */
    gridiron?: GridironSettings | null | undefined;
    /** Who goes to the finals; null for the ladder template's default; kept when left out. */
    finals?: FinalsSettings | null | undefined;
  };

/** The values that occur more than once in a list, in order of first repeat. */
function repeated(values: readonly number[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

/**
 * Replaces a competition's settings and answers them as stored. Positions need their own order
 * and number, custom scoring events their own type, and every national scoring event must be a
 * scoring type of the national. Changing the row bumps the competition's results version (a
 * trigger), so ladders, leaderboards and match lists derived from it are rebuilt.
 */
export async function replaceCompetitionSettings(
  tx: Tx,
  national: National,
  competitionId: number,
  input: CompetitionSettingsInput,
): Promise<CompetitionSettings> {
  const [current] = await tx
    .select({ settings: t.competitions.settings })
    .from(t.competitions)
    .where(and(eq(t.competitions.nationalId, national.id), eq(t.competitions.id, competitionId)))
    .for('update');
  if (!current) throw notFound(`competition ${competitionId}`);

  const orders = repeated(input.positions.map((p) => p.order));
  if (orders.length)
    throw badRequest(`Each position needs its own order; ${orders.join(', ')} is used more than once`);
  const numbers = repeated(input.positions.map((p) => p.number));
  if (numbers.length)
    throw badRequest(`Each position needs its own number; ${numbers.join(', ')} is used more than once`);
  const types = repeated(input.scoringEvents.map((e) => e.type));
  if (types.length)
    throw badRequest(`Each scoring event needs its own type; ${types.join(', ')} is listed more than once`);
  const known = new Set(
    (
      await tx
        .select({ type: t.eventTypes.type })
        .from(t.eventTypes)
        .where(and(eq(t.eventTypes.nationalId, national.id), eq(t.eventTypes.kind, 'scoring')))
    ).map((row) => row.type),
  );
  const unknown = input.nationalScoringEvents.filter((type) => !known.has(type));
  if (unknown.length)
    throw badRequest(
      `nationalScoringEvents names ${unknown.length === 1 ? 'a type that is not a scoring event' : 'types that are not scoring events'} of this national: ${unknown.join(', ')}`,
    );

  const stored = current.settings;
  const gridiron = input.gridiron === undefined ? stored.gridiron : input.gridiron;
  if (gridiron) {
    // Each kind of score must make a scoring type the competition scores with.
    const scoring = input.useCustomScoringEvents ? new Set(input.scoringEvents.map((e) => e.type)) : known;
    const missing = Object.entries(gridiron.scoringTypes).filter(([, code]) => !scoring.has(code));
    if (missing.length)
      throw badRequest(
        `gridiron.scoringTypes names types that are not scoring events of this competition: ${missing.map(([kind, code]) => `${kind} ${code}`).join(', ')}`,
      );
  }
  const finals = input.finals === undefined ? stored.finals : input.finals;
  const refusal = finals && finalsRefusal(finals);
  if (refusal) throw badRequest(refusal);
  const settings: CompetitionSettings = {
    type: input.type ?? null,
    periods: input.periods ?? stored.periods,
    periodType: input.periodType ?? stored.periodType,
    periodLengthMinutes: input.periodLengthMinutes ?? stored.periodLengthMinutes,
    timeouts: input.timeouts ?? stored.timeouts,
    useCustomScoringEvents: input.useCustomScoringEvents,
    nationalScoringEvents: input.nationalScoringEvents,
    scoringEvents: input.scoringEvents,
    positions: input.positions,
    ...(gridiron ? { gridiron } : {}),
    ...(finals ? { finals } : {}),
  };
  await tx
    .update(t.competitions)
    .set({ settings })
    .where(and(eq(t.competitions.nationalId, national.id), eq(t.competitions.id, competitionId)));
  return settings;
}
