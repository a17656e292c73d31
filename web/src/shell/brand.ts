import { DEFAULT_COLOURS, type NationalMeta } from '@touchline/domain';
import type { CSSProperties } from 'react';

const BRANDED_PATH = /^\/c\/([^/]+)\/([^/]+)/;

/**
 * The /c/{entityLevel}/{entityName} prefix of a branded path, or '' (spec 2.2). Parsed from
 * the path because the shell sits above the route that names these params.
 */
export function brandPrefix(pathname: string): string {
  const match = BRANDED_PATH.exec(pathname);
  return match ? `/c/${match[1]}/${match[2]}` : '';
}

/** The brand colours as CSS custom properties: the national's own, else the defaults (spec 9). */
export function brandStyle(meta: NationalMeta | undefined): CSSProperties {
  return {
    '--color-primary': meta?.primaryColor ?? DEFAULT_COLOURS.primary,
    '--color-secondary': meta?.secondaryColor ?? DEFAULT_COLOURS.secondary,
    '--color-highlight': meta?.highlightColor ?? DEFAULT_COLOURS.highlight,
  } as CSSProperties;
}
