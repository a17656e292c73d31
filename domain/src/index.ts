export * from './access';
export * from './api';
export * from './calendar';
export * from './clock';
export * from './colour';
export * from './competitionChoice';
export * from './competitionList';
export * from './constants';
export * from './embed';
export * from './entityPages';
export * from './entityScope';
export * from './eventTypes';
export * from './genericTable';
export * from './gridiron';
export * from './gridironColumns';
export * from './hiddenRounds';
export * from './ladder';
export * from './ladderView';
export * from './leaderboard';
export * from './leaderboardOptions';
export * from './manifest';
export * from './matchCard';
export * from './matchCentre';
export * from './matchDates';
export * from './matchFilters';
export * from './periodScores';
export * from './privacy';
export * from './push';
export * from './recentlyViewed';
export * from './results';
export * from './rounds';
export * from './routeId';
export * from './schemas/finalsSettings';
export * from './schemas/gridironSettings';
export * from './schemas/values';
export * from './scoreboard';
export * from './scoring';
export * from './search';
export * from './seasons';
export * from './sportTable';
export * from './statsTable';
export * from './statuses';
export * from './teamPage';
export * from './timeZones';
export * from './weather';
export {
  knowZoneOffsets,
  padded,
  type WallClock,
  wallClock,
  type ZoneOffsets,
  zoneOffsets,
} from './zonedTime';
