#!/usr/bin/env node
// `node scripts/check-budget.mjs [distDir] [--json]`: everything a first visit to Explore and
// to the Schedule loads (the entry chunk and its imports, the screen's chunk and its imports,
// what the screen loads itself once it shows, and the service worker's registration), what the
// match centre adds when it is opened (its lazy chunk and the chunks only it imports; pdfmake,
// loaded on a download, is not counted), compressed as the server sends them, and everything an
// embed page (web/embed.html) loads. Fails when a total is over its budget (brotli for the app,
// gzip for the embed).
// Reads the Vite manifest (build.manifest in web/vite.config.ts); build the web app first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The first screen's JavaScript, brotli-compressed: 120 KB. */
export const BUDGET_BYTES = 120 * 1024;

/** The screen a visitor lands on ('/' redirects to /tabs/explore). */
export const FIRST_SCREEN = 'src/screens/explore/ExploreScreen.tsx';

/**
 * All the JavaScript a first visit to a screen loads, brotli-compressed. React, React Router's
 * data router and TanStack Query alone are 92 KB of it (the vendor chunk), so issue 21's 100 KB
 * is out of reach with them; this holds the rest to what it is now (123 KB for Explore, 127 KB
 * for the Schedule), with a few KB of headroom.
 */
export const FIRST_VISIT_BUDGET_BYTES = 130 * 1024;

/**
 * The screens whose first visit is budgeted, with the chunks each loads itself once shown:
 * Explore's 'Live now' strip, when a match is under way (its cards and the streams' code).
 */
export const FIRST_VISITS = {
  Explore: ['src/screens/explore/ExploreScreen.tsx', 'src/screens/explore/LiveStrip.tsx'],
  Schedule: ['src/screens/schedule/ScheduleScreen.tsx'],
};

/**
 * What every first visit loads after the first render: the service worker's registration (and
 * workbox-window, which it imports when the page has loaded).
 */
const EVERY_VISIT = ['src/pwa/UpdatePrompt.tsx'];

/** What opening the match centre may add, brotli-compressed: 60 KB. */
export const MATCH_CENTRE_BUDGET_BYTES = 60 * 1024;
export const MATCH_CENTRE = 'src/screens/match/MatchScreen.tsx';

/** The embeds' page (web/embed.html), with all its JavaScript, gzip-compressed: 20 KB. */
export const EMBED_BUDGET_BYTES = 20 * 1024;
export const EMBED_PAGE = 'embed.html';
const APP_PAGE = 'index.html';

const DEFAULT_DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));

/**
 * @typedef {{ raw: number, brotli: number, gzip: number }} Sizes
 * @typedef {{ js: Sizes & { files: string[] }, css: Sizes & { files: string[] } }} Measure
 */

/** @param {Buffer} source @returns {Sizes} */
function sizes(source) {
  return {
    raw: source.length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
    gzip: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length,
  };
}

/** @param {string} distDir @param {string[]} files @returns {Sizes & { files: string[] }} */
function total(distDir, files) {
  const sum = { raw: 0, brotli: 0, gzip: 0, files };
  for (const file of files) {
    const each = sizes(readFileSync(path.join(distDir, file)));
    sum.raw += each.raw;
    sum.brotli += each.brotli;
    sum.gzip += each.gzip;
  }
  return sum;
}

/** The first screen's JavaScript and CSS in a build folder. @param {string} distDir @returns {Measure} */
export function measureFirstScreen(distDir = DEFAULT_DIST) {
  const manifest = readManifest(distDir);
  const chunks = staticGraph(manifest, [entryOf(manifest), chunkOf(manifest, FIRST_SCREEN)]);
  const js = [...chunks].map((key) => manifest[key]?.file ?? '');
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  return { js: total(distDir, js), css: total(distDir, css) };
}

/**
 * Everything a first visit to one of FIRST_VISITS loads, with no cache: the entry, the screen
 * and the chunks it loads itself, and the service worker's registration, each with the chunks
 * it imports. @param {string} distDir @param {keyof typeof FIRST_VISITS} screen @returns {Measure}
 */
export function measureFirstVisit(distDir, screen) {
  const manifest = readManifest(distDir);
  const roots = [entryOf(manifest), ...FIRST_VISITS[screen], ...EVERY_VISIT].map((key) =>
    key === APP_PAGE ? key : chunkOf(manifest, key),
  );
  // The registration loads workbox-window itself, once the page has loaded.
  const registration = EVERY_VISIT.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const chunks = staticGraph(manifest, [...roots, ...registration]);
  const js = [...[...chunks].map((key) => manifest[key]?.file ?? ''), ...bootScripts(distDir)];
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  return { js: total(distDir, js), css: total(distDir, css) };
}

/**
 * What opening the match centre adds to what the entry already loaded: its chunk and every
 * chunk it imports statically that the entry does not. Dynamic imports (pdfmake on a download)
 * are left out. @param {string} distDir @returns {Measure}
 */
export function measureMatchCentre(distDir = DEFAULT_DIST) {
  const manifest = readManifest(distDir);
  const entry = staticGraph(manifest, [entryOf(manifest)]);
  const chunks = [...staticGraph(manifest, [chunkOf(manifest, MATCH_CENTRE)])].filter(
    (key) => !entry.has(key),
  );
  const js = chunks.map((key) => manifest[key]?.file ?? '');
  const css = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))];
  return { js: total(distDir, js), css: total(distDir, css) };
}

/**
 * The JavaScript and CSS an embed page loads (its entry and every chunk it imports, shared with
 * the app or not): the whole of what a club website's visitor downloads.
 * @param {string} distDir @returns {Measure}
 */
