import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter that holds the search text. */
const PARAM = 'q';

/**
 * A search box's text kept in the address (`?q=`) once the fan pauses for `delayMs`, so a link or
 * a reload opens the same search and back restores it. `text` is the box as typed; `applied` is
 * what is in the address, the text to filter by.
 */
export function useAddressSearch(delayMs: number) {
  const [params, setParams] = useSearchParams();
  const applied = params.get(PARAM) ?? '';
  const [text, setText] = useState(applied);
  // What this hook last wrote, to tell its own writes from back, forward or a followed link.
  const written = useRef(applied);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (applied === written.current) return;
    written.current = applied;
    window.clearTimeout(timer.current);
    setText(applied);
  }, [applied]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = useCallback(
    (value: string) => {
      window.clearTimeout(timer.current);
      const kept = value.trim() ? value : '';
      written.current = kept;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (kept) next.set(PARAM, kept);
          else next.delete(PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** The fan typed: the address follows after the pause, or at once when the box is cleared. */
  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    if (!value.trim()) commit(value);
    else timer.current = window.setTimeout(() => commit(value), delayMs);
  };

  return { text, applied, change, flush: () => commit(text) };
}
