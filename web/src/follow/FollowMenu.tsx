import { useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from './BellIcon';
import { FollowButton } from './FollowButton';
import type { Followed, FollowKind } from './follows';
import { isFollowing } from './follows';
import { useFollows } from './useFollows';
import './follow.css';

/** One choice of the menu: what it follows, and what its label calls it. */
export interface FollowChoice {
  kind: FollowKind;
  item: Followed;
  /** e.g. 'this match'; the item's name unless given. */
  what?: string;
}

interface FollowMenuProps {
  choices: FollowChoice[];
  onToggle: (kind: FollowKind, item: Followed) => void;
}

/**
 * 'Follow' that opens a small panel of bells (the home team, the away team, this match): a
 * disclosure, so each bell is a plain toggle button reached with Tab. Escape, a tap outside or
 * moving focus out closes it; Escape gives focus back to 'Follow'.
 */
export function FollowMenu({ choices, onToggle }: FollowMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const follows = useFollows();
  const any = choices.some((c) => isFollowing(follows, c.kind, c.item.id));

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it.
    <div
      ref={root}
      className="follow-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={`action-pill follow-button${any ? ' follow-button--on' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <BellIcon on={any} />
        {any ? 'Following' : 'Follow'}
      </button>
      <div id={panelId} className="follow-menu__panel" hidden={!open}>
        {choices.map((choice) => (
          <FollowButton
            key={`${choice.kind}-${choice.item.id}`}
            kind={choice.kind}
            item={choice.item}
            what={choice.what}
            showName
            onToggle={onToggle}
          />
        ))}
      </div>
    </div>
  );
}
