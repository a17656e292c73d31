import { Id, NATIONAL_ID_HEADER } from '@touchline/domain';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { loadCompetitionCalendar, loadTeamCalendar } from '../commands/calendars';
import { NationalHeaders, ofAllResults, ofCompetition, type Routes } from './shared';

/** RFC 5545's media type. */
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

// A calendar app subscribing to a feed sends no headers of ours: the national may come in the
// query instead (see nationalInQuery in plugins/national.ts).
const CalendarHeaders = Type.Object({
  [NATIONAL_ID_HEADER]: Type.Optional(NationalHeaders.properties[NATIONAL_ID_HEADER]),
});
const CalendarQuery = Type.Object({
  national: Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,8}$',
      description: `The national body id, for clients that cannot send the '${NATIONAL_ID_HEADER}' header (calendar apps). The header wins when both are sent.`,
    }),
  ),
});
const ErrorRef = Type.Ref('Error');
const CalendarResponses = {
  200: {
    description: 'The calendar (RFC 5545)',
    content: { 'text/calendar': { schema: Type.String({ description: 'An iCalendar feed.' }) } },
  },
  400: ErrorRef,
  404: ErrorRef,
};

/**
 * Where each event's link goes: PUBLIC_URL, else the server's origin as the request that built
 * the feed reached it (a feed is cached per national and path, not per host name).
 */
const originOf = (request: FastifyRequest) =>
  request.server.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * Calendar feeds: a team's and a competition's matches, for a fan's calendar app. Cached and
 * invalidated like the JSON reads they mirror (the team page, the competition's match list).
 */
export const calendarRoutes: Routes = async (app) => {
  const tags = ['Calendars'];

  app.get(
    '/live/teams/:id/calendar.ics',
    {
      config: { cache: 'live', nationalInQuery: true },
      schema: {
        operationId: 'getTeamCalendar',
        summary: "Get a team's calendar feed",
        security: [],
        tags,
        description:
          "The team's matches as an iCalendar feed: one event per dated match, whose UID stays the same when it is moved, with the venue, a link to the match centre and the final score in the title. 404 when there is no such team.",
        headers: CalendarHeaders,
        params: Type.Object({ id: Id }),
        querystring: CalendarQuery,
        response: CalendarResponses,
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(
        request,
        reply,
        ofAllResults(national),
        () => loadTeamCalendar(app.db, national, params.id, originOf(request)),
        { contentType: CALENDAR_TYPE },
      );
    },
  );

  app.get(
    '/live/competitions/:id/calendar.ics',
    {
      config: { cache: 'live', nationalInQuery: true },
      schema: {
        operationId: 'getCompetitionCalendar',
        summary: "Get a competition's calendar feed",
        security: [],
        tags,
        description:
          "The competition's matches as an iCalendar feed, like a team's. No events when its results are not public (display.result false). 404 when there is no such competition.",
        headers: CalendarHeaders,
        params: Type.Object({ id: Id }),
        querystring: CalendarQuery,
        response: CalendarResponses,
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(
        request,
        reply,
        ofCompetition(national, params.id),
        () => loadCompetitionCalendar(app.db, national, params.id, originOf(request)),
        { contentType: CALENDAR_TYPE },
      );
    },
  );
};
