import { DEFAULT_COLOURS } from '@touchline/domain';
import type { CSSProperties } from 'react';

const COLOURS = {
  '--color-primary': DEFAULT_COLOURS.primary,
  '--color-secondary': DEFAULT_COLOURS.secondary,
  '--color-highlight': DEFAULT_COLOURS.highlight,
} as CSSProperties;

/**
 * What shows while the first route's code and data start (React Router's hydrate fallback):
 * the same frame index.html paints before the app arrives, so nothing flickers between the two.
 */
export function InitialFrame() {
  return (
    <div className="shell" style={COLOURS}>
      <div className="topbar" aria-hidden="true" />
      <main className="shell__main">
        <div className="status" role="status">
          <span className="status__spinner" aria-hidden="true" />
          <p>Loading…</p>
        </div>
      </main>
    </div>
  );
}
