import { useBranding } from '../../shell/branding';
import { Crest } from '../../shell/Crest';
import { AppLink } from '../../shell/links';
import { ChildEntities } from './ChildEntities';
import { Competitions } from './Competitions';
import { LiveNow } from './LiveNow';
import { MyTeams } from './MyTeams';
import { RecentlyViewed } from './RecentlyViewed';
import './explore.css';

/**
 * Explore (spec 2.3 home start screen, 2.4): the branding, a way to the live scores and to the
 * day's scoreboard, the matches live now, the teams followed (My teams), the recently viewed
 * row, the child entities of the current scope and its competitions by season.
 */
export function ExploreScreen() {
  const { name, logoUrl } = useBranding();
  return (
    <div className="explore">
      <header className="explore__hero">
        {logoUrl ? (
          <img className="explore__logo" src={logoUrl} alt="" width={72} height={72} />
        ) : (
          <Crest className="explore__logo" />
        )}
        <h1 className="explore__title">{name}</h1>
        <div className="explore__ways">
          <AppLink to="/tabs/schedule" className="explore__live">
            <span className="explore__live-dot" aria-hidden="true" />
            Live Scores
            <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
              <path
                d="m9 6 6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </AppLink>
          <AppLink to="/scores" className="explore__live">
            Today's scoreboard
            <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
              <path
                d="m9 6 6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </AppLink>
        </div>
      </header>
      <LiveNow />
      <MyTeams />
      <RecentlyViewed />
      <ChildEntities />
      <Competitions />
    </div>
  );
}
