export * from './competitions';
export * from './entities';
export * from './live';
export * from './matches';
export * from './nationals';
export * from './push';
export * from './resultGroups';
export * from './teams';
