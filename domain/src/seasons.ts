import type { Season } from './api/common';

/**
 * The season a screen opens on: the stored one while the national still has it, else the season
 * marked current (the newest, should several be), else the newest. The server's SQL for 'the
 * current season' orders by the same rule (server/test/defaultSeason.test.ts ties the two).
 */
export function defaultSeason(seasons: readonly Season[], stored: number | null = null): number | null {
  if (stored !== null && seasons.some((s) => s._id === stored)) return stored;
  const newest = (list: readonly Season[]) =>
    list.reduce<number | null>((best, s) => (best === null || s._id > best ? s._id : best), null);
  return newest(seasons.filter((s) => s.currentSeason)) ?? newest(seasons);
}
