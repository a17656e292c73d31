/** The match centre's rules: overview, team lists and field view, events, chart, stats and downloads. */
export * from './downloads';
export * from './events';
export * from './live';
export * from './liveList';
export * from './overview';
export * from './progression';
export * from './statColumns';
export * from './teamList';
