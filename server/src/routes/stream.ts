import type { Socket } from 'node:net';
import { Id } from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { loggable } from '../db/errors';
import type { StreamStart } from '../live/openings';
import { STREAM_HEADERS, streamHead } from '../live/streamHead';
import { NationalHeaders, type Routes } from './shared';

const RETRY = Buffer.from('retry: 3000\n\n');

// Any id is taken: one this server never gave (not a number, or too long) earns a reset.
const StreamHeaders = Type.Object({
  ...NationalHeaders.properties,
  'last-event-id': Type.Optional(Type.String()),
});
const StreamQuery = Type.Object({ lastEventId: Type.Optional(Type.String()) });
const ErrorRef = Type.Ref('Error');
/** A stream's answers, for the OpenAPI document: the events, or an error before they start. */
const StreamResponses = {
  200: {
    description: 'The event stream',
    content: { 'text/event-stream': { schema: Type.String({ description: 'Server-Sent Events.' }) } },
  },
  400: ErrorRef,
  404: ErrorRef,
  429: ErrorRef,
  503: ErrorRef,
};

/**
 * The position a client asks to resume from (Last-Event-ID, or ?lastEventId=): null when it
 * sends none, and Infinity for an id that is no position at all, so that it is unknown like
 * one past the log's end and gets a snapshot and a reset.
 */
const askedPosition = (raw: string | undefined): number | null => {
  if (raw === undefined || raw === '') return null;
  // Positions stay far below 10^15; a longer number, like any other text, is none of ours.
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.POSITIVE_INFINITY;
};

/**
 * Counts a stream against its address's limit (match and competition streams alike, since a
 * browser holds both) and the node's, or answers 429 or 503, then takes the socket over and
 * starts the event stream with the headers every answer gets (`streamHead`). The address is
 * the socket's, or the client's that X-Forwarded-For names when the proxy is trusted
 * (TRUST_PROXY). The stream is written straight to the socket, its end marked by closing it:
 * one write per frame, without chunked encoding's framing, since fan-out writes each frame to
 * thousands. A HEAD gets the headers alone, as a finished answer: nothing is held or counted.
 */
async function serveStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  start: StreamStart,
  attach: (res: Socket, from: number, latest: number) => Promise<void>,
) {
  if (start === 'quiet') return reply.code(204).send(null);
  if (request.method === 'HEAD') return reply.headers(STREAM_HEADERS).send();
  const release = app.live.streams.admit(request.ip);
  const head = streamHead(reply);
  reply.hijack();
  const res = reply.raw.socket!;
  res.on('close', release);
  const first = start.first(Date.now());
  res.write(first ? Buffer.concat([head, RETRY, first]) : Buffer.concat([head, RETRY]));
  try {
    await attach(res, start.from, start.latest);
  } catch (error) {
    request.log.error({ err: loggable(error) }, 'live stream failed');
    res.destroy();
  }
  return reply;
}

/**
 * The resumable live streams, as Server-Sent Events: a match's, and a competition's (the
 * messages of all its matches, for lists). Each message's id is its log position. A client
 * resuming with Last-Event-ID gets exactly what it missed; an unknown id gets a snapshot and a
 * reset. A final match that has gone quiet answers 204, so browsers stop reconnecting.
 */
export const streamRoutes: Routes = async (app) => {
  app.get(
    '/live/matches/:matchId/stream',
    {
      config: { cache: false },
      schema: {
        operationId: 'streamMatch',
        summary: "Follow a match's live stream",
        security: [],
        tags: ['Live updates'],
        description:
          'text/event-stream of the match’s messages on the channels match-{id}, match-timer-{id} and match-setscores-{id}. Each frame’s data is {channel, event, data}; every event and its data are declared in LIVE_MESSAGES (domain/src/api/live.ts). A new client first gets a snapshot (with serverTime, the server’s clock); one whose Last-Event-ID is unknown then gets a reset. Send Last-Event-ID to resume. 204 once the match is final and quiet; 429 past the per-address stream limit (match and competition streams together); 503 with Retry-After while the server holds all the streams it may.',
        headers: StreamHeaders,
        params: Type.Object({ matchId: Id }),
        querystring: StreamQuery,
        response: {
          ...StreamResponses,
          204: Type.Null({ description: 'The match is final and quiet: stop reconnecting' }),
        },
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      const asked = askedPosition(request.headers['last-event-id'] ?? request.query.lastEventId);
      const start = await app.live.openings.match(national, params.matchId, asked);
      return serveStream(app, request, reply, start, (res, from, latest) =>
        app.live.hub.attach(params.matchId, from, res, latest),
      );
    },
  );

  app.get(
    '/live/competitions/:id/stream',
    {
      config: { cache: false },
      schema: {
        operationId: 'streamCompetition',
        summary: "Follow a competition's live stream",
        security: [],
        tags: ['Live updates'],
        description:
          'text/event-stream of every live message of the competition’s matches, for lists: one stream instead of one per match (a browser holds at most 6 connections per origin over HTTP/1.1). Each match’s messages are the very frames its own stream sends, on its channels (match-{id}, match-timer-{id}, match-setscores-{id}), in log order. A new client first gets a snapshot on the channel competition-{id} (CompetitionSnapshot: serverTime, and the public matches under way with their status, scores, clock, set scores and timeouts); one whose Last-Event-ID is unknown then gets a reset. Send Last-Event-ID to resume: exactly what was missed follows, in order. A competition whose results are not public streams an empty snapshot and none of its matches’ messages; matches in hidden rounds are left out likewise. 404 for an unknown competition; 429 past the per-address stream limit (match and competition streams together); 503 with Retry-After while the server holds all the streams it may.',
        headers: StreamHeaders,
        params: Type.Object({ id: Id }),
        querystring: StreamQuery,
        response: StreamResponses,
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      const asked = askedPosition(request.headers['last-event-id'] ?? request.query.lastEventId);
      const start = await app.live.openings.competition(national, params.id, asked);
      return serveStream(app, request, reply, start, (res, from, latest) =>
        app.live.hub.attachCompetition(params.id, from, res, latest),
      );
    },
  );
};
