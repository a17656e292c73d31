import { useQuery } from '@tanstack/react-query';
import { type CompetitionSummary, ladderShown, showsSportTable } from '@touchline/domain';
import { EMPTY } from '../../../api/errors';
import { ladderQueries } from '../../../api/ladders';
import { Loading } from '../../../shell/StatusPanels';
import { EmptyState, FailedState } from '../../../ui/EmptyState';
import { GenericTable } from '../../../ui/GenericTable';
import { useLoggedError } from '../../../ui/useLoggedError';
import { TeamLadder } from './TeamLadder';

/**
 * The ladder tab (spec 2.7): a team competition's standings, or for an individual
 * (multi-sport) competition the generic titled table of its overall standings.
 */
export function LadderView({ competition }: { competition: CompetitionSummary }) {
  if (!showsSportTable(competition))
    return <TeamLadder key={competition._id} competitionId={competition._id} />;
  // The team ladder's response says when it is withheld; the sport table's does not.
  if (!ladderShown(competition)) return <EmptyState>{EMPTY.laddersNotPublic}</EmptyState>;
  return <SportLadder key={competition._id} competition={competition} />;
}

function SportLadder({ competition }: { competition: CompetitionSummary }) {
  const ladder = useQuery(ladderQueries.sport(competition._id));
  useLoggedError('Error fetching ladder', ladder.error);
  if (ladder.isPending) return <Loading label="Loading the ladder" />;
  if (ladder.isError && !ladder.data)
    return (
      <FailedState
        error={ladder.error}
        notFound={EMPTY.noLadder}
        onRetry={() => void ladder.refetch()}
        retrying={ladder.isFetching}
      />
    );
  return <GenericTable data={ladder.data.tableData} searchable emptyMessage={EMPTY.noLadder} />;
}
