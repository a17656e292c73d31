import { type MatchDetail, missingTeamLabel, type TeamSide } from '@touchline/domain';
import { AppLink } from '../../../shell/links';
import { Logo } from '../../../ui/Logo';
import { Standing } from '../../../ui/Standing';

interface HeroTeamProps {
  match: MatchDetail;
  side: TeamSide;
  /** 'Timeouts Remaining: {n}' when live timing is on and the competition has timeouts. */
  timeoutsRemaining: number | null;
}

/**
 * One side in the header: logo (a portrait frame for 'vs' competitions), name or BYE/TBA, the
 * team's record and ladder place ('(7-2), 1st NSW') where the competition shows its ladder, and
 * timeouts.
 */
export function HeroTeam({ match, side, timeoutsRemaining }: HeroTeamProps) {
  const team = match[side];
  const isVs = match.competitionSettings.type === 'vs';
  const name = team?.name ?? missingTeamLabel(match.meta);
  return (
    <div className={`hero-team hero-team--${side === 'homeTeam' ? 'home' : 'away'}`}>
      <span className="visually-hidden">{side === 'homeTeam' ? 'Home: ' : 'Away: '}</span>
      {team ? (
        <Logo
          src={team.imgUrl ?? team.meta.imgUrl}
          name={team.name}
          size={64}
          className={`hero-team__logo${isVs ? ' hero-team__logo--vs' : ''}`}
        />
      ) : (
        <span className="hero-team__logo hero-team__logo--empty" aria-hidden="true" />
      )}
      {team ? (
        <AppLink to={`/teams/${team._id}`} className="hero-team__name">
          {name}
        </AppLink>
      ) : (
        <span className="hero-team__name hero-team__name--missing">{name}</span>
      )}
      {team && match.standings?.[side] && (
        <Standing standing={match.standings[side]} className="hero-team__standing" />
      )}
      {timeoutsRemaining !== null && (
        <span className="hero-team__timeouts">Timeouts Remaining: {timeoutsRemaining}</span>
      )}
    </div>
  );
}
