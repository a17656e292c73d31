import { useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@touchline/domain';
import { parseRouteId } from '@touchline/domain';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { teamPageQueries } from '../../api/teamPages';
import { useBranding } from '../../shell/branding';
import { usePresentation } from '../../shell/useNationalSetup';
import { addRecentlyViewed } from '../../state/storage';
import { Tabs } from '../../ui/Tabs';
import { useQueryParams } from '../../ui/useQueryParam';

import { PageError, PageSkeleton } from './PageStates';
import { SeasonSummary } from './SeasonSummary';
import { TeamHeader } from './TeamHeader';
import { TeamMatches } from './TeamMatches';
import { TeamOverview } from './TeamOverview';
import { useTeamSeason } from './useTeamSeason';
import './team.css';

const VIEWS = [
  { value: 'overview', label: 'Overview' },
  { value: 'matches', label: 'Matches' },
  { value: 'summary', label: 'Season Summary' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/**
 * A team (spec 2.11): its header, 'Filter Season', and the Overview, Matches and Season Summary
 * tabs. Viewing it adds it to the recently viewed list; a team that does not exist goes to
 * /teams. The season, tab and the tabs' own choices are in the address.
 */
export function TeamScreen() {
  const id = parseRouteId(useParams().id);
  const { prefix } = useBranding();
  if (id === null) return <Navigate to={`${prefix}/teams`} replace />;
  return <TeamPage key={id} teamId={id} />;
}

function TeamPage({ teamId }: { teamId: number }) {
  const query = useQuery(teamPageQueries.team(teamId));
  const { prefix } = useBranding();
  const team = query.data?.team[0];
  useEffect(() => {
    if (team)
      addRecentlyViewed({
        type: 'team',
        entity: { _id: team._id, name: team.name, imgUrl: team.imgUrl ?? team.meta.imgUrl ?? null },
      });
  }, [team]);

  if (query.error instanceof ApiError && query.error.status < 500)
    return <Navigate to={`${prefix}/teams`} replace />;
  if (query.data && !team) return <Navigate to={`${prefix}/teams`} replace />;
  if (query.error)
    return <PageError what="team" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data || !team) return <PageSkeleton label="Loading the team…" />;
  return <TeamView detail={query.data} />;
}

function TeamView({ detail }: { detail: TeamDetail }) {
  const presentation = usePresentation();
  const [params, update] = useQueryParams();
  const season = useTeamSeason(detail);
  const view: View = VIEWS.find((v) => v.value === params.get('view'))?.value ?? 'overview';
  return (
    <article className="team-page" aria-labelledby="team-title">
      <TeamHeader detail={detail} season={season} />
      <Tabs
        label="Team sections"
        tabs={VIEWS}
        current={view}
        onChange={(next) => update({ view: next === 'overview' ? null : next })}
      >
        {view === 'overview' && (
          <TeamOverview detail={detail} matches={season.matches} presentation={presentation} />
        )}
        {view === 'matches' && (
          <TeamMatches detail={detail} matches={season.matches} presentation={presentation} />
        )}
        {view === 'summary' && (
          <SeasonSummary detail={detail} matches={season.matches} presentation={presentation} />
        )}
      </Tabs>
    </article>
  );
}
