export * from './competitions';
export * from './entities';
export * from './matches';
export * from './nationals';
export * from './resultGroups';
export * from './teams';
export * from './live';
