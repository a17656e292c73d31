import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';
import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop layout from the spec's breakpoint (768 px) up. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);

/** The visitor asked for less motion: no smooth scrolling or entrance animations. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
