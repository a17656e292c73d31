export * from './common';
export * from './competition';
export * from './ladder';
export * from './leaderboard';
export * from './match';
export * from './national';
export * from './search';
export * from './team';
