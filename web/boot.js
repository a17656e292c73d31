// The page's boot script: a few lines the page loads beside the app's code (index.html), so
// what a first screen needs starts while that code, most of the download, is still arriving on
// a slow network: the national's settings (the app's shell waits for them) and, for the screens
// a visit most often opens on, their own code and data. The app takes the answers from
// `__touchlineBoot` (src/api/client.ts) instead of asking again. The build writes the screens'
// chunks in place of __BOOT_SCREENS__ (bootScript in vite.config.ts). Plain script, no modules.
(() => {
  // The app is already running (its code was cached): it asks for everything itself.
  if (window.__touchlineStarted) return;
  const screens = __BOOT_SCREENS__;
  const meta = document.querySelector('meta[name="touchline:national-id"]');
  const national = meta ? meta.getAttribute('content') : null;
  // Under the branded prefix (/c/{level}/{name}) the screens are the same.
  const path = location.pathname.replace(/^\/c\/[^/]+\/[^/]+(?=\/|$)/, '') || '/';
  // The scorer's console is outside the fans' frame and asks for none of this.
  if (/^\/score(\/|$)/.test(path)) return;
  const asked = ['/live/nationals/presentation', '/live/nationals/modules'];
  for (const screen of screens) {
    const match = new RegExp(screen.path).exec(path);
    if (!match) continue;
    for (const file of screen.js) hint('modulepreload', file);
    for (const file of screen.css) hint('preload', file, 'style');
    for (const api of screen.api) asked.push(api.replace('{id}', match[1]));
    break;
  }
  if (!national || !/^\d+$/.test(national)) return;
  const answers = {};
  for (const api of asked) {
    answers[api] = fetch(`/touchline/api/v1${api}`, {
      headers: { accept: 'application/json', 'national-id': national },
      cache: 'no-cache',
    });
    // A failure is the app's to handle when it takes the answer (it then asks again); one it
    // never takes is no error to report.
    answers[api].catch(() => undefined);
  }
  window.__touchlineBoot = answers;

  function hint(rel, href, as) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    // As Vite's own preloads ask, so the browser takes these answers when they are asked for.
    link.crossOrigin = '';
    if (as) link.as = as;
    document.head.appendChild(link);
  }
})();
