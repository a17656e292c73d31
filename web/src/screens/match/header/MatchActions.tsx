import { isIndividualEvent, type MatchDetail } from '@touchline/domain';
import { type FollowChoice, FollowMenu } from '../../../follow/FollowMenu';
import { FollowNote } from '../../../follow/FollowNote';
import { useFollowAction, useRetryPush } from '../../../follow/useFollowAction';
import { ShareButton } from '../../../ui/ShareButton';
import './actions.css';

/** The match as its followers know it: 'Sharks v Pirates', else its name. */
export const matchTitle = (match: MatchDetail) =>
  match.homeTeam && match.awayTeam
    ? `${match.homeTeam.name} v ${match.awayTeam.name}`
    : (match.matchName ?? match.competition.name);

/** What a shared link says: the teams and, once started, the score, then the competition. */
function shareTitle(match: MatchDetail): string {
  if (isIndividualEvent(match) || !match.homeTeam || !match.awayTeam || match.status === 'pre-game')
    return `${matchTitle(match)} · ${match.competition.name}`;
  return `${match.homeTeam.name} ${match.scores.homeTeam} – ${match.scores.awayTeam} ${match.awayTeam.name} · ${match.competition.name}`;
}

/**
 * The match centre's Follow (the home team, the away team or this match) and Share, and the
 * note after a follow. Where there is no push, the competition's calendar feed is offered.
 */
export function MatchActions({ match }: { match: MatchDetail }) {
  const { toggle, note, dismiss } = useFollowAction();
  useRetryPush();
  const choices: FollowChoice[] = [
    ...[match.homeTeam, match.awayTeam].flatMap((team) =>
      team ? [{ kind: 'teams' as const, item: { id: team._id, name: team.name } }] : [],
    ),
    { kind: 'matches', item: { id: match._id, name: matchTitle(match) }, what: 'this match' },
  ];
  const calendar = { kind: 'competitions' as const, id: match.competition._id, name: match.competition.name };
  return (
    <div className="match-hero__actions">
      <div className="page-actions">
        <FollowMenu
          choices={choices}
          onToggle={(kind, item) =>
            toggle(kind, item, kind === 'teams' ? { kind, id: item.id, name: item.name } : calendar)
          }
        />
        <ShareButton title={shareTitle(match)} />
      </div>
      <FollowNote note={note} onDismiss={dismiss} />
    </div>
  );
}
