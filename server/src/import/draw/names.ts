/** A name as a spreadsheet may spell it: no accents, case or runs of spaces and punctuation. */
export function looseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Levenshtein distance, for ranking suggestions (names are short). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** What a name found: the one record it names, or why not with the closest names. */
export type NameMatch<T> =
  | { ok: true; found: T }
  | { ok: false; reason: 'unknown' | 'ambiguous'; suggestions: string[] };

const SUGGESTIONS = 3;

/**
 * Finds records by name: exactly, then ignoring case, accents and spacing. A name that matches
 * none is unknown, with the closest names suggested (by edit distance of the loose names); one
 * that matches several loosely (and none exactly) is ambiguous, with those names suggested.
 */
export function nameIndex<T>(records: readonly T[], nameOf: (record: T) => string) {
  const exact = new Map<string, T[]>();
  const loose = new Map<string, T[]>();
  const add = (map: Map<string, T[]>, key: string, record: T) => {
    const list = map.get(key);
    if (list) list.push(record);
    else map.set(key, [record]);
  };
  for (const record of records) {
    add(exact, nameOf(record), record);
    add(loose, looseName(nameOf(record)), record);
  }
  const names = [...new Set(records.map(nameOf))];
  return (name: string): NameMatch<T> => {
    const same = exact.get(name.trim());
    if (same?.length === 1) return { ok: true, found: same[0]! };
    const alike = same ?? loose.get(looseName(name)) ?? [];
    if (alike.length === 1) return { ok: true, found: alike[0]! };
    if (alike.length > 1)
      return { ok: false, reason: 'ambiguous', suggestions: [...new Set(alike.map(nameOf))] };
    const key = looseName(name);
    const ranked = names
      .map((n) => ({ n, d: editDistance(key, looseName(n)) }))
      .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n));
    return { ok: false, reason: 'unknown', suggestions: ranked.slice(0, SUGGESTIONS).map((r) => r.n) };
  };
}
