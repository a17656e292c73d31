import type { Pager as PagerState } from '@touchline/domain';
import { useRef } from 'react';

/**
 * 'Previous', 'Page {x} of {y}', 'Next' (spec 2.10 A): Previous is disabled on the first page and
 * Next on the last. Reaching either end disables the button just pressed, so the focus moves to
 * the other one rather than being lost.
 */
export function Pager({ state, onPage }: { state: PagerState; onPage: (page: number) => void }) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const go = (page: number, lastPage: boolean, other: HTMLButtonElement | null) => {
    onPage(page);
    if (lastPage) requestAnimationFrame(() => other?.focus({ preventScroll: true }));
  };
  return (
    <nav className="pager" aria-label="Pages of teams">
      <button
        ref={previous}
        type="button"
        className="pager__button"
        disabled={!state.hasPrevious}
        onClick={() => go(state.page - 1, state.page - 1 === 1, next.current)}
      >
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
          <path d="m15 6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
        Previous
      </button>
      <p className="pager__label" aria-live="polite">
        {state.label}
      </p>
      <button
        ref={next}
        type="button"
        className="pager__button"
        disabled={!state.hasNext}
        onClick={() => go(state.page + 1, state.page + 1 === state.totalPages, previous.current)}
      >
        Next
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
          <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </button>
    </nav>
  );
}
