export * from './constants';
export * from './schemas/values';
export * from './statuses';
