#!/usr/bin/env node
// `node scripts/check-budget.mjs [distDir] [--json]`: the JavaScript the first screen loads
// (the entry chunk, the chunks it imports, and the Explore screen's chunk with its imports),
// compressed as the server sends it. Fails when the brotli total is over the budget.
// Reads the Vite manifest (build.manifest in web/vite.config.ts); build the web app first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The first screen's JavaScript, brotli-compressed: 120 KB. */
export const BUDGET_BYTES = 120 * 1024;

/** The screen a visitor lands on ('/' redirects to /tabs/explore). */
export const FIRST_SCREEN = 'src/screens/explore/ExploreScreen.tsx';

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
  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  if (!manifest[FIRST_SCREEN])
    throw new Error(`The Vite manifest has no chunk for ${FIRST_SCREEN}: has the first screen moved?`);

  /** @type {Set<string>} */
  const chunks = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(FIRST_SCREEN);

  const js = [...chunks].map((key) => manifest[key]?.file ?? '');
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  return { js: total(distDir, js), css: total(distDir, css) };
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dist = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_DIST;
  const measure = measureFirstScreen(path.resolve(dist));
  if (args.includes('--json')) console.log(JSON.stringify({ budget: BUDGET_BYTES, ...measure }));
  else {
    const { js, css } = measure;
    console.log(
      `First screen JavaScript (${js.files.length} chunks): ${kb(js.brotli)} brotli, ${kb(js.gzip)} gzip, ${kb(js.raw)} raw`,
    );
    console.log(`  budget ${kb(BUDGET_BYTES)} brotli; ${kb(BUDGET_BYTES - js.brotli)} left`);
    console.log(`First screen CSS: ${kb(css.brotli)} brotli, ${kb(css.gzip)} gzip`);
  }
  if (measure.js.brotli > BUDGET_BYTES) {
    console.error(`Over budget: ${kb(measure.js.brotli)} > ${kb(BUDGET_BYTES)} brotli`);
    process.exit(1);
  }
}
