import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes `.br` and `.gz` copies next to every text file of the build, once every other plugin
 * (the service worker included) has written its files, so the server sends them as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'touchline:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!/\.(js|css|html|svg|webmanifest)$/.test(file)) continue;
          const source = readFileSync(file);
          const brotli = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
          if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}

/**
 * Puts the entry's stylesheet (a few KB) into index.html, so the first paint waits for one
 * response instead of two. The file stays in the build for the manifest's sake.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'touchline:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = String(html.source).replace(
        /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g,
        (link, file: string) => {
          const css = bundle[file];
          return css?.type === 'asset' ? `<style>${String(css.source).trim()}</style>` : link;
        },
      );
    },
  };
}

/**
 * The screens a first visit most often opens on, for the boot script (web/boot.js): the path
 * (after any branded prefix; its first group is the `{id}` of `api`), the screen's source, and
 * the API calls its loader makes first that the boot script may make for it.
 */
const BOOT_SCREENS = [
  { path: '^/tabs/explore$', source: 'src/screens/explore/ExploreScreen.tsx', api: ['/live/seasons'] },
  {
    path: '^/tabs/(?:schedule|ladders|leaderboard)$',
    source: 'src/screens/schedule/ScheduleScreen.tsx',
    api: ['/live/seasons'],
  },
  {
    path: '^/matches/([1-9]\\d*)$',
    source: 'src/screens/match/MatchScreen.tsx',
    api: ['/live/matches/{id}', '/live/matches/{id}/competition-settings'],
  },
];

/**
 * Writes the boot script (web/boot.js, with each BOOT_SCREENS screen's chunks and stylesheets
 * beyond the entry's) as a hashed asset and loads it from index.html, `async`: it starts the
 * national's settings and the screen's code while the app's own code downloads. A file, not an
 * inline script, so the CSP keeps allowing no inline script at all.
 */
function bootScript(): Plugin {
  return {
    name: 'touchline:boot-script',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (roots: string[]) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of roots) visit(file);
        return files;
      };
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(root, 'index.html'),
      );
      if (!entry) return this.error('The build has no entry chunk for index.html');
      const loaded = withImports([entry.fileName]);
      const screens = BOOT_SCREENS.map(({ path: pattern, source, api }) => {
        const screen = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, source));
        if (!screen) return this.error(`The boot script's screen ${source} has no chunk of its own`);
        const js = [...withImports([screen.fileName])].filter((file) => !loaded.has(file));
        const css = [
          ...new Set(js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
        ];
        return { path: pattern, js: js.map((file) => `/${file}`), css: css.map((file) => `/${file}`), api };
      });
      const script = readFileSync(path.join(root, 'boot.js'), 'utf8')
        .replace(/^\s*\/\/.*\n/gm, '')
        .replace('__BOOT_SCREENS__', JSON.stringify(screens));
      const file = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: script }));
      html.source = String(html.source).replace(
        '</head>',
        `  <script src="/${file}" async></script>\n  </head>`,
      );
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Builds the web app into web/dist, which the API server serves with an index.html fallback:
 * an installable PWA whose service worker precaches the app and keeps the API answers it saw,
 * so the app opens offline with the data last seen.
 */
export default defineConfig({
  root,
  plugins: [
    react(),
    VitePWA({
      // A worker of our own (src/pwa/sw.ts: the precache, the offline routes and the push
      // notifications), into which the build writes the precache manifest.
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      // web/src/pwa/UpdatePrompt.tsx registers it, after the first render.
      injectRegister: false,
      // The manifest is the national's: the server answers /manifest.webmanifest itself
      // (server/src/web/manifest.ts), with its name and colours, and index.html links it. None
      // is written here, so the service worker precaches no copy that could go stale.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wav}'],
        // The PDF library and its fonts (about 2 MB) load only when a visitor asks for a PDF;
        // they are kept by the worker's runtime rule once used, not fetched by every install.
        // The embeds (embed.html and its script) are for other sites' iframes, not the app.
        globIgnores: ['**/pdfmake-*.js', '**/vfs_fonts-*.js', 'embed.html', '**/embed-*.{js,css}'],
      },
    }),
    inlineEntryCss(),
    bootScript(),
    precompress(),
  ],
  // The manifest tells scripts/check-budget.mjs which chunks the first screen (and an embed) loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The app, and the embeds for club websites' iframes (src/embed/, no React, no app shell).
      input: { index: path.join(root, 'index.html'), embed: path.join(root, 'embed.html') },
      output: {
        codeSplitting: {
          // React, the router and the query cache change far less often than the app: one
          // chunk of their own, which a returning fan's browser keeps across app releases.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|idb-keyval)[\\/]/,
            },
          ],
          // A common chunk of a few KB costs a phone a request (and a preload tag) per screen:
          // screens that share one get their own copy instead. Schedule went from 21 chunks to
          // 4, at no more bytes than the requests' headers. (Rolldown marks the option
          // experimental; web/test/budget.test.ts and the browser tests check the build.)
          experimentalInlineCommonChunks: { maxSize: 8_000 },
        },
      },
    },
  },
  server: {
    // The API lives under /touchline (API_PREFIX), and the server writes the manifest;
    // `npm run dev` runs it on PORT (8080).
    proxy: {
      '/touchline': `http://localhost:${process.env.PORT || 8080}`,
      '/manifest.webmanifest': `http://localhost:${process.env.PORT || 8080}`,
    },
  },
});
