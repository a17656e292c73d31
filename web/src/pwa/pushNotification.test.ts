import type { PushPayload } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import {
  clickAction,
  dataOf,
  GENERIC_NOTIFICATION,
  matchIdOfPath,
  notificationFor,
  type OpenWindow,
  ownUrl,
  readPush,
  watchingWindow,
} from './pushNotification';

const ORIGIN = 'https://scores.example.org';

const PAYLOAD: PushPayload = {
  v: 1,
  kind: 'score',
  matchId: 12,
  title: 'Sharks 14 – 7 Pirates',
  body: 'Touchdown, Sharks (Jo Smith) · Q2 8:41',
  url: '/matches/12',
  icon: '/cards/teams/3/icon.png',
  badge: '/cards/badge.png',
  tag: 'match-12',
  timestamp: 1_790_000_000_000,
  home: { id: 3, name: 'Sharks', score: 14, colour: '#003366' },
  away: { id: 4, name: 'Pirates', score: 7, colour: '#990000' },
  competition: { id: 5, name: 'Premier League' },
};

const text = (payload: object) => JSON.stringify(payload);

const windowAt = (url: string, state: Partial<OpenWindow> = {}): OpenWindow => ({
  url: `${ORIGIN}${url}`,
  focused: false,
  visibilityState: 'hidden',
  frameType: 'top-level',
  ...state,
});

describe('readPush', () => {
  it('should read a message of the server', () => {
    expect(readPush(text(PAYLOAD))).toEqual(PAYLOAD);
  });

  it('should show a kind it has not heard of all the same', () => {
    expect(readPush(text({ ...PAYLOAD, kind: 'overtime' }))?.title).toBe(PAYLOAD.title);
  });

  it.each([
    ['no data', undefined],
    ['text that is not JSON', 'Sharks scored'],
    ['JSON that is not an object', '42'],
    ['null', 'null'],
    ['another version', text({ ...PAYLOAD, v: 2 })],
    ['no match id', text({ ...PAYLOAD, matchId: undefined })],
    ['a match id that is not an id', text({ ...PAYLOAD, matchId: -3 })],
    ['an empty title', text({ ...PAYLOAD, title: '' })],
    ['a body that is not text', text({ ...PAYLOAD, body: 7 })],
    ['no timestamp', text({ ...PAYLOAD, timestamp: null })],
  ])('should not read %s', (_what, message) => {
    expect(readPush(message)).toBeNull();
  });
});

describe('notificationFor', () => {
  it('should show the message with its tag, images and tap target on the worker’s origin', () => {
    expect(notificationFor(PAYLOAD, ORIGIN)).toEqual({
      title: 'Sharks 14 – 7 Pirates',
      options: {
        body: 'Touchdown, Sharks (Jo Smith) · Q2 8:41',
        tag: 'match-12',
        renotify: true,
        timestamp: PAYLOAD.timestamp,
        icon: `${ORIGIN}/cards/teams/3/icon.png`,
        badge: `${ORIGIN}/cards/badge.png`,
        data: { url: `${ORIGIN}/matches/12`, matchId: 12 },
      },
    });
  });

  it('should alert again for a score and the final only', () => {
    const renotify = (kind: PushPayload['kind']) =>
      notificationFor({ ...PAYLOAD, kind }, ORIGIN).options.renotify;
    expect(renotify('final')).toBe(true);
    for (const kind of ['kickoff', 'period', 'cancelled', 'rescheduled'] as const)
      expect(renotify(kind)).toBe(false);
  });

  it('should neither link nor load anything off its origin', () => {
    const { options } = notificationFor(
      {
        ...PAYLOAD,
        url: 'https://elsewhere.example/phish',
        icon: '//elsewhere.example/i.png',
        badge: 'x.png',
      },
      ORIGIN,
    );
    expect(options.data.url).toBe(`${ORIGIN}/matches/12`);
    expect(options.icon).toBeUndefined();
    expect(options.badge).toBeUndefined();
  });

  it('should show the generic notification for a message it cannot read', () => {
    expect(notificationFor(null, ORIGIN)).toEqual({
      title: GENERIC_NOTIFICATION.title,
      options: { body: GENERIC_NOTIFICATION.body, data: { url: `${ORIGIN}/`, matchId: null } },
    });
  });
});

