import { teamPageQueries } from '../../api/teamPages';
import type { Loader } from '../loaders';

/** The player page: the member and their matches, while the screen's code downloads. */
export const playerLoader: Loader =
  (queryClient) =>
  ({ params }) => {
    const id = Number(params.playerId);
    if (Number.isInteger(id) && id > 0)
      void queryClient.prefetchQuery(teamPageQueries.member(id)).catch(() => undefined);
    return null;
  };
