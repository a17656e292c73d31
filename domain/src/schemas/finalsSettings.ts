import Type from 'typebox';

/**
 * Who goes to the finals, per seeding table (each conference when the competition has them;
 * else the whole competition when division winners go first; else each pool, or the whole
 * competition). `docs/ladder-rules.md` covers seeding and the clinched and eliminated marks.
 */
export const FinalsSettings = Type.Object({
  teams: Type.Integer({
    minimum: 0,
    maximum: 64,
    description: 'Places in the finals per seeding table; 0 for no finals picture.',
  }),
  divisionWinnersFirst: Type.Boolean({
    description:
      'Division winners take the first seeds, ranked among themselves by the across-divisions chain; the other places go to wild cards.',
  }),
  wildCards: Type.Integer({
    minimum: 0,
    maximum: 64,
    description:
      'With divisionWinnersFirst, the places left to the teams that did not win their division; teams − wildCards places go to division winners. 0 otherwise.',
  }),
  byes: Type.Integer({
    minimum: 0,
    maximum: 64,
    description: 'The top seeds that skip the first finals week.',
  }),
});
export type FinalsSettings = Type.Static<typeof FinalsSettings>;

/** Gridiron's finals: four division winners seeded first, three wild cards, a bye for the top seed. */
export const GRIDIRON_FINALS: FinalsSettings = {
  teams: 7,
  divisionWinnersFirst: true,
  wildCards: 3,
  byes: 1,
};

/** Every other sport's finals: the top four of each table. */
export const TOP_FOUR_FINALS: FinalsSettings = {
  teams: 4,
  divisionWinnersFirst: false,
  wildCards: 0,
  byes: 0,
};

/** The finals a competition declares, else its ladder template's: gridiron's, or the top four. */
export function finalsOf(
  settings: { finals?: FinalsSettings | undefined },
  template: { layout?: 'points' | 'gridiron' | undefined },
): FinalsSettings {
  return settings.finals ?? (template.layout === 'gridiron' ? GRIDIRON_FINALS : TOP_FOUR_FINALS);
}

/** Why finals settings cannot stand together, or null when they can. */
export function finalsRefusal(finals: FinalsSettings): string | null {
  if (finals.byes > finals.teams) return 'finals.byes cannot be more than finals.teams';
  if (!finals.divisionWinnersFirst && finals.wildCards !== 0)
    return 'finals.wildCards needs finals.divisionWinnersFirst; set it to 0 for the top teams of each table';
  if (finals.divisionWinnersFirst && finals.teams > 0 && finals.wildCards >= finals.teams)
    return 'finals.wildCards must leave at least one place for the division winners';
  return null;
}
