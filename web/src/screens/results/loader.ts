import { parseRouteId } from '@touchline/domain';
import { resultGroupQueries } from '../../api/resultGroups';
import type { Loader } from '../loaders';

/** The results list: its groups start loading while the screen's code downloads. */
export const resultsLoader: Loader = (queryClient) => () => {
  void queryClient.prefetchQuery(resultGroupQueries.list());
  return null;
};

/** A result group: loaded by id while the screen's code downloads; an impossible id asks nothing. */
export const resultGroupLoader: Loader =
  (queryClient) =>
  ({ params }) => {
    const id = parseRouteId(params.id);
    if (id !== null) void queryClient.prefetchQuery(resultGroupQueries.detail(id));
    return null;
  };
