/** The search screens' rules (spec 2.10): global search results and ranking, team search and its address. */
export * from './address';
export * from './pagination';
export * from './players';
export * from './ranking';
export * from './results';
export * from './teamNames';
export * from './timing';
