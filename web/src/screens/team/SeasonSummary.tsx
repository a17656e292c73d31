import { useQuery } from '@tanstack/react-query';
import {
  appearanceRows,
  longDateTime,
  type MatchSummary,
  type PresentationResponse,
  performanceBySeason,
  statColumns,
  type TeamDetail,
} from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { teamPageQueries } from '../../api/teamPages';
import { useQueryParams } from '../../ui/useQueryParam';
import { CompetitionSelect } from './CompetitionSelect';
import { chosenCompetition, competitionsOf } from './competitionChoice';
import { LadderPositionChart } from './LadderPositionChart';
import { AppearancesTable, PerformanceTable } from './StatTables';

interface SeasonSummaryProps {
  detail: TeamDetail;
  matches: MatchSummary[];
  presentation: PresentationResponse;
}

/**
 * Season Summary (spec 2.11): 'Performance By Season' over every season, then 'Filter by
 * Competition' for this season's 'Appearances', and the team's ladder position after each round
 * of that competition (beyond the spec). Stat columns follow the national's order.
 */
export function SeasonSummary({ detail, matches, presentation }: SeasonSummaryProps) {
  const [params] = useQueryParams();
  const team = detail.team[0]!;
  const types = useQuery(teamPageQueries.eventTypes(detail.matches.map((m) => m.competition._id)));
  const columns = statColumns(
    types.data?.allEventsCombined.scoringEvents ?? [],
    presentation.settings.statColumnOrder,
  );
  const competitions = competitionsOf(matches);
  const competition = chosenCompetition(competitions, params.get('competition'));
  const us = () => ({ _id: team._id, name: team.name });
  const seasons = performanceBySeason(detail.matches, detail.eventCounts, columns, us);
  const rows = appearanceRows(
    matches.filter((m) => m.competition._id === competition?._id),
    detail.eventCounts,
    columns,
    () => team._id,
  );

  if (detail.matches.length === 0)
    return (
      <section className="page-card">
        <p className="page-card__empty">{EMPTY.noSeasonMatches}</p>
      </section>
    );
  return (
    <div className="page-grid">
      <section className="page-card page-card--wide" aria-labelledby="performance-title">
        <h2 id="performance-title" className="page-card__title">
          Performance By Season
        </h2>
        <PerformanceTable rows={seasons} columns={columns} />
      </section>
      <section className="page-card page-card--wide" aria-labelledby="appearances-title">
        <h2 id="appearances-title" className="page-card__title">
          Appearances
        </h2>
        <div className="page-filters">
          <CompetitionSelect label="Filter by Competition" competitions={competitions} chosen={competition} />
        </div>
        {rows.length === 0 ? (
          <p className="page-card__empty">{EMPTY.noSeasonMatches}</p>
        ) : (
          <AppearancesTable
            rows={rows}
            columns={columns}
            timeLabel={(m) => (m.dateTime ? longDateTime(m.dateTime, presentation.timezone) : 'TBA')}
          />
        )}
      </section>
      {competition && <LadderPositionChart competition={competition} team={team} />}
    </div>
  );
}
