import { describe, expect, it } from 'vitest';
import { offlineMessage, updatedAtLabel } from './online';

// Local times, so the expectations hold in any time zone.
const now = new Date(2026, 10, 21, 17, 30);

describe('updatedAtLabel', () => {
  it('should give only the time for data from earlier today', () => {
    expect(updatedAtLabel(new Date(2026, 10, 21, 17, 5), now)).toBe('5:05 PM');
    expect(updatedAtLabel(new Date(2026, 10, 21, 0, 0), now)).toBe('12:00 AM');
  });

  it('should add the day for older data', () => {
    expect(updatedAtLabel(new Date(2026, 10, 20, 9, 15), now)).toBe('Fri 20 Nov, 9:15 AM');
    expect(updatedAtLabel(new Date(2025, 10, 21, 17, 5), now)).toBe('Fri 21 Nov, 5:05 PM');
  });
});

describe('offlineMessage', () => {
  it('should say when the data on screen was fetched', () => {
    expect(offlineMessage(new Date(2026, 10, 21, 17, 5).getTime(), now)).toBe(
      'You are offline. Showing data updated at 5:05 PM.',
    );
  });

  it('should still say the app is offline before any data came', () => {
    expect(offlineMessage(null, now)).toBe('You are offline. Showing saved data.');
  });
});
