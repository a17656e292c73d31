import type { DirectChild, EntityLevel } from '@touchline/domain';

const PLURAL: Record<EntityLevel, DirectChild> = {
  state: 'states',
  association: 'associations',
  club: 'clubs',
};

/** The page of a state, association or club: /states/1, /associations/6, /clubs/12. */
export const entityPath = (level: EntityLevel, id: number) => `/${PLURAL[level]}/${id}`;

/** The heading of the child entities: 'states' → 'States' (spec 2.4). */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
