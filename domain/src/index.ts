export * from './api';
export * from './constants';
export * from './eventTypes';
export * from './ladder';
export * from './schemas/values';
export * from './statsTable';
export * from './statuses';
