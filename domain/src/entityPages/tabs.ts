import type { DirectChild, EntityLevel } from '../schemas/values';

/**
 * The segment tabs of the state, association and club pages (spec 2.13). 'children' is the
 * direct-child tab: the presentation's child level on a state or association page, and Teams
 * on a club page (a club's children are its teams).
 */
export const ENTITY_TABS = ['children', 'competitions', 'ladders', 'leaderboards'] as const;
export type EntityTab = (typeof ENTITY_TABS)[number];

export interface EntityTabOption {
  value: EntityTab;
  label: string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A page's tabs in order: on a state or association page the capitalised child level (e.g.
 * 'Associations'), Competitions, Ladders and Leaderboards; on a club page Teams and Competitions.
 */
export function entityPageTabs(level: EntityLevel, directChild: DirectChild): EntityTabOption[] {
  if (level === 'club')
    return [
      { value: 'children', label: 'Teams' },
      { value: 'competitions', label: 'Competitions' },
    ];
  return [
    { value: 'children', label: capitalised(directChild) },
    { value: 'competitions', label: 'Competitions' },
    { value: 'ladders', label: 'Ladders' },
    { value: 'leaderboards', label: 'Leaderboards' },
  ];
}

/** Reads a tab from the address or storage: one of ENTITY_TABS, else null. */
export function asEntityTab(value: unknown): EntityTab | null {
  return typeof value === 'string' && (ENTITY_TABS as readonly string[]).includes(value)
    ? (value as EntityTab)
    : null;
}

export interface EntityTabChoice {
  level: EntityLevel;
  /** The page's tabs, from {@link entityPageTabs}. */
  available: readonly EntityTabOption[];
  /** The tab the address names (?tab=), if any. */
  asked: EntityTab | null;
  /** The preferred tab the visitor last chose on any entity page. */
  stored: EntityTab | null;
  /** Whether the national's presentation settings have loaded. */
  presentationReady: boolean;
}

/**
 * The tab a page opens on (spec 2.13): the one the address names; else, until the presentation
 * loads, Competitions (Teams on a club page, its default); once it has, the stored preferred
 * tab where the page has it, else the direct-child tab. A tab the page lacks is never chosen.
 */
export function chooseEntityTab({
  level,
  available,
  asked,
  stored,
  presentationReady,
}: EntityTabChoice): EntityTab {
  const has = (tab: EntityTab | null): tab is EntityTab =>
    tab !== null && available.some((t) => t.value === tab);
  if (has(asked)) return asked;
  if (!presentationReady) return level === 'club' ? 'children' : 'competitions';
  if (has(stored)) return stored;
  return 'children';
}
