import { describe, expect, it } from 'vitest';
import { hidesTabBar, tabsFor } from './tabs';

describe('tabsFor', () => {
  it('should start with Explore and include Results when both are enabled', () => {
    expect(tabsFor({ useExplorer: true, quickResults: true }).map((t) => t.label)).toEqual([
      'Explore',
      'Results',
      'Search',
      'Teams',
      'Ladders',
    ]);
  });

  it('should start with Schedule and leave out Results otherwise', () => {
    expect(tabsFor({ useExplorer: false, quickResults: false }).map((t) => t.label)).toEqual([
      'Schedule',
      'Search',
      'Teams',
      'Ladders',
    ]);
  });
});

describe('hidesTabBar', () => {
  it('should hide on match and player paths, branded or not', () => {
    expect(hidesTabBar('/matches/1')).toBe(true);
    expect(hidesTabBar('/c/club/eagles/players/7')).toBe(true);
    expect(hidesTabBar('/tabs/schedule')).toBe(false);
    expect(hidesTabBar('/teams/3')).toBe(false);
  });
});
