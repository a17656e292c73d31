import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search parameters of the address as state: the choices a fan makes (a tab, a season, a
 * page) live in the address, so a reload or a shared link opens the same view. `update` changes
 * several at once (null removes one); the history entry is replaced, and the scroll stays.
 */
export function useQueryParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params, update];
}
