import { useQuery } from '@tanstack/react-query';
import {
  appearanceRows,
  defaultSeason,
  latestTeam,
  longDateTime,
  type MemberResponse,
  parseRouteId,
  performanceBySeason,
  playerMatches,
  recordOf,
  statColumns,
} from '@touchline/domain';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { EMPTY } from '../../api/errors';
import { nationalQueries } from '../../api/national';
import { teamPageQueries } from '../../api/teamPages';
import { useBranding } from '../../shell/branding';
import { usePresentation } from '../../shell/useNationalSetup';
import { SelectField } from '../../ui/SelectField';
import { useQueryParams } from '../../ui/useQueryParam';

import { CompetitionSelect } from '../team/CompetitionSelect';
import { chosenCompetition, competitionsOf } from '../team/competitionChoice';
import { PageError, PageSkeleton } from '../team/PageStates';
import { AppearancesTable, PerformanceTable } from '../team/StatTables';
import { PlayerHeader } from './PlayerHeader';
import '../team/team.css';

/**
 * A player (spec 2.12): picture, name, 'SSPD' when suspended, their latest team, 'This Season',
 * 'Performance By Season' and 'Appearances' with expandable rows. A private player's page
 * shows 'Player' with no photo; a member that does not exist goes to /.
 */
export function PlayerScreen() {
  const id = parseRouteId(useParams().playerId);
  const { prefix } = useBranding();
  if (id === null) return <Navigate to={prefix || '/'} replace />;
  return <PlayerPage key={id} memberId={id} />;
}

function PlayerPage({ memberId }: { memberId: number }) {
  const query = useQuery(teamPageQueries.member(memberId));
  const { prefix } = useBranding();
  if (query.error instanceof ApiError && query.error.status < 500)
    return <Navigate to={prefix || '/'} replace />;
  if (query.error)
    return <PageError what="player" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <PageSkeleton label="Loading the player…" />;
  return <PlayerView data={query.data} />;
}

function PlayerView({ data }: { data: MemberResponse }) {
  const presentation = usePresentation();
  const seasons = useQuery(nationalQueries.seasons()).data ?? [];
  const [params, update] = useQueryParams();
  const matches = playerMatches(data.compAndMatches);
  const types = useQuery(teamPageQueries.eventTypes(matches.map((m) => m.competition._id)));
  const columns = statColumns(
    types.data?.allEventsCombined.scoringEvents ?? [],
    presentation.settings.statColumnOrder,
  );
  const now = new Date();
  const team = latestTeam(matches, now);
  const current = defaultSeason(seasons);
  const thisSeason = matches.filter((m) => m.season === current);
  const record = recordOf(thisSeason, (m) => m.team._id);
  const playedSeasons = [...new Set(matches.map((m) => m.season))].sort((a, b) => b - a);
  const asked = Number(params.get('season'));
  const season = playedSeasons.includes(asked)
    ? asked
    : (defaultSeason(
        seasons.filter((s) => playedSeasons.includes(s._id)),
        null,
      ) ??
      playedSeasons[0] ??
      null);
  const ofSeason = matches.filter((m) => m.season === season);
  const competitions = competitionsOf(ofSeason);
  const competition = chosenCompetition(competitions, params.get('competition'));
  const rows = appearanceRows(
    ofSeason.filter((m) => m.competition._id === competition?._id),
    data.eventCounts,
    columns,
    (m) => m.team._id,
  );

  return (
    <article className="team-page" aria-labelledby="player-title">
      <PlayerHeader member={data.member} team={team} showLogo={presentation.showLogo} />
      <div className="page-grid">
        <section className="page-card" aria-labelledby="season-title">
          <h2 id="season-title" className="page-card__title">
            This Season
          </h2>
          <dl className="counts">
            <div className="counts__item">
              <dt>Matches Played</dt>
              <dd>{record.played}</dd>
            </div>
            <div className="counts__item">
              <dt>Won</dt>
              <dd>{record.won}</dd>
            </div>
            <div className="counts__item">
              <dt>Lost</dt>
              <dd>{record.lost}</dd>
            </div>
          </dl>
        </section>
        <section className="page-card" aria-labelledby="performance-title">
          <h2 id="performance-title" className="page-card__title">
            Performance By Season
          </h2>
          {matches.length === 0 ? (
            <p className="page-card__empty">{EMPTY.noSeasonMatches}</p>
          ) : (
            <PerformanceTable
              rows={performanceBySeason(matches, data.eventCounts, columns, (m) => m.team)}
              columns={columns}
              showTeam
            />
          )}
        </section>
        <section className="page-card page-card--wide" aria-labelledby="appearances-title">
          <h2 id="appearances-title" className="page-card__title">
            Appearances
          </h2>
          <div className="page-filters">
            <SelectField
              className="page-filters__field"
              label="Season"
              value={season ?? ''}
              disabled={playedSeasons.length === 0}
              onChange={(value) => update({ season: value, competition: null })}
            >
              {playedSeasons.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <CompetitionSelect label="Competition" competitions={competitions} chosen={competition} />
          </div>
          {rows.length === 0 ? (
            <p className="page-card__empty">{EMPTY.noSeasonMatches}</p>
          ) : (
            <AppearancesTable
              rows={rows}
              columns={columns}
              expandable
              timeLabel={(m) => (m.dateTime ? longDateTime(m.dateTime, presentation.timezone) : 'TBA')}
            />
          )}
        </section>
      </div>
    </article>
  );
}
