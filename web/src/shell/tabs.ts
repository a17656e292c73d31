/** A tab of the bottom tab bar (spec 2.3). */
export interface Tab {
  key: 'explore' | 'schedule' | 'results' | 'search' | 'teams' | 'ladders';
  label: string;
  path: string;
}

/** The tabs in order: Explore or Schedule, Results when quick results are on, Search, Teams, Ladders. */
export function tabsFor(options: { useExplorer: boolean; quickResults: boolean }): Tab[] {
  const tabs: Tab[] = [
    options.useExplorer
      ? { key: 'explore', label: 'Explore', path: '/tabs/explore' }
      : { key: 'schedule', label: 'Schedule', path: '/tabs/schedule' },
  ];
  if (options.quickResults) tabs.push({ key: 'results', label: 'Results', path: '/results' });
  tabs.push(
    { key: 'search', label: 'Search', path: '/search' },
    { key: 'teams', label: 'Teams', path: '/teams' },
    { key: 'ladders', label: 'Ladders', path: '/tabs/ladders' },
  );
  return tabs;
}

/** The tab bar is hidden on any path containing 'matches' or 'player'. */
export function hidesTabBar(pathname: string): boolean {
  return pathname.includes('matches') || pathname.includes('player');
}
