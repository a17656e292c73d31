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
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
