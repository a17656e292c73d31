import Type from 'typebox';

/**
 * A competition's gridiron rules: present when it scores play by play. The event types name
 * the national's (or the competition's custom) scoring types the plays produce.
 */
export const GridironSettings = Type.Object({
  fieldLength: Type.Integer({ minimum: 40, maximum: 120, default: 100 }),
  yardsToGain: Type.Integer({ minimum: 1, maximum: 20, default: 10 }),
  timeoutsPerHalf: Type.Integer({ minimum: 0, maximum: 5, default: 3 }),
  scoringTypes: Type.Object({
    touchdown: Type.Integer(),
    extraPoint: Type.Integer(),
    twoPoint: Type.Integer(),
    fieldGoal: Type.Integer(),
    safety: Type.Integer(),
  }),
});
export type GridironSettings = Type.Static<typeof GridironSettings>;
