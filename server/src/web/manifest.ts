import { appManifest } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../routes/shared';

/** Where the web app (web/index.html) links its manifest. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The media type of a web app manifest. */
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/**
 * The installed app's manifest, for the national this server shows (NATIONAL_ID): its name,
 * short name and colours (`appManifest`), so one build installs as any national's app. Built
 * from the national's row and cached like the other catalogue reads, so a change of its name or
 * colours reaches the next manifest a browser asks for.
 */
export async function serveManifest(app: FastifyInstance, nationalId: number) {
  app.get(MANIFEST_PATH, { schema: { hide: true }, config: { cache: 'catalogue' } }, (request, reply) =>
    app.answer(
      request,
      reply,
      catalogue({ id: nationalId }),
      async () => JSON.stringify(appManifest(await app.versions.national(nationalId))),
      { contentType: MANIFEST_TYPE },
    ),
  );
}
