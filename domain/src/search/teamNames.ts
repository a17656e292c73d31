/**
 * Team search's Competitions view (spec 2.10 A): only competitions with a team whose name
 * contains the search text, case-insensitively (as the server's own search matches), and the
 * parts of a name to highlight.
 */

const fold = (text: string) => text.toLocaleLowerCase();

/** Whether a name contains the text anywhere, ignoring case; an empty text is in every name. */
export function nameContains(name: string, text: string): boolean {
  return fold(name).includes(fold(text.trim()));
}

/**
 * The competitions to list: those with at least one team whose name contains the text, in the
 * order given. With no text, every competition that has a team.
 */
export function competitionsWithTeam<C extends { teams: readonly { name: string }[] }>(
  competitions: readonly C[],
  text: string,
): C[] {
  return competitions.filter((c) => c.teams.some((team) => nameContains(team.name, text)));
}

/** A piece of a name, marked when it is (one occurrence of) the searched text. */
export interface NamePart {
  text: string;
  match: boolean;
}

/**
 * A name cut into the pieces that match the text and those that do not, for highlighting; the
 * pieces joined are the name again. No text, or no occurrence, gives the whole name unmarked.
 */
export function nameParts(name: string, text: string): NamePart[] {
  const needle = fold(text.trim());
  const haystack = fold(name);
  // Case folding can change a string's length (e.g. 'İ'); then highlighting would misalign.
  if (!needle || haystack.length !== name.length || needle.length !== text.trim().length)
    return [{ text: name, match: false }];
  const parts: NamePart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), match: false });
    parts.push({ text: name.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < name.length || parts.length === 0) parts.push({ text: name.slice(from), match: false });
  return parts;
}

/**
 * Competitions of several seasons, newest season first; within a season the order given (the
 * listed order) is kept.
 */
export function newestSeasonFirst<C extends { season: number }>(competitions: readonly C[]): C[] {
  return [...competitions].sort((a, b) => b.season - a.season);
}
