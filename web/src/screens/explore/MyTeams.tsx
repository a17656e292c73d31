import { BellIcon } from '../../follow/BellIcon';
import { followsAnything } from '../../follow/follows';
import { useFollows } from '../../follow/useFollows';
import { AppLink } from '../../shell/links';
import { TeamCard } from './cards';
import { LogoSlider } from './LogoSlider';

/**
 * Explore's 'My teams' (issue 25): the teams this device follows, each opening its page, and a
 * way to My teams; with none followed, one card that says how to follow.
 */
export function MyTeams() {
  const follows = useFollows();
  const heading = (
    <h2 id="explore-my-teams" className="explore__heading">
      <AppLink to="/my-teams" className="explore__heading-link">
        My teams
      </AppLink>
    </h2>
  );
  if (follows.teams.length === 0)
    return (
      <section className="explore__section" aria-labelledby="explore-my-teams">
        {heading}
        <AppLink to="/my-teams" className="link-card link-card--row explore__my-teams">
          <span className="explore__my-teams-icon">
            <BellIcon size={22} />
          </span>
          <span className="link-card__body">
            <span className="link-card__name">
              {followsAnything(follows) ? 'Your matches and competitions' : 'Follow your teams'}
            </span>
            <span className="link-card__meta">
              {followsAnything(follows)
                ? 'What you follow on this device, and its notifications'
                : 'Tap Follow on a team to see its live, next and last match here'}
            </span>
          </span>
        </AppLink>
      </section>
    );
  return (
    <section className="explore__section" aria-labelledby="explore-my-teams">
      <LogoSlider label="My teams" heading={heading}>
        {follows.teams.map((team) => (
          <li key={team.id} className="slider__item">
            <TeamCard team={{ _id: team.id, name: team.name }} layout="tile" />
          </li>
        ))}
      </LogoSlider>
    </section>
  );
}
