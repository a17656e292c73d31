import { API_PREFIX, NATIONAL_ID_HEADER } from '@touchline/domain';
import { NATIONAL_ID } from '../config';

/** A GET of the public API, unwrapped from its `data` envelope; null for a 404. */
export async function getData<T>(path: string): Promise<T | null> {
  // no-cache: never a stale answer from the browser's cache, and a 304 when nothing changed.
  const response = await fetch(`${API_PREFIX}${path}`, {
    headers: { [NATIONAL_ID_HEADER]: String(NATIONAL_ID) },
    cache: 'no-cache',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
