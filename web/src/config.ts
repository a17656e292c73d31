import { DEFAULT_NATIONAL_ID, NATIONAL_ID_META } from '@touchline/domain';

/** A positive whole number, or null when the text is missing or malformed. */
export function parseNationalId(raw: string | null | undefined): number | null {
  const text = raw?.trim();
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The national id the server wrote into the page's meta tag, or null when it wrote none. */
export function nationalIdFromPage(page: Pick<Document, 'querySelector'>): number | null {
  return parseNationalId(page.querySelector(`meta[name="${NATIONAL_ID_META}"]`)?.getAttribute('content'));
}

/**
 * The national body this deployment shows, sent as the `national-id` header on every call. The
 * server writes its NATIONAL_ID into index.html, so one build serves any national. Vite's dev
 * server leaves the placeholder there: then VITE_NATIONAL_ID (dev only) or the default applies.
 */
export const NATIONAL_ID: number =
  (typeof document === 'undefined' ? null : nationalIdFromPage(document)) ??
  (import.meta.env.DEV ? parseNationalId(import.meta.env.VITE_NATIONAL_ID) : null) ??
  DEFAULT_NATIONAL_ID;
