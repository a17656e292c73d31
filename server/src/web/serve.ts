import fastifyStatic from '@fastify/static';
import { API_PREFIX, parseEmbedPath } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import type { Subjects } from '../cards/subjects';
import { createLinkPreviews } from './linkPreviews';
import { serveManifest } from './manifest';
import { sendPrecompressed } from './precompressed';
import type { WebShell } from './shell';

/**
 * Serves the built web app, with index.html for every client-side route and embed.html for the
 * embeds (/embed/ladder/{id}, /embed/fixtures/{id}, /embed/results/{id}). The pages and sw.js
 * carry the deployment's national, so they are sent from memory as `loadWebShell` made them at
 * start; the manifest is the national's (`serveManifest`); @fastify/static sends the rest as
 * built. Hashed files under /assets/ are cached for good; everything else (the page, the service
 * worker and its workbox-*.js, icons) is revalidated on every load, so a new version is found at
 * once. The build writes .br and .gz copies, sent to browsers that accept them. A match's, team's
 * or competition's page carries its link preview (`createLinkPreviews`).
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  shell: WebShell,
  options: { nationalId: number; subjects: Subjects },
) {
  const { nationalId, subjects } = options;
  const pageFor = createLinkPreviews({
    html: shell.index.identity.toString('utf8'),
    subjects,
    publicUrl: app.publicUrl,
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // .br and .gz are found by preCompressed next to their originals; the shell's files are
    // served from memory below, as their copies on disk lack the national (and a build from
    // before the manifest was the server's may still hold a static one).
    globIgnore: ['**/*.br', '**/*.gz', 'index.html', 'embed.html', 'sw.js', 'manifest.webmanifest'],
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // Made and compressed at start: @fastify/compress must leave them alone.
  const fromMemory = { schema: { hide: true }, compress: false } as const;
  app.get('/', fromMemory, (request, reply) => sendPrecompressed(request, reply, shell.index));
  app.get('/index.html', fromMemory, (request, reply) => sendPrecompressed(request, reply, shell.index));
  app.get('/sw.js', fromMemory, (request, reply) => sendPrecompressed(request, reply, shell.serviceWorker));
  await serveManifest(app, nationalId);
  app.get('/*', fromMemory, async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return reply.callNotFound();
    const path = request.url.split('?')[0]!;
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    // An embed is its own small page (see security.ts for who may frame it); /embed itself, the
    // page that explains them, is the app's.
    if (parseEmbedPath(path)) return sendPrecompressed(request, reply, shell.embed);
    return sendPrecompressed(request, reply, (await pageFor(request)) ?? shell.index);
  });
}
