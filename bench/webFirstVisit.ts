import { type Browser, errors, type Request } from 'playwright-core';
import { launchBrowser, phoneContext } from './browser';

/** The page is done loading scripts once none has been asked for in this long after load. */
const QUIET_MS = 2_000;
/** A page that keeps loading scripts is reported as it stands after this long. */
const DEADLINE_MS = 20_000;

/** One script response: its file and its body as sent (compressed), with the encoding. */
interface Script {
  file: string;
  bytes: number;
  encoding: string;
}

/** What a first visit loaded: every same-origin /assets/*.js response, and whether it settled. */
interface FirstVisit {
  scripts: Script[];
  quiet: boolean;
}

/** A built script of the app, on the page's own origin (not an embed's or a third party's). */
const isAppScript = (url: string, origin: string) => {
  const { origin: from, pathname } = new URL(url);
  return from === origin && /^\/assets\/[^/]+\.js$/.test(pathname);
};

/**
 * A finished script request's encoded body size: `responseBodySize` is the bytes as sent, the
 * build's .br file when the browser accepts brotli (checked against web/dist/assets/*.br).
 */
async function scriptOf(request: Request): Promise<Script> {
  const response = await request.response();
  return {
    file: new URL(request.url()).pathname.replace(/^\/assets\//, ''),
    bytes: (await request.sizes()).responseBodySize,
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
  };
}

/**
 * One first visit, CPU not slowed: every app script the page requests, the lazily loaded
 * screen chunks and the service worker's registration chunk included, until no script has been
 * requested for 2 s after load (or 20 s have passed).
 */
async function firstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const { origin } = new URL(url);
    const scripts: Promise<Script>[] = [];
    let inFlight = 0;
    let lastRequest = 0;
    page.on('request', (request) => {
      if (!isAppScript(request.url(), origin)) return;
      inFlight++;
      lastRequest = performance.now();
    });
    page.on('requestfinished', (request) => {
      if (!isAppScript(request.url(), origin)) return;
      inFlight--;
      scripts.push(scriptOf(request));
    });
    page.on('requestfailed', (request) => {
      if (isAppScript(request.url(), origin)) inFlight--;
    });
    const started = performance.now();
    // A load slower than the deadline is reported as still loading, with what came so far.
    await page.goto(url, { waitUntil: 'load', timeout: DEADLINE_MS }).catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
    const loaded = performance.now();
    const quiet = () => inFlight === 0 && performance.now() - Math.max(loaded, lastRequest) >= QUIET_MS;
    while (!quiet() && performance.now() - started < DEADLINE_MS) await page.waitForTimeout(100);
    return { scripts: await Promise.all(scripts), quiet: quiet() };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript a first visit to each screen downloads, measured in the browser: the real
 * figure a fan's phone fetches before the screen is usable, not only the first chunk. The
 * budget test counts the same from the build's manifest; this catches what the manifest does
 * not say, such as a chunk the app loads itself once the screen shows.
 */
export async function firstVisitFigures(base: string, paths: string[]): Promise<Record<string, string>> {
  const browser = await launchBrowser();
  try {
    const figures: Record<string, string> = {};
    for (const path of paths) {
      const { scripts, quiet } = await firstVisit(browser, `${base}${path}`);
      const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const encodings = [...new Set(scripts.map((s) => s.encoding))].join(' and ');
      const brotli = encodings === 'br' ? 'brotli' : `as sent (${encodings || 'none'})`;
      figures[`first visit JS ${path}`] =
        `${kb(bytes)} ${brotli} in ${scripts.length} requests${quiet ? '' : ` (still loading after ${DEADLINE_MS / 1000} s)`}`;
      figures[`  files ${path}`] = scripts
        .sort((a, b) => b.bytes - a.bytes)
        .map((s) => `${s.file} ${kb(s.bytes)}`)
        .join(', ');
    }
    return figures;
  } finally {
    await browser.close();
  }
}
