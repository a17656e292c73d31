import { isIndividualEvent, type MatchDetail, type PresentationResponse } from '@touchline/domain';
import { OverviewCard } from './OverviewCard';
import { ProgressionChart } from './ProgressionChart';
import { TeamFormCard } from './TeamFormCard';
import { WeatherCard } from './WeatherCard';
import './overview.css';

interface OverviewViewProps {
  match: MatchDetail;
  presentation: PresentationResponse;
  /** The competition's period length; 0 while its settings load. */
  periodLengthMs: number;
  /** Play in the current period, for the progression's live end. */
  elapsedMs: number | null;
}

/**
 * The first tab: the score progression once play has begun (not for set sports), the match
 * details, weather and form. An individual event has no score to chart and no teams' form.
 */
export function OverviewView({ match, presentation, periodLengthMs, elapsedMs }: OverviewViewProps) {
  const individual = isIndividualEvent(match);
  return (
    <div className="match-grid">
      {/* Set sports score in rallies, not on a clock: the set table tells their story. */}
      {/* Its card is there before the competition's period length, so nothing below it moves. */}
      {!individual && match.status !== 'pre-game' && !match.setScoring?.useSetScoring && (
        <ProgressionChart match={match} periodLengthMs={periodLengthMs} elapsedMs={elapsedMs} />
      )}
      <OverviewCard match={match} timeZone={presentation.timezone} />
      {match.weather && <WeatherCard weather={match.weather} />}
      {!individual && <TeamFormCard match={match} />}
    </div>
  );
}
