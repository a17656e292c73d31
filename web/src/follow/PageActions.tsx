import { ShareButton } from '../ui/ShareButton';
import { FollowButton } from './FollowButton';
import { FollowNote } from './FollowNote';
import type { Followed, FollowKind } from './follows';
import { type CalendarTarget, useFollowAction, useRetryPush } from './useFollowAction';

interface PageActionsProps {
  kind: FollowKind;
  item: Followed;
  /** The calendar feed offered where the browser has no push. */
  calendar?: CalendarTarget;
  /** The shared page's title. */
  shareTitle: string;
}

/** A team's or competition's header actions: the bell and Share, and the note after a follow. */
export function PageActions({ kind, item, calendar, shareTitle }: PageActionsProps) {
  const { toggle, note, dismiss } = useFollowAction();
  useRetryPush();
  return (
    <>
      <div className="page-actions">
        <FollowButton kind={kind} item={item} onToggle={(k, followed) => toggle(k, followed, calendar)} />
        <ShareButton title={shareTitle} />
      </div>
      <FollowNote note={note} onDismiss={dismiss} />
    </>
  );
}
