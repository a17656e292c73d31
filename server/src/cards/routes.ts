import { createHash } from 'node:crypto';
import { isPlainWholeNumber, parseRouteId } from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHolds } from '../cache/negotiation';
import { badRequest, notFound } from '../errors';
import type { Drawing } from './draw';
import type { Element } from './element';
import {
  BADGE_SIZE,
  BADGE_SVG,
  CARD,
  competitionCard,
  ICON_SIZE,
  matchCard,
  teamCard,
  teamIcon,
} from './layouts';
import { Lru } from './lru';
import { createPainter } from './painter';
import type { Subjects } from './subjects';

/** Where the share cards and notification images are served (outside the API's prefix). */
export const CARD_PATHS = {
  match: (id: number) => `/cards/matches/${id}.png`,
  team: (id: number) => `/cards/teams/${id}.png`,
  competition: (id: number) => `/cards/competitions/${id}.png`,
  teamIcon: (id: number) => `/cards/teams/${id}/icon.png`,
  badge: '/cards/badge.png',
} as const;

/** Images kept in memory, by what they show. */
const IMAGES_KEPT = 300;
// A live score moves on within the minute; a team's or a competition's card seldom changes.
const CACHE_CONTROL = {
  live: 'public, max-age=10',
  match: 'public, max-age=60',
  catalogue: 'public, max-age=300',
  icon: 'public, max-age=86400',
} as const;

interface Drawn {
  etag: string;
  /** The image, drawn only when it is to be sent (a 304 needs none). */
  png(): Promise<Buffer>;
}

/**
 * The share cards (1200x630) of a match, team and competition, a team's notification icon and
 * the notification badge, drawn from what `subjects` reads (public data only). Each image is
 * kept in memory under a strong ETag, the hash of the tree that drew it, so a new score draws
 * a new card and a revalidation of the old one is not answered 304.
 */
export async function cardRoutes(app: FastifyInstance, options: { subjects: Subjects }) {
  const { subjects } = options;
  const images = new Lru<string, Promise<Buffer>>(IMAGES_KEPT);

  const painter = createPainter();
  app.addHook('onClose', () => painter.close());

  /** The image of a drawing, kept under the hash of what it draws (one drawing for requests at once). */
  const kept = (drawing: Drawing): Drawn => {
    const key = createHash('sha256').update(JSON.stringify(drawing)).digest('base64url');
    const etag = `"${key}"`;
    const png = () =>
      images.remember(etag, async () => {
        const { png, layoutMs, rasterMs } = await painter.paint(drawing);
        app.log.debug({ layoutMs, rasterMs, width: drawing.width }, 'card drawn');
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      });
    return { etag, png };
  };
  const draw = (tree: Element, width: number, height: number) => kept({ tree, width, height });

  const send = async (request: FastifyRequest, reply: FastifyReply, drawn: Drawn, cacheControl: string) => {
    reply
      .header('cache-control', cacheControl)
      .header('etag', drawn.etag)
      // Chat apps and other sites show the card from its URL.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (ifNoneMatchHolds(request.headers['if-none-match'], drawn.etag)) return reply.code(304).send();
    return reply.type('image/png').send(await drawn.png());
  };

  const fromMemory = { schema: { hide: true }, compress: false } as const;
  type ById = { Params: { file?: string; id?: string } };

  app.get<ById>('/cards/matches/:file', fromMemory, async (request, reply) => {
    const match = await subjects.match(cardId(request.params.file, 'match'));
    if (!match) throw notFound(`match ${request.params.file?.slice(0, -4)}`);
    const cacheControl = match.live ? CACHE_CONTROL.live : CACHE_CONTROL.match;
    return send(request, reply, draw(matchCard(match), CARD.width, CARD.height), cacheControl);
  });

  app.get<ById>('/cards/teams/:file', fromMemory, async (request, reply) => {
    const team = await subjects.team(cardId(request.params.file, 'team'));
    if (!team) throw notFound(`team ${request.params.file?.slice(0, -4)}`);
    return send(request, reply, draw(teamCard(team), CARD.width, CARD.height), CACHE_CONTROL.catalogue);
  });

  app.get<ById>('/cards/competitions/:file', fromMemory, async (request, reply) => {
    const competition = await subjects.competition(cardId(request.params.file, 'competition'));
    if (!competition) throw notFound(`competition ${request.params.file?.slice(0, -4)}`);
    const drawn = draw(competitionCard(competition), CARD.width, CARD.height);
    return send(request, reply, drawn, CACHE_CONTROL.catalogue);
  });

  app.get<ById>('/cards/teams/:id/icon.png', fromMemory, async (request, reply) => {
    const team = await subjects.team(plainId(request.params.id ?? '', 'team'));
    if (!team) throw notFound(`team ${request.params.id}`);
    return send(request, reply, draw(teamIcon(team.team), ICON_SIZE, ICON_SIZE), CACHE_CONTROL.icon);
  });

  app.get(CARD_PATHS.badge, fromMemory, (request, reply) =>
    send(request, reply, kept({ svg: BADGE_SVG, width: BADGE_SIZE }), CACHE_CONTROL.icon),
  );
}

/** The id of `{id}.png`: 404 for another name, 400 for an id not written as a whole number. */
function cardId(file: string | undefined, what: string): number {
  if (!file?.endsWith('.png')) throw notFound(`image ${String(file).slice(0, 40)}`);
  return plainId(file.slice(0, -'.png'.length), what);
}

/**
 * An id as the API takes one: 400 unless plain digits (`isPlainWholeNumber`), 404 for one no
 * row can have (0, negative, past 32 bits).
 */
function plainId(raw: string, what: string): number {
  if (!isPlainWholeNumber(raw))
    throw badRequest(`A ${what} id is a whole number in plain digits, like 12, not '${raw.slice(0, 40)}'`);
  const id = parseRouteId(raw);
  if (id === null) throw notFound(`${what} ${raw.slice(0, 40)}`);
  return id;
}
