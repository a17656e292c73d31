import type { MatchSummary } from '@touchline/domain';
import { useCompetitionStreams } from '../../live/useCompetitionStreams';
import { AppLink } from '../../shell/links';
import { matchSides } from '../schedule/matchSides';
import { StatusBadge } from '../schedule/StatusBadge';
import { TeamLine } from '../schedule/TeamLine';
import { LogoSlider } from './LogoSlider';
import './liveNow.css';

/**
 * The 'Live now' strip: a card per match under way, to its match centre, with both teams, the
 * score and the running badge. Scores and clocks move with the competitions' live streams.
 */
export default function LiveStrip({ matches }: { matches: readonly MatchSummary[] }) {
  useCompetitionStreams(matches.map((m) => m.competition._id));
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
        {matches.map((match) => (
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
