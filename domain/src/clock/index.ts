/** The match clock, status badge and score display rules of the match centre. */
export * from './badge';
export * from './scores';
export * from './sets';
export * from './timer';
