import { DEFAULT_NATIONAL_ID } from '@touchline/domain';

/** Reads a positive whole number from build-time env, falling back when unset or malformed. */
function positiveInteger(raw: string | undefined, fallback: number): number {
  const value = Number(raw?.trim());
  return raw?.trim() && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The national body this build shows (sent as the `national-id` header on every call). */
export const NATIONAL_ID = positiveInteger(import.meta.env.VITE_NATIONAL_ID, DEFAULT_NATIONAL_ID);
