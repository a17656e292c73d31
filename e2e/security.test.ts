import { API_PREFIX } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  allMatches,
  baseUrl,
  baseUrl12,
  competitions,
  find,
  matchOfEachKind,
  PHONE,
  pillShows,
  remember,
  seasons,
} from './support';

/** The app and the docs under the server's Content-Security-Policy (issue 14, section 3). */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Violation {
  directive: string;
  blocked: string;
  page: string;
  sample?: string;
}

/**
 * A context whose pages report every CSP violation: the DOM's `securitypolicyviolation` event
 * (through a binding, so reports survive navigations) and Chromium's console messages about it.
 * Service workers are allowed: the app's must register under the policy.
 */
async function watchedContext(options: { baseURL?: string; acceptDownloads?: boolean } = {}) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, ...options });
  const violations: Violation[] = [];
  const messages: string[] = [];
  await context.exposeBinding('e2eCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { e2eCspViolation(v: unknown): void }).e2eCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
        sample: event.sample,
      });
    });
  });
  context.on('page', (page) => watchConsole(page, messages));
  return { context, violations, messages };
}

function watchConsole(page: Page, messages: string[]) {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
}

/** Opens a path and checks the document came with the policy (so a pass is not for want of one). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy, path).toContain("default-src 'self'");
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

async function showEveryTab(page: Page) {
  for (const tab of ['Overview', 'Events', 'Line-ups', 'Stats']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.locator('[role="tabpanel"]').first().waitFor();
  }
}

describe('the Content-Security-Policy', () => {
  let watched: Awaited<ReturnType<typeof watchedContext>> | undefined;

  afterAll(async () => {
    await watched?.context.close();
  });

  it('should report no violation on Explore, a schedule and match centres, with the service worker registered', async () => {
    watched = await watchedContext();
    const page = await watched.context.newPage();

    await open(page, '/tabs/explore');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.link-card__name').first().waitFor();
    // The worker is a script of this origin (worker-src), and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    const { current } = await seasons();
    const competition = find(
      await competitions(current),
      (c) => c.display.public && c.display.result,
      'public competition',
    );
    await remember(page, { competition: competition._id });
    await open(page, '/tabs/schedule');
    await pillShows(page, competition.name);
    await page.locator('main .round').first().waitFor();

    const kinds = await matchOfEachKind();
    for (const match of [kinds.live, kinds['pre-game'], kinds.final]) {
      await open(page, `/matches/${match._id}`);
      await page.getByRole('heading', { level: 1, name: match.competition.name }).waitFor();
      await page.locator('.centre-card').first().waitFor();
      await showEveryTab(page);
    }
    // The shell's look comes from the inlined stylesheet, allowed by its hash.
    const topBar = await page.evaluate(() => getComputedStyle(document.querySelector('.topbar')!).position);
    expect(topBar).not.toBe('static');

    expect(watched.violations).toEqual([]);
    expect(watched.messages).toEqual([]);
  }, 120_000);

  it('should report no violation while national 12 makes a match report PDF', async () => {
    const { context, violations, messages } = await watchedContext({
      baseURL: baseUrl12,
      acceptDownloads: true,
    });
    try {
      const match = (await allMatches(12)).find((m) => m.status === 'final' && m.homeTeam && m.awayTeam);
      if (!match) throw new Error('National 12 has no final match');
      const page = await context.newPage();
      await open(page, `/matches/${match._id}`);
      const [file] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: /^Report/ }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(`${match._id}-match-report.pdf`);
      expect(violations).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('should report no violation on the API docs page as it lists and opens operations', async () => {
    const { context, violations, messages } = await watchedContext();
    try {
      const page = await context.newPage();
      await open(page, `${API_PREFIX}/docs`);
      const operation = page.locator('.swagger-ui .opblock-summary').first();
      await operation.waitFor({ timeout: 30_000 });
      await operation.click();
      await page.locator('.swagger-ui .opblock-body').first().waitFor();
      expect(violations).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('should report no violation on the embeds and the page that explains them, its preview framed', async () => {
    const { context, violations, messages } = await watchedContext();
    try {
      const page = await context.newPage();
      const live = (await allMatches()).find((m) => m.homeTeam && m.status !== 'pre-game');
      if (!live) throw new Error('The demo has no match played');
      for (const path of [
        `/embed/ladder/${live.competition._id}`,
        `/embed/fixtures/${live.homeTeam!._id}`,
        `/embed/results/${live.homeTeam!._id}`,
      ]) {
        await open(page, path);
        await page.locator('.embed__title').waitFor();
      }
      await open(page, '/embed');
      await page.frameLocator('.embed-docs__preview').locator('.embed__title').waitFor();
      expect(violations).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('should report what it blocks: an inline script and a style attribute (so the checks above see violations)', async () => {
    const { context, violations } = await watchedContext();
    try {
      const page = await context.newPage();
      await open(page, '/tabs/explore');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.e2eInlineRan = true';
        document.head.append(script);
        document.body.setAttribute('style', 'outline: 1px solid red');
        return (window as { e2eInlineRan?: boolean }).e2eInlineRan === true;
      });
      expect(ran).toBe(false);
      await expect
        .poll(() => violations.map((v) => v.directive).sort())
        .toEqual(['script-src-elem', 'style-src-attr']);
    } finally {
      await context.close();
    }
  });
});
