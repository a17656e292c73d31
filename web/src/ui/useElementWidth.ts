import { useEffect, useState } from 'react';

/**
 * The width of an element in CSS pixels, following its resizes; null until it is measured.
 * Pass `ref` as the element's ref: a callback, so an element that appears later is measured too.
 */
export function useElementWidth<T extends HTMLElement>(): {
  ref: (element: T | null) => void;
  width: number | null;
} {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    // The observer reports the size once layout has run anyway, at first and on each resize; a
    // measurement here would force a layout of the whole page in the middle of its first render.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
