import { useCallback, useEffect, useState } from 'react';
import { toast } from '../ui/toast';
import { type Followed, type FollowKind, isFollowing, toggleFollow } from './follows';
import { askPermission, isPushPending, type PushState, pushEnvironment, pushSupport } from './pushState';
import { updateFollows } from './useFollows';

/** A team's or competition's calendar feed, offered where the browser has no push. */
export interface CalendarTarget {
  kind: 'teams' | 'competitions';
  id: number;
  name: string;
}

/** The note to show after a follow whose notifications are not on. */
export interface FollowNoteInfo {
  state: PushState;
  code?: string | null;
  name: string;
  calendar?: CalendarTarget | undefined;
}

/** The push code, loaded at the first tap on a bell (no screen's first load carries it). */
const loadSync = () => import('./pushSync').then((m) => m.syncPush);

/**
 * Following and unfollowing from a bell: the follow is stored at once (My teams shows it), then
 * notifications are brought in line, asking permission only now, during the tap. The answer
 * comes back as a note when notifications are not on, and a toast when they are.
 */
export function useFollowAction() {
  const [note, setNote] = useState<FollowNoteInfo | null>(null);
  const toggle = useCallback((kind: FollowKind, item: Followed, calendar?: CalendarTarget) => {
    const followed = isFollowing(
      updateFollows((follows) => toggleFollow(follows, kind, item)),
      kind,
      item.id,
    );
    const permission = followed ? askPermission() : null;
    if (!followed) setNote(null);
    loadSync()
      .then((sync) => sync(permission))
      .catch((error: unknown) => {
        // The push code itself did not load: no network.
        console.error('Loading the notifications code', error);
        return { state: navigator.onLine ? ('failed' as const) : ('offline' as const) };
      })
      .then((outcome) => {
        if (!followed) return;
        if (outcome.state === 'on') {
          setNote(null);
          toast.success(`Following ${item.name}: notifications are on`);
        } else setNote({ ...outcome, name: item.name, calendar });
      });
  }, []);
  const dismiss = useCallback(() => setNote(null), []);
  return { toggle, note, dismiss };
}

let retried = false;

/**
 * Sends the follows again when the last try did not reach the server (offline, or refused), once
 * per visit, from the first screen that shows follows. Asks nobody anything.
 */
export function useRetryPush() {
  useEffect(() => {
    if (retried || !isPushPending() || pushSupport(pushEnvironment()) !== 'granted') return;
    retried = true;
    void loadSync()
      .then((sync) => sync())
      .catch(() => undefined);
  }, []);
}
