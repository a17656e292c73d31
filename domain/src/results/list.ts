/**
 * The results list (spec 2.15): result groups in their order, filtered by name, and the words a
 * row shows where the group leaves a field out.
 */

/** How long the results search waits after the last keystroke before filtering (spec 9: 500 ms). */
export const RESULTS_SEARCH_DEBOUNCE_MS = 500;

/** What a group's row shows when it has no name. */
export const UNNAMED_GROUP = 'Unnamed Group';
/** What a group's display is titled when it has no name. */
export const GROUP_RESULTS_TITLE = 'Group Results';
/** What a row shows when a group has no type. */
export const UNKNOWN_GROUP_TYPE = 'Unknown';

/** The fields of a group that the list reads. */
export interface ListedGroup {
  _id: number;
  name?: string | null;
  order?: number | null;
}

/** A group's name in the list: its name, or 'Unnamed Group' when blank. */
export function resultGroupName(group: { name?: string | null }): string {
  return group.name?.trim() ? group.name : UNNAMED_GROUP;
}

/** A group display's title: the group's name, or 'Group Results' when blank. */
export function resultGroupTitle(group: { name?: string | null }): string {
  return group.name?.trim() ? group.name : GROUP_RESULTS_TITLE;
}

/** A group's type as the list shows it, or 'Unknown'. */
export function resultGroupTypeLabel(group: { type?: string | null }): string {
  return group.type?.trim() ? group.type : UNKNOWN_GROUP_TYPE;
}

/**
 * Groups sorted by order (spec 2.15). A group without an order goes last; ties keep the id
 * order, so the list is the same on every load whatever order the server sent.
 */
export function resultGroupsByOrder<G extends ListedGroup>(groups: readonly G[]): G[] {
  const rank = (g: G) => (typeof g.order === 'number' && Number.isFinite(g.order) ? g.order : Infinity);
  return [...groups].sort((a, b) => rank(a) - rank(b) || a._id - b._id);
}

/**
 * The groups whose name (as shown, so 'Unnamed Group' too) contains the search text, ignoring
 * case and the spaces around it. A blank search keeps every group. The order is kept.
 */
export function searchResultGroups<G extends ListedGroup>(groups: readonly G[], search: string): G[] {
  const needle = search.trim().toLocaleLowerCase('en');
  if (!needle) return [...groups];
  return groups.filter((g) => resultGroupName(g).toLocaleLowerCase('en').includes(needle));
}

/**
 * The icon of a sport type (spec 2.15): Golf, Race, Tennis and Team H2H each have their own,
 * Field Event and Gymnastics share one, and any other type has none.
 */
export type ResultSportIcon = 'golf' | 'race' | 'tennis' | 'headToHead' | 'podium';

const ICONS: Readonly<Record<string, ResultSportIcon>> = {
  Golf: 'golf',
  Race: 'race',
  Tennis: 'tennis',
  'Team H2H': 'headToHead',
  'Field Event': 'podium',
  Gymnastics: 'podium',
};

/** The icon of a group's sport type, or null for a type without one. */
export function resultSportIcon(type: string | null | undefined): ResultSportIcon | null {
  return (type && Object.hasOwn(ICONS, type) ? ICONS[type] : undefined) ?? null;
}
