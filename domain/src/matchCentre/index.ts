/**
 * The match centre's rules: overview, team lists and field view, events, chart, stats and
 * downloads, and a gridiron game's field strip, drives, play-by-play and box score.
 */
export * from './boxScoreTables';
export * from './downloads';
export * from './drives';
export * from './events';
export * from './fieldStrip';
export * from './gameSituation';
export * from './live';
export * from './liveList';
export * from './overview';
export * from './progression';
export * from './statColumns';
export * from './teamList';
