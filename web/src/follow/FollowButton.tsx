import type { ReactNode } from 'react';
import { BellIcon } from './BellIcon';
import type { Followed, FollowKind } from './follows';
import { isFollowing } from './follows';
import { useFollows } from './useFollows';
import '../ui/actionPill.css';
import './follow.css';

interface FollowButtonProps {
  kind: FollowKind;
  item: Followed;
  onToggle: (kind: FollowKind, item: Followed) => void;
  /** What the label names after Follow/Following; the item's name unless given (e.g. 'this match'). */
  what?: ReactNode;
  /** Shows the name beside Follow (a menu's items), not only to screen readers (a page's header). */
  showName?: boolean;
  className?: string;
}

/**
 * The bell: a toggle button, pressed while the item is followed. It reads 'Follow' or
 * 'Following' with the item's name, so a screen reader hears what it follows and whether.
 */
export function FollowButton({
  kind,
  item,
  onToggle,
  what,
  showName = false,
  className = '',
}: FollowButtonProps) {
  const followed = isFollowing(useFollows(), kind, item.id);
  const name = what ?? item.name;
  return (
    <button
      type="button"
      className={`action-pill follow-button${followed ? ' follow-button--on' : ''} ${className}`.trim()}
      aria-pressed={followed}
      onClick={() => onToggle(kind, item)}
    >
      <BellIcon on={followed} />
      <span>
        {followed ? 'Following' : 'Follow'}
        <span className={showName ? undefined : 'visually-hidden'}> {name}</span>
      </span>
    </button>
  );
}