export function measureEmbed(distDir = DEFAULT_DIST) {
  const manifest = readManifest(distDir);
  const chunks = staticGraph(manifest, [entryOf(manifest, EMBED_PAGE)]);
  const js = [...chunks].map((key) => manifest[key]?.file ?? '');
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  return { js: total(distDir, js), css: total(distDir, css) };
}

/**
 * Every screen's lazy chunk (each `src/screens/**\/*Screen.tsx` the router loads), with what
 * opening it adds to the entry's chunks, compressed. @param {string} distDir
 * @returns {{ screen: string, js: Sizes & { files: string[] } }[]}
 */
export function measureScreens(distDir = DEFAULT_DIST) {
  const manifest = readManifest(distDir);
  const entry = staticGraph(manifest, [entryOf(manifest)]);
  return Object.keys(manifest)
    .filter((key) => /^src\/screens\/.+Screen\.tsx$/.test(key))
    .sort()
    .map((key) => {
      const chunks = [...staticGraph(manifest, [key])].filter((chunk) => !entry.has(chunk));
      return {
        screen: key.replace(/^src\/screens\//, '').replace(/\.tsx$/, ''),
        js: total(
          distDir,
          chunks.map((chunk) => manifest[chunk]?.file ?? ''),
        ),
      };
    });
}

/** @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} Manifest */

/** @param {string} distDir @returns {Manifest} */
function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
}

/** The app's entry (index.html): the build has another, the embeds'. @param {Manifest} manifest */
function entryOf(manifest, page = APP_PAGE) {
  if (!manifest[page]?.isEntry) throw new Error(`The Vite manifest has no entry chunk for ${page}`);
  return page;
}

/**
 * The scripts index.html loads beside the app's entry (the boot script, web/boot.js), which the
 * manifest does not list. @param {string} distDir @returns {string[]}
 */
function bootScripts(distDir) {
  const html = readFileSync(path.join(distDir, APP_PAGE), 'utf8');
  return [...html.matchAll(/<script src="\/(assets\/[^"]+\.js)" async><\/script>/g)].map(
    ([, file]) => file ?? '',
  );
}

/** @param {Manifest} manifest @param {string} source */
function chunkOf(manifest, source) {
  if (!manifest[source])
    throw new Error(`The Vite manifest has no chunk for ${source}: has the screen moved?`);
  return source;
}

/** The chunks `roots` load, with everything they import statically. @param {Manifest} manifest @param {string[]} roots */
function staticGraph(manifest, roots) {
  /** @type {Set<string>} */
  const chunks = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return chunks;
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dist = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_DIST;
  const measure = measureFirstScreen(path.resolve(dist));
  const match = measureMatchCentre(path.resolve(dist));
  const embed = measureEmbed(path.resolve(dist));
  const visits = Object.keys(FIRST_VISITS).map((screen) => ({
    screen,
    ...measureFirstVisit(path.resolve(dist), /** @type {keyof typeof FIRST_VISITS} */ (screen)),
  }));
  if (args.includes('--json'))
    console.log(
      JSON.stringify({
        budget: BUDGET_BYTES,
        firstVisits: visits.map((visit) => ({ budget: FIRST_VISIT_BUDGET_BYTES, ...visit })),
        ...measure,
        matchCentre: { budget: MATCH_CENTRE_BUDGET_BYTES, ...match },
        embed: { budget: EMBED_BUDGET_BYTES, ...embed },
        screens: measureScreens(path.resolve(dist)),
      }),
    );
  else {
    const { js, css } = measure;
    console.log(
      `First screen JavaScript (${js.files.length} chunks): ${kb(js.brotli)} brotli, ${kb(js.gzip)} gzip, ${kb(js.raw)} raw`,
    );
    console.log(`  budget ${kb(BUDGET_BYTES)} brotli; ${kb(BUDGET_BYTES - js.brotli)} left`);
    for (const visit of visits)
      console.log(
        `First visit to ${visit.screen}, all its JavaScript (${visit.js.files.length} chunks): ${kb(visit.js.brotli)} brotli of ${kb(FIRST_VISIT_BUDGET_BYTES)}`,
      );
    console.log(`First screen CSS: ${kb(css.brotli)} brotli, ${kb(css.gzip)} gzip`);
    console.log(
      `Match centre, added on opening (${match.js.files.length} chunks): ${kb(match.js.brotli)} brotli of ${kb(MATCH_CENTRE_BUDGET_BYTES)}, ${kb(match.js.gzip)} gzip`,
    );
    console.log(
      `Embed page JavaScript (${embed.js.files.length} chunks): ${kb(embed.js.gzip)} gzip of ${kb(EMBED_BUDGET_BYTES)}, ${kb(embed.js.brotli)} brotli`,
    );
  }
  let over = false;
  for (const visit of visits)
    if (visit.js.brotli > FIRST_VISIT_BUDGET_BYTES) {
      console.error(
        `First visit to ${visit.screen} over budget: ${kb(visit.js.brotli)} > ${kb(FIRST_VISIT_BUDGET_BYTES)} brotli`,
      );
      over = true;
    }
  if (measure.js.brotli > BUDGET_BYTES) {
    console.error(`First screen over budget: ${kb(measure.js.brotli)} > ${kb(BUDGET_BYTES)} brotli`);
    over = true;
  }
  if (match.js.brotli > MATCH_CENTRE_BUDGET_BYTES) {
    console.error(
      `Match centre over budget: ${kb(match.js.brotli)} > ${kb(MATCH_CENTRE_BUDGET_BYTES)} brotli`,
    );
    over = true;
  }
  if (embed.js.gzip > EMBED_BUDGET_BYTES) {
    console.error(`Embed page over budget: ${kb(embed.js.gzip)} > ${kb(EMBED_BUDGET_BYTES)} gzip`);
    over = true;
  }
  if (over) process.exit(1);
}
