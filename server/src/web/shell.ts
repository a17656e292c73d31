import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NATIONAL_ID_META } from '@touchline/domain';
import { type Precompressed, precompress } from './precompressed';

/** The built web app does not have what the server needs to serve it; rebuild it. */
export class WebBuildError extends Error {
  override name = 'WebBuildError';
}

/** The two files served with the deployment's national in them, built once at start. */
export interface WebShell {
  index: Precompressed;
  serviceWorker: Precompressed;
  /** The embeds' page (embed.html), for other sites' iframes: no app shell, the national in it too. */
  embed: Precompressed;
  /** CSP sources of the page's inline <style> elements, so the CSP needs no 'unsafe-inline'. */
  styleHashes: string[];
}

const REBUILD = 'rebuild the web app (npm run build)';

// The build inlines the entry's stylesheet (see inlineEntryCss in web/vite.config.ts).
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

// The value is whatever the build left there (web/index.html has a placeholder).
const META = new RegExp(`(<meta name="${NATIONAL_ID_META}" content=")[^"]*(")`, 'g');

// Workbox's precache manifest entry for the page, either way round: the build's injectManifest
// writes {"revision":"...","url":"index.html"} (keys sorted), generateSW {url:"index.html",revision:"..."}.
const URL_KEY = String.raw`"?url"?\s*:\s*"index\.html"`;
const REVISION_KEY = String.raw`"?revision"?\s*:\s*"`;
const INDEX_ENTRY = new RegExp(
  String.raw`(\{\s*${URL_KEY}\s*,\s*${REVISION_KEY})[^"]*(")|(\{\s*${REVISION_KEY})[^"]*("\s*,\s*${URL_KEY})`,
  'g',
);

/**
 * Reads the build's index.html, embed.html and sw.js and makes the copies this deployment serves:
 * the pages with `nationalId` in their meta tag, and the service worker with the page's precache revision
 * set to a hash of that page. So a worker installed under one national sees a new version when
 * the server restarts with another, rather than keeping the old national's page.
 */
export function loadWebShell(root: string, nationalId: number): WebShell {
  const html = withNationalId(read(root, 'index.html'), nationalId, path.join(root, 'index.html'));
  const serviceWorker = withIndexRevision(read(root, 'sw.js'), html, path.join(root, 'sw.js'));
  const embed = withNationalId(read(root, 'embed.html'), nationalId, path.join(root, 'embed.html'));
  return {
    index: precompress(html, 'text/html; charset=utf-8'),
    serviceWorker: precompress(serviceWorker, 'text/javascript; charset=utf-8'),
    embed: precompress(embed, 'text/html; charset=utf-8'),
    styleHashes: [...html.matchAll(INLINE_STYLE)].map(([, css]) => hashSource(css!)),
  };
}

/** A CSP hash source: SHA-256 of the element's text, as the browser hashes it. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The page with the national in its meta tag and every other byte as built. */
function withNationalId(html: string, nationalId: number, file: string): string {
  const found = html.match(META)?.length ?? 0;
  if (found !== 1)
    throw new WebBuildError(
      `${file} must hold one <meta name="${NATIONAL_ID_META}" content="..."> to carry the national, ` +
        `but holds ${found}; ${REBUILD}`,
    );
  return html.replace(META, `$1${nationalId}$2`);
}

/** The service worker with the page's precache revision set to the served page's hash. */
function withIndexRevision(serviceWorker: string, html: string, file: string): string {
  const found = serviceWorker.match(INDEX_ENTRY)?.length ?? 0;
  if (found !== 1)
    throw new WebBuildError(
      `${file} must hold one precache entry {url:"index.html",revision:"..."}, but holds ${found}; ${REBUILD}`,
    );
  // MD5, as Workbox computes the build's revisions.
  const revision = createHash('md5').update(html).digest('hex');
  return serviceWorker.replace(
    INDEX_ENTRY,
    (_entry, urlFirst?: string, urlFirstEnd?: string, revisionFirst?: string, revisionFirstEnd?: string) =>
      `${urlFirst ?? revisionFirst}${revision}${urlFirstEnd ?? revisionFirstEnd}`,
  );
}

function read(root: string, name: string): string {
  const file = path.join(root, name);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new WebBuildError(`${file} could not be read (${reason}); ${REBUILD}`);
  }
}
