import type { Loader } from '../loaders';

/** Starts the screen's requests while its code downloads (being built, issue 11). */
export const resultsLoader: Loader = () => () => null;
/** Starts the screen's requests while its code downloads (being built, issue 11). */
export const resultGroupLoader: Loader = () => () => null;
