import { useQuery } from '@tanstack/react-query';
import type { MatchSummary } from '@touchline/domain';
import { matchQueries } from '../../api/matches';
import { useCompetitionStreams } from '../../live/useCompetitionStreams';
import { useBranding } from '../../shell/branding';
import { AppLink } from '../../shell/links';
import { matchSides } from '../schedule/matchSides';
import { StatusBadge } from '../schedule/StatusBadge';
import { TeamLine } from '../schedule/TeamLine';
import { LogoSlider } from './LogoSlider';
import './liveNow.css';

/** New matches start while Explore is open; their competitions' streams carry the rest. */
const DISCOVER_EVERY_MS = 60_000;

/**
 * 'Live now': the matches under way across the scope's competitions, each a card to its
 * match centre with both teams, the score and the running badge. Scores and clocks move with
 * the competitions' live streams; the list itself is looked at again each minute for matches
 * that have started. Nothing shows when nothing is under way.
 */
export function LiveNow() {
  const { scope, loading } = useBranding();
  const live = useQuery({
    ...matchQueries.live(scope),
    enabled: !loading,
    refetchInterval: DISCOVER_EVERY_MS,
  });
  useCompetitionStreams(live.data?.map((m) => m.competition._id) ?? []);
  if (!live.data?.length) return null;
  return (
    <section className="explore__section live-now" aria-labelledby="explore-live">
      <LogoSlider
        label="Live now"
        variant="wide"
        heading={
          <h2 id="explore-live" className="explore__heading live-now__heading">
            <span className="live-now__dot" aria-hidden="true" />
            Live now
          </h2>
        }
      >
        {live.data.map((match) => (
          <li key={match._id} className="slider__item">
            <LiveCard match={match} />
          </li>
        ))}
      </LogoSlider>
    </section>
  );
}

function LiveCard({ match }: { match: MatchSummary }) {
  const { sides, isVs } = matchSides(match, null);
  return (
    <AppLink to={`/matches/${match._id}`} className="live-card">
      <span className="live-card__top">
        <span className="live-card__competition">{match.competition.name}</span>
        <StatusBadge match={match} />
      </span>
      <span className="live-card__teams">
        {sides.map((side) => (
          <TeamLine key={side.key} side={side} showScore isVs={isVs} showOrganisation={false} logoSize={28} />
        ))}
      </span>
    </AppLink>
  );
}
