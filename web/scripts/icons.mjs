#!/usr/bin/env node
// `npm run icons -w web`: draws the app icons into web/public from the fallback crest
// (web/src/shell/Crest.tsx) in the default brand colours. The output is committed, so a build
// does not need sharp; run this again only when the crest or the colours change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));

// DEFAULT_COLOURS in domain/src/constants.ts.
const PRIMARY = '#083F2C';
const SECONDARY = '#5F9FB6';
const HIGHLIGHT = '#a3e6f1';

/** The crest of Crest.tsx on its 40×40 grid, with the CSS variables resolved. */
const CREST = `
  <path d="M20 2 35 7v11c0 9.5-6.3 16.6-15 20C11.3 34.6 5 27.5 5 18V7z"
    fill="${SECONDARY}" stroke="${HIGHLIGHT}" stroke-width="2"/>
  <ellipse cx="20" cy="19" rx="11.5" ry="7" transform="rotate(-35 20 19)" fill="${PRIMARY}"/>
  <path d="m15.5 23.5 9-9M16.2 19.2l2.1 2.1M18.4 17l2.1 2.1M20.6 14.8l2.1 2.1"
    stroke="#fff" stroke-width="1.4" stroke-linecap="round" fill="none"/>`;

/**
 * A square icon of `size` pixels: the crest filling `scale` of it, centred, over a primary
 * background with corners rounded by `radius` (a fraction of the size), or over nothing.
 */
function icon({ size, scale, background, radius = 0 }) {
  const crest = size * scale;
  const offset = (size - crest) / 2;
  const backdrop = background
    ? `<rect width="${size}" height="${size}" rx="${size * radius}" fill="${PRIMARY}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${backdrop}
  <svg x="${offset}" y="${offset}" width="${crest}" height="${crest}" viewBox="0 0 40 40">${CREST}</svg>
</svg>
`;
}

async function png(name, svg) {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(path.join(PUBLIC, name), data);
  console.log(`${name}: ${data.length} bytes`);
  return data;
}

/** An .ico holding PNG images (supported by every browser that reads .ico). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

// The tab icon: the bare crest, drawn by the browser at any size.
const favicon = icon({ size: 40, scale: 1 });
writeFileSync(path.join(PUBLIC, 'favicon.svg'), favicon);

const small = [];
for (const size of [16, 32]) {
  const data = await sharp(Buffer.from(icon({ size, scale: 1 })))
    .png()
    .toBuffer();
  small.push({ size, data });
}
writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico(small));
console.log('favicon.ico: 16, 32');

// Install icons: a rounded tile for launchers that show the icon as is.
await png('pwa-192x192.png', icon({ size: 192, scale: 0.78, background: true, radius: 0.2 }));
await png('pwa-512x512.png', icon({ size: 512, scale: 0.78, background: true, radius: 0.2 }));
// Maskable: full bleed, the crest inside the central 80% circle every mask keeps.
await png('maskable-icon-512x512.png', icon({ size: 512, scale: 0.56, background: true }));
// iOS rounds the corners itself and shows transparency as black.
await png('apple-touch-icon-180x180.png', icon({ size: 180, scale: 0.72, background: true }));
