import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Changes to the address's search parameters: a value sets one, null removes it. */
export type ParamChanges = Record<string, string | null>;

/**
 * The fan's choices on a page (tab, season, chips, search text) kept in the address, so a link
 * or a reload opens the same view. Changes replace the history entry, as a tab change does in
 * the match centre, so back leaves the page rather than stepping through every chip.
 */
export function usePageParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params, update];
}
