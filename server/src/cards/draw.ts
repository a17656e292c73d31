import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { Element } from './element';

/** What to draw: a satori tree, or an SVG as it is, at `width` x `height` pixels. */
export type Drawing = { tree: Element; width: number; height: number } | { svg: string; width: number };

/** A PNG and how long it took: laying out (satori) and rasterising with encoding (resvg), in ms. */
export interface Drawn {
  png: Uint8Array;
  layoutMs: number;
  rasterMs: number;
}

const require = createRequire(import.meta.url);

// Inter (SIL Open Font License 1.1, from @fontsource/inter), the Latin and Latin Extended
// subsets: satori reads .woff, not .woff2. Read when the first card is drawn.
const FONT_FILES = [400, 700, 800].flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({ weight, file: `inter-${subset}-${weight}-normal.woff` })),
);
let fonts: Font[] | null = null;

function interFonts(): Font[] {
  fonts ??= FONT_FILES.map(({ weight, file }) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/${file}`)),
    weight: weight as Font['weight'],
    style: 'normal' as const,
  }));
  return fonts;
}

/**
 * Draws a PNG: satori lays the tree out as SVG, with its text as paths, and resvg rasterises
 * it (no system fonts: there is no text left). Runs in the painter's worker (painter.ts).
 */
export async function drawPng(drawing: Drawing): Promise<Drawn> {
  const start = performance.now();
  const svg =
    'svg' in drawing
      ? drawing.svg
      : await satori(drawing.tree as unknown as Parameters<typeof satori>[0], {
          width: drawing.width,
          height: drawing.height,
          fonts: interFonts(),
        });
  const laidOut = performance.now();
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: drawing.width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return { png, layoutMs: laidOut - start, rasterMs: performance.now() - laidOut };
}
