/*
 * Its own module: the route loader, in the app's entry chunk, needs only this rule, and a
 * bundler splits by module.
 */

/**
 * A result group id from the address: a positive whole number the API accepts, else null (no
 * group has it, so the screen shows 'No data' without asking).
 */
export function parseResultGroupId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
