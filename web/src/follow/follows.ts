import { PUSH_TOPICS_MAX, type PushLevel, type PushTopics } from '@touchline/domain';

/** What can be followed: a team, a match or a competition. */
export type FollowKind = keyof PushTopics;
export const FOLLOW_KINDS: readonly FollowKind[] = ['teams', 'matches', 'competitions'];

/** A followed thing, with the name My teams shows before anything has loaded. */
export interface Followed {
  id: number;
  name: string;
}

/**
 * What this device follows (kept in localStorage as `touchline:follows`), oldest first, and
 * what it wants to be told: every score, or the start and final score only.
 */
export interface Follows {
  teams: Followed[];
  matches: Followed[];
  competitions: Followed[];
  level: PushLevel;
}

export const NO_FOLLOWS: Follows = { teams: [], matches: [], competitions: [], level: 'all' };

const isFollowed = (value: unknown): value is Followed =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as Followed).id) &&
  (value as Followed).id > 0 &&
  typeof (value as Followed).name === 'string';

/** Keeps the well-formed entries of a stored list, each id once. */
function parseList(value: unknown): Followed[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: Followed[] = [];
  for (const item of value) {
    if (!isFollowed(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    list.push({ id: item.id, name: item.name });
  }
  return list;
}

/**
 * Reads a stored value, whatever it holds: another version's shape, a hand edit or nothing
 * keeps what is well formed and drops the rest, so a bad value never breaks a page.
 */
export function parseFollows(value: unknown): Follows {
  if (typeof value !== 'object' || value === null) return NO_FOLLOWS;
  const stored = value as Partial<Record<keyof Follows, unknown>>;
  return {
    teams: parseList(stored.teams),
    matches: parseList(stored.matches),
    competitions: parseList(stored.competitions),
    level: stored.level === 'startFinal' ? 'startFinal' : 'all',
  };
}

export const isFollowing = (follows: Follows, kind: FollowKind, id: number) =>
  follows[kind].some((item) => item.id === id);

/** Follows `item` (last in its list); already followed, only its name is brought up to date. */
export function follow(follows: Follows, kind: FollowKind, item: Followed): Follows {
  const list = follows[kind];
  const index = list.findIndex((f) => f.id === item.id);
  if (index === -1) return { ...follows, [kind]: [...list, { id: item.id, name: item.name }] };
  if (list[index]!.name === item.name) return follows;
  return { ...follows, [kind]: list.map((f, i) => (i === index ? { id: item.id, name: item.name } : f)) };
}

export function unfollow(follows: Follows, kind: FollowKind, id: number): Follows {
  if (!isFollowing(follows, kind, id)) return follows;
  return { ...follows, [kind]: follows[kind].filter((f) => f.id !== id) };
}

/** Follows what is not followed, and stops following what is. */
export const toggleFollow = (follows: Follows, kind: FollowKind, item: Followed): Follows =>
  isFollowing(follows, kind, item.id) ? unfollow(follows, kind, item.id) : follow(follows, kind, item);

export const withLevel = (follows: Follows, level: PushLevel): Follows =>
  follows.level === level ? follows : { ...follows, level };

/** Whether anything at all is followed (nothing: the push subscription is dropped). */
export const followsAnything = (follows: Follows) => FOLLOW_KINDS.some((kind) => follows[kind].length > 0);

/**
 * The topics the server is sent: the ids of each kind, the newest `PUSH_TOPICS_MAX` when more
 * are followed (all stay on My teams; the server takes no more per subscription).
 */
export function topicsOf(follows: Follows): PushTopics {
  const ids = (kind: FollowKind) => follows[kind].slice(-PUSH_TOPICS_MAX).map((f) => f.id);
  return { teams: ids('teams'), matches: ids('matches'), competitions: ids('competitions') };
}
