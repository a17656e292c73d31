import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  EMBED_BUDGET_BYTES,
  FIRST_VISIT_BUDGET_BYTES,
  FIRST_VISITS,
  kb,
  MATCH_CENTRE_BUDGET_BYTES,
  measureEmbed,
  measureFirstScreen,
  measureFirstVisit,
  measureMatchCentre,
} from '../../scripts/check-budget.mjs';
import { WEB_BUILD_TIMEOUT_MS, webBuild } from '../../scripts/web-build';

let outDir: string;
beforeAll(async () => {
  outDir = await webBuild();
}, WEB_BUILD_TIMEOUT_MS);

/**
 * The JavaScript of a first visit, of the first screen and of the match centre stays within its
 * budget (scripts/check-budget.mjs), measured on the production build the tests share
 * (scripts/web-build.ts).
 */
describe('web app size', () => {
  it("should keep a first visit to Explore or the Schedule within 130 KB and the match centre within 60 KB of brotli-compressed JavaScript, and an embed page within 20 KB gzip, none with the scorer's console", async () => {
    const { js, css } = measureFirstScreen(outDir);
    console.log(
      `First screen: JavaScript ${kb(js.brotli)} brotli (${kb(js.gzip)} gzip) of ${kb(BUDGET_BYTES)}, CSS ${kb(css.brotli)} brotli`,
    );
    expect(js.files.some((file) => file.includes('ExploreScreen'))).toBe(true);
    expect(js.brotli).toBeLessThanOrEqual(BUDGET_BYTES);

    // All a first visit loads: Explore with its 'Live now' strip, the Schedule, each with the
    // service worker's registration; React, the router and the query cache in one vendor chunk.
    const visits = Object.keys(FIRST_VISITS) as (keyof typeof FIRST_VISITS)[];
    for (const screen of visits) {
      const visit = measureFirstVisit(outDir, screen);
      console.log(
        `First visit to ${screen}: JavaScript ${kb(visit.js.brotli)} brotli in ${visit.js.files.length} chunks, of ${kb(FIRST_VISIT_BUDGET_BYTES)}`,
      );
      expect(visit.js.files.some((file) => /assets\/vendor-/.test(file))).toBe(true);
      expect(
        visit.js.files.some((file) => file.includes(screen === 'Explore' ? 'LiveStrip' : 'ScheduleScreen')),
      ).toBe(true);
      expect(visit.js.files.some((file) => file.includes('UpdatePrompt'))).toBe(true);
      expect(visit.js.files.some((file) => /assets\/boot-/.test(file))).toBe(true);
      expect(visit.js.brotli).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
      expect(visit.js.brotli).toBeGreaterThanOrEqual(js.brotli);
    }

    // The match centre's own code, without pdfmake, which loads only for a download.
    const match = measureMatchCentre(outDir);
    console.log(`Match centre: JavaScript ${kb(match.js.brotli)} brotli of ${kb(MATCH_CENTRE_BUDGET_BYTES)}`);
    expect(match.js.files.some((file) => file.includes('MatchScreen'))).toBe(true);
    expect(match.js.files.some((file) => /pdfmake|vfs_fonts/.test(file))).toBe(false);
    expect(match.js.brotli).toBeLessThanOrEqual(MATCH_CENTRE_BUDGET_BYTES);

    // An embed page on a club's website: all it loads, with nothing of React or the app shell.
    const embed = measureEmbed(outDir);
    console.log(`Embed page: JavaScript ${kb(embed.js.gzip)} gzip of ${kb(EMBED_BUDGET_BYTES)}`);
    expect(embed.js.files.some((file) => /assets\/embed-/.test(file))).toBe(true);
    expect(embed.js.files.some((file) => /jsx-runtime|links-|ExploreScreen/.test(file))).toBe(false);
    expect(embed.js.gzip).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);

    // The scorer's console is a part of its own: nothing of it reaches a fan's screens.
    for (const file of [...js.files, ...match.js.files]) {
      expect(file).not.toMatch(/ScoreScreen/);
      expect(readFileSync(path.join(outDir, file), 'utf8')).not.toContain('touchline-scorer');
    }
  });
});
