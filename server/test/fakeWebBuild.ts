import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const INDEX_HTML = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const EMBED_HTML = readFileSync(new URL('../../web/embed.html', import.meta.url), 'utf8');
/** A service worker as small as the server's shell accepts: one precache entry for the page. */
const SW_JS = 'define([],function(e){e.precacheAndRoute([{url:"index.html",revision:"abc"}],{})});\n';

/**
 * A web build the server can serve, in a new temporary folder: the real page and embed page,
 * a minimal service worker, and `extra` files (path to text). The caller removes the folder.
 */
export function fakeWebBuild(prefix: string, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const files = { 'index.html': INDEX_HTML, 'embed.html': EMBED_HTML, 'sw.js': SW_JS, ...extra };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
