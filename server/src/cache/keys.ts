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

const byName = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

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
  let cut = -1;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 37) return null; // '%', in the path
    if (code === 63 || code === 35) {
      cut = i;
      break;
    }
  }
  let path = cut === -1 ? url : url.slice(0, cut);
  if (path.charCodeAt(0) !== 47) return null;
  if (path.length > 1 && path.charCodeAt(path.length - 1) === 47) path = path.slice(0, -1);
  const head = `${national}|${path}`;
  if (cut === -1 || cut === url.length - 1) return head;
  const entries = [...new URLSearchParams(url.slice(cut + 1))].sort(byName);
  return entries.length ? `${head}?${new URLSearchParams(entries)}` : head;
}
