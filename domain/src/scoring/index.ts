export * from './controls';
export * from './outbox';
export * from './undo';
