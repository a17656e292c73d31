export * from './controls';
export * from './outbox';
