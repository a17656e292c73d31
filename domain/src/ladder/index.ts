export * from './compute';
export * from './results';
export * from './sort';
export * from './stats';
