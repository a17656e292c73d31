import {
  completedAndUpcoming,
  type MatchSummary,
  type PresentationResponse,
  type TeamDetail,
} from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { AppLink } from '../../shell/links';
import { SelectField } from '../../ui/SelectField';
import { useQueryParams } from '../../ui/useQueryParam';
import { MatchCard } from '../schedule/MatchCard';
import { CompetitionSelect } from './CompetitionSelect';
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
  const competitions = competitionsOf(matches);
  const competition = chosenCompetition(competitions, params.get('competition'));
  const type = params.get('type') === 'upcoming' ? 'upcoming' : 'completed';
  const shown = completedAndUpcoming(
    matches.filter((m) => m.competition._id === competition?._id),
    new Date(),
  )[type];
  return (
    <section className="page-card" aria-label="Matches">
      <div className="page-filters">
        <CompetitionSelect label="Competition" competitions={competitions} chosen={competition} />
        <SelectField
          className="page-filters__field"
          label="Type"
          value={type}
          onChange={(value) => update({ type: value === 'upcoming' ? 'upcoming' : null })}
        >
          <option value="completed">Completed</option>
          <option value="upcoming">Upcoming</option>
        </SelectField>
      </div>
      {competition && (
        <p className="page-filters__more">
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
