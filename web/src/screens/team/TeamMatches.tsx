import {
  completedAndUpcoming,
  type MatchSummary,
  type PresentationResponse,
  type TeamDetail,
} from '@touchline/domain';
import { useId } from 'react';
import { EMPTY } from '../../api/errors';
import { AppLink } from '../../shell/links';
import { useQueryParams } from '../../ui/useQueryParam';
import { MatchCard } from '../schedule/MatchCard';
import { chosenCompetition, competitionsOf } from './competitionChoice';

interface TeamMatchesProps {
  detail: TeamDetail;
  matches: MatchSummary[];
  presentation: PresentationResponse;
}

/**
 * Matches (spec 2.11): a competition select and Completed / Upcoming, then the match cards of
 * that competition: completed newest first, upcoming soonest first (spec 4).
 */
export function TeamMatches({ matches, presentation }: TeamMatchesProps) {
  const [params, update] = useQueryParams();
  const competitionId = useId();
  const typeId = useId();
  const competitions = competitionsOf(matches);
  const competition = chosenCompetition(competitions, params.get('competition'));
  const type = params.get('type') === 'upcoming' ? 'upcoming' : 'completed';
  const shown = completedAndUpcoming(
    matches.filter((m) => m.competition._id === competition?._id),
    new Date(),
  )[type];
  return (
    <section className="page-card" aria-label="Matches">
      <div className="filters">
        <div className="filters__field">
          <label htmlFor={competitionId}>Competition</label>
          <select
            id={competitionId}
            value={competition?._id ?? ''}
            disabled={competitions.length === 0}
            onChange={(event) => update({ competition: event.target.value })}
          >
            {competitions.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="filters__field">
          <label htmlFor={typeId}>Type</label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => update({ type: event.target.value === 'upcoming' ? 'upcoming' : null })}
          >
            <option value="completed">Completed</option>
            <option value="upcoming">Upcoming</option>
          </select>
        </div>
      </div>
      {competition && (
        <p className="filters__more">
          <AppLink to={`/competitions/${competition._id}`}>All matches of {competition.name}</AppLink>
        </p>
      )}
      {shown.length === 0 ? (
        <p className="page-card__empty">{EMPTY.noSeasonMatches}</p>
      ) : (
        <ul className="team-matches">
          {shown.map((match) => (
            <li key={match._id}>
              <MatchCard match={match} timeZone={presentation.timezone} defaultScoreFFReceived={null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
