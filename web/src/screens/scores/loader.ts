import { zonedDay } from '@touchline/domain';
import { matchQueries } from '../../api/matches';
import { nationalQueries } from '../../api/national';
import { type Loader, scopeOf } from '../loaders';

/** A day as the address writes it; the screen says so when it is no real day. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Starts the scoreboard's request while its code downloads: the day in the address, else today
 * in the national's time zone. It never waits.
 */
export const scoresLoader: Loader =
  (queryClient) =>
  ({ params }) => {
    if (params.date !== undefined && !DAY.test(params.date)) return null;
    void (async () => {
      const [presentation, scope] = await Promise.all([
        queryClient.ensureQueryData(nationalQueries.presentation()),
        scopeOf(queryClient, params),
      ]);
      const date = params.date ?? zonedDay(new Date(), presentation.timezone);
      await queryClient.prefetchQuery(matchQueries.day(scope, date));
    })().catch(() => undefined);
    return null;
  };
