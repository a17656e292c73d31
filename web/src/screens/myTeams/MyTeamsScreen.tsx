import { FollowButton } from '../../follow/FollowButton';
import { FollowNote } from '../../follow/FollowNote';
import { type Followed, type FollowKind, followsAnything } from '../../follow/follows';
import { useFollowAction, useRetryPush } from '../../follow/useFollowAction';
import { useFollows } from '../../follow/useFollows';
import { AppLink } from '../../shell/links';
import { usePresentation } from '../../shell/useNationalSetup';
import { PageState } from '../../ui/PageState';
import { FollowedTeam } from './FollowedTeam';
import { NotificationSettings } from './NotificationSettings';
import './myTeams.css';

export const MY_TEAMS_EMPTY = {
  title: 'You are not following anything yet',
  note: "Tap Follow (the bell) on a team's page, a match or a competition: it is listed here, with a team's live match first, then its next and last match. Follows are kept on this device; no account is needed.",
} as const;

/**
 * My teams (issue 25): what this device follows. Each followed team with its live match first,
 * then its next and last, and its ladder; then the followed matches and competitions, and the
 * notification settings. Unfollowing is the same bell as on the team's page.
 */
export function MyTeamsScreen() {
  const follows = useFollows();
  const { timezone } = usePresentation();
  const { toggle, note, dismiss } = useFollowAction();
  useRetryPush();
  const onToggle = (kind: FollowKind, item: Followed) => toggle(kind, item);

  return (
    <div className="my-teams">
      <h1 className="my-teams__title">My teams</h1>
      <FollowNote note={note} onDismiss={dismiss} />
      {!followsAnything(follows) ? (
        <PageState title={MY_TEAMS_EMPTY.title} note={MY_TEAMS_EMPTY.note} heading="h2">
          <div className="page-state__actions">
            <AppLink to="/teams" className="button">
              Find a team
            </AppLink>
            <AppLink to="/tabs/explore" className="button button--quiet">
              Back to Explore
            </AppLink>
          </div>
        </PageState>
      ) : (
        <>
          {follows.teams.map((team) => (
            <FollowedTeam key={team.id} team={team} timeZone={timezone} onToggle={onToggle} />
          ))}
          <FollowedList title="Matches" kind="matches" items={follows.matches} onToggle={onToggle} />
          <FollowedList
            title="Competitions"
            kind="competitions"
            items={follows.competitions}
            onToggle={onToggle}
          />
          <NotificationSettings />
        </>
      )}
    </div>
  );
}

interface FollowedListProps {
  title: string;
  kind: 'matches' | 'competitions';
  items: Followed[];
  onToggle: (kind: FollowKind, item: Followed) => void;
}

/** The followed matches or competitions: each a link to its page, with its bell. */
function FollowedList({ title, kind, items, onToggle }: FollowedListProps) {
  if (items.length === 0) return null;
  const headingId = `my-teams-${kind}`;
  return (
    <section className="my-teams__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-teams__heading">
        {title}
      </h2>
      <ul className="my-teams__list">
        {items.map((item) => (
          <li key={item.id} className="my-teams__item">
            <AppLink to={`/${kind}/${item.id}`} className="my-teams__link">
              {item.name}
            </AppLink>
            <FollowButton kind={kind} item={item} onToggle={onToggle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
