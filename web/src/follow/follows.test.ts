import { PUSH_TOPICS_MAX } from '@touchline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_KINDS,
  type Follows,
  follow,
  followsAnything,
  isFollowing,
  NO_FOLLOWS,
  parseFollows,
  toggleFollow,
  topicsOf,
  unfollow,
  withLevel,
} from './follows';

const item = fc.record({ id: fc.integer({ min: 1, max: 400 }), name: fc.string({ maxLength: 12 }) });
const list = fc.uniqueArray(item, { selector: (f) => f.id, maxLength: 220 });
const follows: fc.Arbitrary<Follows> = fc.record({
  teams: list,
  matches: list,
  competitions: list,
  level: fc.constantFrom('all' as const, 'startFinal' as const),
});
const kind = fc.constantFrom(...FOLLOW_KINDS);

describe('parseFollows', () => {
  it('should read what was stored', () => {
    const stored: Follows = {
      teams: [{ id: 4, name: 'Sharks' }],
      matches: [{ id: 12, name: 'Sharks v Pirates' }],
      competitions: [{ id: 2, name: 'Premier League' }],
      level: 'startFinal',
    };
    expect(parseFollows(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('should start empty from nothing or from a value of another shape', () => {
    for (const value of [null, undefined, 'teams', 42, [], { teams: 'Sharks' }])
      expect(parseFollows(value)).toEqual(NO_FOLLOWS);
  });

  it('should keep the well-formed entries of a damaged value, each id once', () => {
    const damaged = {
      teams: [
        { id: 4, name: 'Sharks' },
        { id: '5', name: 'Pirates' },
        null,
        { id: 4, name: 'Again' },
        { id: -1, name: 'x' },
      ],
      matches: { id: 1 },
      level: 'loud',
      extra: true,
    };
    expect(parseFollows(damaged)).toEqual({ ...NO_FOLLOWS, teams: [{ id: 4, name: 'Sharks' }] });
  });

  it('should read back whatever it gives', () => {
    fc.assert(
      fc.property(follows, (f) => {
        expect(parseFollows(JSON.parse(JSON.stringify(f)))).toEqual(f);
      }),
    );
  });
});

describe('follow, unfollow and toggle', () => {
  it('should add at the end, once, and bring a name up to date', () => {
    const one = follow(NO_FOLLOWS, 'teams', { id: 4, name: 'Sharks' });
    const two = follow(one, 'teams', { id: 9, name: 'Pirates' });
    expect(two.teams.map((t) => t.id)).toEqual([4, 9]);
    expect(follow(two, 'teams', { id: 4, name: 'Sharks' })).toBe(two);
    expect(follow(two, 'teams', { id: 4, name: 'Sharks U18' }).teams).toEqual([
      { id: 4, name: 'Sharks U18' },
      { id: 9, name: 'Pirates' },
    ]);
    expect(unfollow(two, 'teams', 4).teams).toEqual([{ id: 9, name: 'Pirates' }]);
    expect(unfollow(two, 'matches', 4)).toBe(two);
  });

  it('should leave the follows as they were after toggling twice what was not followed', () => {
    fc.assert(
      fc.property(follows, kind, item, (f, k, i) => {
        const before = unfollow(f, k, i.id);
        expect(toggleFollow(toggleFollow(before, k, i), k, i)).toEqual(before);
      }),
    );
  });

  it('should follow the same set after toggling twice what was followed', () => {
    fc.assert(
      fc.property(follows, kind, item, (f, k, i) => {
        const before = follow(f, k, i);
        const after = toggleFollow(toggleFollow(before, k, i), k, i);
        expect(new Set(after[k].map((x) => x.id))).toEqual(new Set(before[k].map((x) => x.id)));
        expect(isFollowing(after, k, i.id)).toBe(true);
      }),
    );
  });

  it('should touch only the kind it is given', () => {
    fc.assert(
      fc.property(follows, kind, item, (f, k, i) => {
        const after = toggleFollow(f, k, i);
        for (const other of FOLLOW_KINDS) if (other !== k) expect(after[other]).toBe(f[other]);
        expect(after.level).toBe(f.level);
      }),
    );
  });
});

describe('topicsOf', () => {
  it('should send the ids of each kind, never more than the server takes, the newest kept', () => {
    fc.assert(
      fc.property(follows, (f) => {
        const topics = topicsOf(f);
        for (const k of FOLLOW_KINDS) {
          expect(topics[k].length).toBe(Math.min(f[k].length, PUSH_TOPICS_MAX));
          expect(new Set(topics[k]).size).toBe(topics[k].length);
          if (f[k].length > 0) expect(topics[k].at(-1)).toBe(f[k].at(-1)!.id);
        }
      }),
    );
  });

  it('should say whether anything is followed', () => {
    expect(followsAnything(NO_FOLLOWS)).toBe(false);
    expect(followsAnything(follow(NO_FOLLOWS, 'competitions', { id: 2, name: 'League' }))).toBe(true);
    expect(withLevel(NO_FOLLOWS, 'startFinal').level).toBe('startFinal');
  });
});
