import { SEARCH_PARAMS, searchTerm } from '@touchline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A search bar's text, kept in the address as `?q=` once the visitor pauses. */
export interface AddressText {
  /** What the search bar shows, as typed. */
  text: string;
  /** The visitor typed: the address follows after the pause ('' at once, clearing the results). */
  change: (value: string) => void;
  /** Search now (Enter), without waiting for the pause. */
  flush: () => void;
  /** The trimmed text in the address: what is searched for. */
  term: string;
}

/**
 * The search text of a screen, debounced into the address (spec 2.10: 500 ms for the global
 * search, 700 ms for team search; spec 2.15 for the results list), so a link or reload searches
 * again, and back restores the text. `resets` are parameters a new search text clears, e.g. the page.
 */
export function useAddressText(delayMs: number, resets: readonly string[] = []): AddressText {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(SEARCH_PARAMS.text) ?? '';
  const [text, setText] = useState(inAddress);
  // The last text this hook wrote, to tell its own writes from back, forward or a link.
  const written = useRef(inAddress);
  const pending = useRef<number | undefined>(undefined);
  const resetKey = resets.join(',');

  useEffect(() => {
    if (inAddress === written.current) return;
    written.current = inAddress;
    window.clearTimeout(pending.current);
    setText(inAddress);
  }, [inAddress]);

  useEffect(() => () => window.clearTimeout(pending.current), []);

  const commit = useCallback(
    (value: string) => {
      window.clearTimeout(pending.current);
      written.current = searchTerm(value) ? value : '';
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const changed = searchTerm(current.get(SEARCH_PARAMS.text)) !== searchTerm(value);
          if (searchTerm(value)) next.set(SEARCH_PARAMS.text, value);
          else next.delete(SEARCH_PARAMS.text);
          if (changed) for (const key of resetKey ? resetKey.split(',') : []) next.delete(key);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, resetKey],
  );

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(pending.current);
    if (!searchTerm(value)) commit(value);
    else pending.current = window.setTimeout(() => commit(value), delayMs);
  };

  return { text, change, flush: () => commit(text), term: searchTerm(inAddress) };
}
