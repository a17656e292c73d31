import { describe, expect, it } from 'vitest';
import { base64urlBytes, subscriptionBody } from './push';

describe('base64urlBytes', () => {
  it('should decode base64url without padding, as a VAPID key is given', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).not.toContain('=');
    expect([...base64urlBytes(text)]).toEqual([...bytes]);
  });
});

describe('subscriptionBody', () => {
  it("should send the subscription's own fields and the follows, nothing else", () => {
    const json = {
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22), extra: 'x' },
    } as PushSubscriptionJSON;
    const topics = { teams: [4], matches: [], competitions: [2] };
    expect(subscriptionBody(json, topics, 'startFinal')).toEqual({
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      topics,
      level: 'startFinal',
    });
  });
});
