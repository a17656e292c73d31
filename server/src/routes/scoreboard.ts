import { MatchDay, parseCalendarDay } from '@touchline/domain';
import Type from 'typebox';
import { loadMatchDay, MAX_DAY_MATCHES } from '../commands/scoreboard';
import { badRequest } from '../errors';
import { EntityFilter, NationalHeaders, ofAllResults, type Routes, responses } from './shared';

/** The days the scoreboard can be asked for, as seasons go (`SeasonQuery`). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/**
 * The day's scoreboard: every match of a calendar day in the national's time zone across its
 * public competitions, each with its teams' standings, and the nearest days either side that
 * have matches. Built once per change of any competition's results, like the live list.
 */
export const scoreboardRoutes: Routes = async (app) => {
  app.get(
    '/live/matches/day/:date',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'listMatchesOfDay',
        summary: "List a day's matches",
        security: [],
        tags: ['Matches'],
        description: `Every match (byes left out) kicking off on a calendar day in the national's time zone, across its public competitions whose results are public (or an entity's, as for /live/competitions), by competition order then kick-off, with each team's standing where the competition's ladder is public: the day's scoreboard. At most ${MAX_DAY_MATCHES} (truncated says there were more). previousDay and nextDay are the nearest days either side with a match. A date that is not a real day from ${FIRST_YEAR} to ${LAST_YEAR} is a 400.`,
        headers: NationalHeaders,
        params: Type.Object({
          date: Type.String({
            pattern: '^\\d{4}-\\d{2}-\\d{2}$',
            description: "The day, 'YYYY-MM-DD', e.g. 2026-11-28.",
          }),
        }),
        querystring: Type.Object(EntityFilter),
        response: responses(MatchDay, "The day's matches"),
      },
    },
    async (request, reply) => {
      const { national, params, query } = request;
      const parts = parseCalendarDay(params.date);
      if (!parts || parts.year < FIRST_YEAR || parts.year > LAST_YEAR)
        throw badRequest(`date must be a real day from ${FIRST_YEAR} to ${LAST_YEAR}, written YYYY-MM-DD`);
      return app.answer(request, reply, ofAllResults(national), async () => ({
        data: await loadMatchDay(app.db, national, params.date, query),
      }));
    },
  );
};
