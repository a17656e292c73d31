export type { PlayLike } from './checks';
export * from './machine';
export * from './replay';
export { type GameRules, gameRules, initialGameState, type ScoreKind } from './rules';
export * from './schemas';
export * from './situation';
