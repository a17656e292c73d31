import { describe, expect, it } from 'vitest';
import { parseExpiry } from './expiry';

const NOW = new Date('2026-11-25T14:00:00Z');
const at = (options: { expires?: string; ttl?: string }) => {
  const expiry = parseExpiry(options, NOW);
  return expiry.ok ? expiry.at?.toISOString() : `refused: ${expiry.message}`;
};

describe('parseExpiry', () => {
  it('should mean no expiry when neither option is given', () => {
    expect(parseExpiry({}, NOW)).toEqual({ ok: true, at: null });
  });

  it('should add a ttl in minutes, hours, days or weeks to now', () => {
    expect(at({ ttl: '90m' })).toBe('2026-11-25T15:30:00.000Z');
    expect(at({ ttl: '8h' })).toBe('2026-11-25T22:00:00.000Z');
    expect(at({ ttl: '30d' })).toBe('2026-12-25T14:00:00.000Z');
    expect(at({ ttl: '2w' })).toBe('2026-12-09T14:00:00.000Z');
  });

  it('should let a date run to the end of that day in UTC, and take a time with its offset', () => {
    expect(at({ expires: '2026-12-31' })).toBe('2027-01-01T00:00:00.000Z');
    expect(at({ expires: '2026-11-25' })).toBe('2026-11-26T00:00:00.000Z');
    expect(at({ expires: '2026-12-31T18:00+10:00' })).toBe('2026-12-31T08:00:00.000Z');
    expect(at({ expires: '2026-12-31T18:00:30Z' })).toBe('2026-12-31T18:00:30.000Z');
  });

  it('should refuse what it cannot read, with one line saying what to write', () => {
    for (const ttl of ['8', 'h', '0h', '-1h', '8 h', '1.5h', '8hours', '9999999d', ''])
      expect(at({ ttl })).toMatch(/^refused: --ttl must be a whole number with m, h, d or w .*, not '/);
    for (const expires of [
      'tomorrow',
      '31/12/2026',
      '2026-02-30',
      '2026-13-01',
      '2026-12-31T18:00',
      '2026-02-30T10:00Z',
      '',
    ])
      expect(at({ expires })).toMatch(/^refused: --expires must be a date \(2026-12-31\) or a date and time/);
  });

  it('should refuse a moment already past, and both options at once', () => {
    expect(at({ expires: '2026-11-24' })).toMatch(/^refused: --expires 2026-11-24 is in the past/);
    expect(at({ expires: '2026-11-25T13:59Z' })).toMatch(/is in the past/);
    expect(at({ expires: '2026-12-31', ttl: '8h' })).toBe('refused: give --expires or --ttl, not both');
  });
});
