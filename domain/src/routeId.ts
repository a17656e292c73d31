/*
 * Its own module: route loaders, in the app's entry chunk, need only this rule, and a bundler
 * splits by module.
 */

/** The largest id a route may carry (the API's integer ids are 32-bit). */
const MAX_ID = 2_147_483_647;

/**
 * An id from the address: a positive whole number written plainly ('7', not '07' or '7.0') that
 * the API accepts, else null (nothing has it, so a screen answers without asking the server).
 */
export function parseRouteId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
