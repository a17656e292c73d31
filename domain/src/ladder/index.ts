export * from './compute';
export * from './records';
export * from './results';
export * from './sort';
export * from './standings';
export * from './stats';
export * from './templates';
export * from './tieBreakers';
