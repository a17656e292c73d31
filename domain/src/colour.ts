/** WCAG 2 colour contrast, for brand colours that must carry white text. */

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function rgb(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The relative luminance of a #rrggbb colour (0 black to 1 white), or null if not one. */
export function luminance(hex: string): number | null {
  const c = rgb(hex);
  return c ? 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]) : null;
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 0;
  const lb = luminance(b) ?? 0;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** AA contrast for normal text. */
export const READABLE_CONTRAST = 4.5;

/**
 * A brand colour white text can sit on: the colour itself when it already has AA contrast with
 * white, else the same hue darkened just enough (a light sky blue becomes a deeper blue).
 * Anything that is not #rrggbb is returned unchanged.
 */
export function readableOnWhite(hex: string): string {
  return readableOn(hex, '#ffffff');
}

/**
 * A brand colour with AA contrast against a light `background` (and so against white too):
 * the colour itself when it has it, else the same hue darkened just enough. Text in the colour
 * can sit on the background, and white text on the colour. Not #rrggbb: returned unchanged.
 */
export function readableOn(hex: string, background: string): string {
  return leastChangeToRead(hex, background, (c, amount) => scale(c, 1 - amount));
}

/**
 * A brand colour as text on a dark `background` (the dark colour scheme): the colour itself when
 * it has AA contrast there, else the same hue mixed with white just enough. Not #rrggbb:
 * returned unchanged.
 */
export function readableOnDark(hex: string, background: string): string {
  return leastChangeToRead(hex, background, towardWhite);
}

/**
 * `hex` itself when it reads on `background`, else `change(colour, amount)` with the least amount
 * (0 the colour, 1 all the way to black or white, which always reads) that does. Not #rrggbb:
 * returned unchanged.
 */
function leastChangeToRead(
  hex: string,
  background: string,
  change: (c: [number, number, number], amount: number) => string,
): string {
  const c = rgb(hex);
  if (!c || contrastRatio(hex, background) >= READABLE_CONTRAST) return hex;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (contrastRatio(change(c, mid), background) >= READABLE_CONTRAST) high = mid;
    else low = mid;
  }
  return change(c, high);
}

function towardWhite([r, g, b]: [number, number, number], amount: number): string {
  const hex = (v: number) =>
    Math.ceil(v + (255 - v) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

function scale([r, g, b]: [number, number, number], factor: number): string {
  const hex = (v: number) =>
    Math.floor(v * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
