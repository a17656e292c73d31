import { describe, expect, it } from 'vitest';
import { tabOfPath } from './ScheduleTabs';

describe('tabOfPath', () => {
  it('should choose the tab by path, branded or not', () => {
    expect(tabOfPath('/tabs/schedule')).toBe('matches');
    expect(tabOfPath('/tabs/ladders')).toBe('ladder');
    expect(tabOfPath('/tabs/leaderboard')).toBe('leaderboard');
    expect(tabOfPath('/c/state/nsw/tabs/ladders')).toBe('ladder');
    expect(tabOfPath('/c/club/ladders-fc/tabs/schedule')).toBe('matches');
  });
});
