import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Evaluated through the browser's debugging protocol: the app's CSP refuses an inline <script>,
// which is what page.addScriptTag would add.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule axe-core found broken, with where. */
export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string | undefined }[];
}

/** Runs axe-core on the page as it is and returns its violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  });
}

export const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${n.target}\n      ${n.summary?.replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n');

/**
 * Fails on any serious or critical axe violation on the page as it is; warns of the rest. `name`
 * names the screen in the messages.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const violations = await axeViolations(page);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !serious.includes(v));
  if (minor.length) console.warn(`axe, ${name}, minor and moderate:\n${describeViolations(minor)}`);
  expect(serious, `axe on ${name}:\n${describeViolations(serious)}`).toEqual([]);
}
