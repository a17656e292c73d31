/** The team and player pages' rules: records, stat tables, the player's picture and team, ladder positions. */
export * from './glance';
export * from './ladderPositions';
export * from './player';
export * from './record';
export * from './stats';
