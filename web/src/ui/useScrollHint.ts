import { type RefCallback, useCallback, useRef } from 'react';

/** Which ends of a sideways-scrolling element hide content: what `data-more` says. */
export type More = 'start' | 'end' | 'both' | null;

/** Within this many pixels of an end counts as at it (zoom leaves fractions of a pixel). */
const SLACK = 1;

/** The ends of a scroll box that hide content, from its scroll position and sizes. */
export function moreOf(scrollLeft: number, clientWidth: number, scrollWidth: number): More {
  const start = scrollLeft > SLACK;
  const end = scrollLeft + clientWidth < scrollWidth - SLACK;
  if (start && end) return 'both';
  return start ? 'start' : end ? 'end' : null;
}

/**
 * A ref for an element that scrolls sideways (a table wider than a phone, a strip of chips): it
 * keeps `data-more` on the element saying which ends hide content, and styles.css fades those
 * ends, so a reader sees there is more before they find it. Written straight to the element as
 * it scrolls or its content changes size, so scrolling renders nothing; `onChange` hears when it
 * changes (a slider's arrows, which are disabled at an end).
 */
export function useScrollHint<T extends HTMLElement>(onChange?: (more: More) => void): RefCallback<T> {
  const listener = useRef(onChange);
  listener.current = onChange;
  return useCallback((element: T | null) => {
    if (!element) return;
    const mark = () => {
      const more = moreOf(element.scrollLeft, element.clientWidth, element.scrollWidth);
      if ((element.dataset.more ?? null) === more) return;
      if (more) element.dataset.more = more;
      else delete element.dataset.more;
      listener.current?.(more);
    };
    const sizes = new ResizeObserver(mark);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
      mark();
    };
    const children = new MutationObserver(watchChildren);
    watchChildren();
    children.observe(element, { childList: true });
    element.addEventListener('scroll', mark, { passive: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
      element.removeEventListener('scroll', mark);
    };
  }, []);
}