describe('ownUrl and dataOf', () => {
  it('should take paths only', () => {
    expect(ownUrl('/matches/3?tab=stats', ORIGIN)).toBe(`${ORIGIN}/matches/3?tab=stats`);
    for (const path of ['matches/3', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 7])
      expect(ownUrl(path, ORIGIN)).toBeNull();
  });

  it('should read what a notification carries, whoever showed it', () => {
    expect(dataOf({ url: `${ORIGIN}/matches/4`, matchId: 4 }, ORIGIN)).toEqual({
      url: `${ORIGIN}/matches/4`,
      matchId: 4,
    });
    expect(dataOf({ url: 'https://elsewhere.example/', matchId: '4' }, ORIGIN)).toEqual({
      url: `${ORIGIN}/`,
      matchId: null,
    });
    expect(dataOf(null, ORIGIN)).toEqual({ url: `${ORIGIN}/`, matchId: null });
  });
});

describe('matchIdOfPath', () => {
  it('should find the match centre, bare or under a branded prefix', () => {
    expect(matchIdOfPath('/matches/12')).toBe(12);
    expect(matchIdOfPath('/matches/12/')).toBe(12);
    expect(matchIdOfPath('/c/club/eagles/matches/12')).toBe(12);
    for (const path of ['/matches', '/matches/0', '/matches/12/stats', '/teams/12', '/x/matches/12'])
      expect(matchIdOfPath(path)).toBeNull();
  });
});

describe('watchingWindow', () => {
  it('should be a window in front on the match centre', () => {
    const front = windowAt('/c/club/eagles/matches/12', { focused: true, visibilityState: 'visible' });
    expect(watchingWindow([windowAt('/tabs/explore'), front], 12)).toBe(front);
  });

  it('should not be a window in the background, another match, or an embed in a frame', () => {
    const shown = { focused: true, visibilityState: 'visible' } as const;
    expect(watchingWindow([windowAt('/matches/12', { visibilityState: 'visible' })], 12)).toBeUndefined();
    expect(watchingWindow([windowAt('/matches/12', { focused: true })], 12)).toBeUndefined();
    expect(watchingWindow([windowAt('/matches/13', shown)], 12)).toBeUndefined();
    expect(watchingWindow([windowAt('/matches/12', { ...shown, frameType: 'nested' })], 12)).toBeUndefined();
  });
});

describe('clickAction', () => {
  const data = { url: `${ORIGIN}/matches/12`, matchId: 12 };

  it('should bring forward a window already on the match', () => {
    const on = windowAt('/matches/12');
    expect(clickAction([windowAt('/tabs/explore', { focused: true }), on], data)).toEqual({
      action: 'focus',
      window: on,
    });
  });

  it('should take the app’s window in front to the match, under its branded prefix', () => {
    const back = windowAt('/tabs/explore');
    const front = windowAt('/c/club/eagles/tabs/ladders?season=3', {
      focused: true,
      visibilityState: 'visible',
    });
    expect(clickAction([back, front], data)).toEqual({
      action: 'navigate',
      window: front,
      url: `${ORIGIN}/c/club/eagles/matches/12`,
    });
    expect(clickAction([back], data)).toEqual({ action: 'navigate', window: back, url: data.url });
  });

  it('should open a window when none of the app is open (an embed in a frame is not the app)', () => {
    expect(clickAction([windowAt('/embed/ladder/3', { frameType: 'nested' })], data)).toEqual({
      action: 'open',
      url: data.url,
    });
    expect(clickAction([], { url: `${ORIGIN}/`, matchId: null })).toEqual({
      action: 'open',
      url: `${ORIGIN}/`,
    });
  });
});
