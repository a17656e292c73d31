/**
 * A query string as the routes read it: each name once, with its value, or its values in the
 * order sent when it repeats. Fastify's router parses every query with this (app.ts) and the
 * read cache builds its keys with it, so one key is one query.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  if (!text) return query;
  for (const [name, value] of new URLSearchParams(text)) {
    const had = query[name];
    if (had === undefined) query[name] = value;
    else if (Array.isArray(had)) had.push(value);
    else query[name] = [had, value];
  }
  return query;
}

/** Orders by name alone, so a stable sort keeps the pairs of one name in the order sent. */
const byName =
  <T>(nameOf: (item: T) => string) =>
  (a: T, b: T) => {
    const x = nameOf(a);
    const y = nameOf(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
const rawPairs = byName((pair: string) => pair.slice(0, pair.indexOf('=')));
const entries = byName((entry: [string, string]) => entry[0]);

/**
 * Name=value pairs that need no decoding and that URLSearchParams writes back as they are:
 * the common query, put in order without parsing.
 */
const PLAIN_QUERY = /^[\w.-]+=[\w.-]*(?:&[\w.-]+=[\w.-]*)*$/;

/** A query in one spelling: its pairs decoded, sorted by name (a repeated one kept in order). */
function canonicalQuery(query: string): string {
  if (PLAIN_QUERY.test(query)) {
    const pairs = query.split('&');
    for (let i = 1; i < pairs.length; i++)
      if (rawPairs(pairs[i - 1]!, pairs[i]!) > 0) return pairs.sort(rawPairs).join('&');
    return query;
  }
  return new URLSearchParams([...new URLSearchParams(query)].sort(entries)).toString();
}

/**
 * The read cache's key for a request: the national it names, its path and its query in one
 * spelling, so `?a=1&b=2` and `?b=2&a=1` (or a trailing slash, or an empty `?`) share one
 * answer. The router splits the query at the first '?' or '#' and ignores one trailing slash;
 * this splits and trims the same way, and sorts the parameters by name (keeping the order of a
 * repeated one, which the routes read as a list), so two URLs with one key reach the same route
 * with the same input. Null for a URL in another form (absolute, or percent-encoded in its path,
 * which the router decodes): such answers are built but not kept, so no spelling of a URL can
 * fill the cache with copies. A route refuses any parameter it does not declare, so an answer
 * is only ever kept under declared ones.
 */
export function answerKey(national: string | string[] | undefined, url: string): string | null {
  const question = url.indexOf('?');
  const hash = url.indexOf('#');
  const cut = hash !== -1 && (question === -1 || hash < question) ? hash : question;
  const percent = url.indexOf('%');
  if ((percent !== -1 && (cut === -1 || percent < cut)) || url.charCodeAt(0) !== 47) return null;
  let path = cut === -1 ? url : url.slice(0, cut);
  if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) path = path.slice(0, -1);
  const query = cut === -1 ? '' : canonicalQuery(url.slice(cut + 1));
  return query ? `${national}|${path}?${query}` : `${national}|${path}`;
}
