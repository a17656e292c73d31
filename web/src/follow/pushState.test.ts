import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { NoServiceWorker } from '../api/push';
import { FOLLOW_TITLES, followMessage } from './messages';
import { isAppleMobile, type PushEnvironment, pushSupport } from './pushState';
import { pushFailure } from './pushSync';

const env = (change: Partial<PushEnvironment>): PushEnvironment => ({
  serviceWorker: true,
  pushManager: true,
  permission: 'default',
  ...change,
});

describe('pushSupport', () => {
  it('should find no push without a service worker, a PushManager or notifications', () => {
    expect(pushSupport(env({ serviceWorker: false }))).toBe('unsupported');
    expect(pushSupport(env({ pushManager: false }))).toBe('unsupported');
    expect(pushSupport(env({ permission: null }))).toBe('unsupported');
  });

  it('should read the permission: blocked, not asked yet, or allowed', () => {
    expect(pushSupport(env({ permission: 'denied' }))).toBe('denied');
    expect(pushSupport(env({ permission: 'default' }))).toBe('ask');
    expect(pushSupport(env({ permission: 'granted' }))).toBe('granted');
  });
});

describe('isAppleMobile', () => {
  it('should know an iPhone, and an iPad asking for the desktop site, but not a Mac', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    expect(isAppleMobile(iphone, 5)).toBe(true);
    expect(isAppleMobile(mac, 5)).toBe(true);
    expect(isAppleMobile(mac, 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile', 5)).toBe(false);
  });
});

describe('pushFailure', () => {
  it("should read the browser's refusal as a block", () => {
    expect(pushFailure(new DOMException('Permission denied', 'NotAllowedError'), true)).toEqual({
      state: 'denied',
    });
    const chromium = new DOMException('Registration failed - permission denied', 'AbortError');
    expect(pushFailure(chromium, true)).toEqual({ state: 'denied' });
  });

  it('should tell no network from a server that refused, keeping its code', () => {
    expect(pushFailure(new TypeError('Failed to fetch'), false)).toEqual({ state: 'offline' });
    expect(pushFailure(new TypeError('Failed to fetch'), true)).toEqual({ state: 'failed' });
    expect(pushFailure(new ApiError(429, 'Slow down', 'RATE_LIMITED'), true)).toEqual({
      state: 'failed',
      code: 'RATE_LIMITED',
    });
    expect(pushFailure(new ApiError(404, 'Not found'), true)).toEqual({ state: 'failed', code: null });
  });

  it('should try again later when the service worker is not active yet', () => {
    expect(pushFailure(new NoServiceWorker('not active'), true)).toEqual({ state: 'failed' });
  });
});

describe('followMessage', () => {
  it('should say nothing when notifications are on', () => {
    expect(followMessage('on', 'Sharks')).toBeNull();
    expect(followMessage('off', 'Sharks')).toBeNull();
  });

  it('should say a blocked team is still followed, and how to allow notifications again', () => {
    const message = followMessage('denied', 'Sharks')!;
    expect(message.title).toBe(FOLLOW_TITLES.denied);
    expect(message.text).toContain('Sharks is followed on this device and listed in My teams');
    expect(message.text).toContain('lock icon');
    expect(message.calendar).toBe(false);
  });

  it('should offer the calendar where there is no push, and the Home Screen on an iPhone', () => {
    const apple = followMessage('unsupported', 'Sharks', { appleMobile: true })!;
    expect(apple.text).toContain('add Touchline to your Home Screen');
    expect(apple.calendar).toBe(true);
    const other = followMessage('unsupported', 'Sharks')!;
    expect(other.text).not.toContain('Home Screen');
    expect(other.calendar).toBe(true);
  });

  it('should say the follow is kept, and tried again, when offline or refused', () => {
    expect(followMessage('offline', 'Sharks')!.text).toContain('when you are back online');
    expect(followMessage('failed', 'Sharks')!.text).toContain('try again next time');
    expect(followMessage('failed', 'Sharks', { code: 'PUSH_ENDPOINT' })!.text).toContain('push service');
  });
});
