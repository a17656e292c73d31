export * from './common';
export * from './competition';
export * from './match';
export * from './national';
export * from './search';
export * from './team';
