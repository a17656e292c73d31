import Type from 'typebox';

/**
 * A competition's gridiron rules: present when it scores play by play. The event types name
 * the national's (or the competition's custom) scoring types the plays produce.
 */
export const GridironSettings = Type.Object({
  fieldLength: Type.Integer({
    minimum: 40,
    maximum: 120,
    description: 'Yards between the goal lines: 100 on a full field.',
  }),
  yardsToGain: Type.Integer({ minimum: 1, maximum: 20, description: 'Yards for a first down: usually 10.' }),
  timeoutsPerHalf: Type.Integer({
    minimum: 0,
    maximum: 5,
    description: 'Each team’s timeouts a half: usually 3.',
  }),
  scoringTypes: Type.Object(
    {
      touchdown: Type.Integer(),
      extraPoint: Type.Integer(),
      twoPoint: Type.Integer(),
      fieldGoal: Type.Integer(),
      safety: Type.Integer(),
    },
    { description: 'The scoring type (its code) each kind of score is recorded as.' },
  ),
});
export type GridironSettings = Type.Static<typeof GridironSettings>;
