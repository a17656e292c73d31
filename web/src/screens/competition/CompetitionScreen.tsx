import { useQuery } from '@tanstack/react-query';
import { parseRouteId } from '@touchline/domain';
import { useParams } from 'react-router';
import { ERRORS } from '../../api/errors';
import { matchQueries } from '../../api/matches';
import { isNotFound, PageLoadError, PageNotFound } from '../../ui/PageState';
import { useLoggedError } from '../../ui/useLoggedError';
import { CompetitionSkeleton } from './CompetitionHeader';
import { CompetitionView } from './CompetitionView';
import './competition.css';

/**
 * The competition matches page (spec 2.14): the competition's matches by day, narrowed by status
 * chips and the round strip. An unknown or malformed id ends in 'No data'.
 */
export function CompetitionScreen() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <CompetitionNotFound />;
  // The page starts afresh when the id changes: its own query, chips and scroll.
  return <CompetitionPage key={id} id={id} />;
}

function CompetitionPage({ id }: { id: number }) {
  const matches = useQuery(matchQueries.byCompetition(id));
  useLoggedError(ERRORS.matchesList, matches.error);
  if (matches.data) return <CompetitionView data={matches.data} />;
  if (matches.error) {
    if (isNotFound(matches.error)) return <CompetitionNotFound />;
    return (
      <PageLoadError
        title={ERRORS.matchesList}
        note="The matches could not be loaded. Check your connection and try again."
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
        narrow
      />
    );
  }
  return <CompetitionSkeleton />;
}

function CompetitionNotFound() {
  return (
    <PageNotFound
      note="This competition could not be found. It may have been removed."
      to="/tabs/explore"
      linkLabel="Explore competitions"
      narrow
    />
  );
}
