import { teamPageQueries } from '../../api/teamPages';
import type { Loader } from '../loaders';

/** The team page: the team, with its matches and stats, while the screen's code downloads. */
export const teamLoader: Loader =
  (queryClient) =>
  ({ params }) => {
    const id = Number(params.id);
    if (Number.isInteger(id) && id > 0)
      void queryClient.prefetchQuery(teamPageQueries.team(id)).catch(() => undefined);
    return null;
  };
