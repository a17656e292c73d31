export * from './controls';
export * from './outbox';
export * from './playForm';
export * from './plays';
export * from './statusWalk';
export * from './undo';
