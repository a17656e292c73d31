import {
  latestMatch,
  type MatchSummary,
  type PresentationResponse,
  type TeamDetail,
  teamRecord,
} from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { MatchCard } from '../schedule/MatchCard';
import { RosterList } from './RosterList';

interface TeamOverviewProps {
  detail: TeamDetail;
  /** The matches of the chosen season (all for 'All'). */
  matches: MatchSummary[];
  presentation: PresentationResponse;
}

/**
 * Overview (spec 2.11): 'Matches Played', 'Matches Won' and 'Matches Lost' (final matches
 * only), the 'Most Recent Match', and the 'Line Up' unless the team hides its list.
 */
export function TeamOverview({ detail, matches, presentation }: TeamOverviewProps) {
  const team = detail.team[0]!;
  const record = teamRecord(matches, team._id);
  const recent = latestMatch(matches, new Date());
  return (
    <div className="page-grid">
      <section className="page-card page-card--counts" aria-label="Record">
        <dl className="counts">
          <div className="counts__item">
            <dt>Matches Played</dt>
            <dd>{record.played}</dd>
          </div>
          <div className="counts__item">
            <dt>Matches Won</dt>
            <dd>{record.won}</dd>
          </div>
          <div className="counts__item">
            <dt>Matches Lost</dt>
            <dd>{record.lost}</dd>
          </div>
        </dl>
      </section>
      <section className="page-card" aria-labelledby="recent-title">
        <h2 id="recent-title" className="page-card__title">
          Most Recent Match
        </h2>
        {recent ? (
          <MatchCard match={recent} timeZone={presentation.timezone} defaultScoreFFReceived={null} />
        ) : (
          <p className="page-card__empty">{EMPTY.noSeasonMatches}</p>
        )}
      </section>
      <section className="page-card page-card--wide" aria-labelledby="lineup-title">
        <h2 id="lineup-title" className="page-card__title">
          Line Up
        </h2>
        {detail.isHideTeamList ? (
          <p className="page-card__empty">{EMPTY.teamListHidden}</p>
        ) : team.memberDetails.length === 0 ? (
          <p className="page-card__empty">{EMPTY.noTeamList}</p>
        ) : (
          <RosterList members={team.memberDetails} showLogo={presentation.showLogo} />
        )}
      </section>
    </div>
  );
}
