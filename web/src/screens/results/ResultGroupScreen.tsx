import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isEmptyResultLayout,
  parseRouteId,
  type ResultGroup,
  type ResultGroupLayout,
  resultGroupLayout,
  resultGroupTitle,
} from '@touchline/domain';
import { useParams } from 'react-router';
import { EMPTY, ERRORS } from '../../api/errors';
import { resultGroupQueries } from '../../api/resultGroups';
import { usePresentation } from '../../shell/useNationalSetup';
import { EmptyState } from '../../ui/EmptyState';
import { isNotFound } from '../../ui/PageState';
import { useLoggedError } from '../../ui/useLoggedError';
import { HeadToHeadList } from './HeadToHeadList';
import { RankedTable } from './RankedTable';
import { ResultGroupHeader } from './ResultGroupHeader';
import { ResultGroupNotFound, ResultGroupSkeleton, ResultsLoadError } from './ResultStates';
import { SetTables } from './SetTables';
import '../explore/cards.css';
import './results.css';

/**
 * A result group's display (spec 2.15): the header, then the results laid out for the group's
 * sport type. A new id in the address loads that group afresh; an id no group can have, or one
 * the server does not know, shows 'No data' with the way back to the list.
 */
export function ResultGroupScreen() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ResultGroupNotFound />;
  return <GroupLoader key={id} id={id} />;
}

function GroupLoader({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const group = useQuery({
    ...resultGroupQueries.detail(id),
    // Opened from the list, which holds every group whole: show that copy while the group loads.
    placeholderData: () =>
      queryClient.getQueryData(resultGroupQueries.list().queryKey)?.find((g) => g._id === id),
  });
  useLoggedError(ERRORS.resultGroups, group.error);
  if (group.data) return <GroupView group={group.data} />;
  if (group.error) {
    // An unknown id, or one of another national (the server does not tell them apart).
    if (isNotFound(group.error)) return <ResultGroupNotFound />;
    return (
      <ResultsLoadError
        what="The results"
        heading="h1"
        onRetry={() => void group.refetch()}
        retrying={group.isFetching}
      />
    );
  }
  return <ResultGroupSkeleton />;
}

function GroupView({ group }: { group: ResultGroup }) {
  const { timezone } = usePresentation();
  const layout = resultGroupLayout(group, timezone);
  return (
    <article className="result-group" aria-labelledby="result-group-title">
      <ResultGroupHeader group={group} timeZone={timezone} />
      {isEmptyResultLayout(layout) ? (
        <EmptyState>{EMPTY.noData}</EmptyState>
      ) : (
        <Results layout={layout} caption={`${resultGroupTitle(group)} results`} />
      )}
    </article>
  );
}

function Results({ layout, caption }: { layout: ResultGroupLayout; caption: string }) {
  switch (layout.kind) {
    case 'table':
      return <RankedTable layout={layout} caption={caption} />;
    case 'headToHead':
      return <HeadToHeadList layout={layout} />;
    case 'sets':
      return <SetTables layout={layout} caption={caption} />;
    default:
      return null;
  }
}
