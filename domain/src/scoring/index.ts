export * from './controls';
export * from './outbox';
export * from './statusWalk';
export * from './undo';
