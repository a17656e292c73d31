import { DRAW_MAX_BYTES, type DrawFields, type DrawOutcome, type DrawRowPlan } from '@touchline/domain';
import { kickoffLabel } from '../history/describeChange';

/**
 * The draw upload's rules in the browser: a file too big for the API is refused before it is
 * read, and a draw is written only after a clean preview of exactly the text to be written.
 */

/** A small draw, as the example beside the upload shows it. */
export const DRAW_EXAMPLE = [
  'round,date,time,home,away,venue',
  '1,2027-03-06,14:30,Lions,Eagles,Oval',
  '1,2027-03-06,16:00,Hawks,Sharks,Oval',
  '2,13/03/2027,14:30,Eagles,Hawks,',
].join('\n');

/** Why a file of this many bytes is refused, or null when the API takes it. */
export function tooBig(bytes: number): string | null {
  if (bytes <= DRAW_MAX_BYTES) return null;
  const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString('en')} KB`;
  return `This file is ${kb(bytes)}: a draw may be at most ${kb(DRAW_MAX_BYTES)}. Split it into smaller files.`;
}

/** The size of text as the API counts it: its UTF-8 bytes. */
export const byteSize = (text: string) => new TextEncoder().encode(text).length;

/** The matches an outcome writes: those added and those changed. */
export const toWrite = (outcome: Pick<DrawOutcome, 'added' | 'changed'>) => outcome.added + outcome.changed;

/** A preview that may be imported: of this very text, with something to write. */
export const mayImport = (preview: { text: string; outcome: DrawOutcome } | null, text: string) =>
  preview !== null && preview.text === text && !preview.outcome.written && toWrite(preview.outcome) > 0;

const LABELS: Record<keyof DrawFields, string> = {
  round: 'Round',
  dateTime: 'Kickoff',
  home: 'Home',
  away: 'Away',
  venue: 'Venue',
  field: 'Field',
  homeScore: 'Home score',
  awayScore: 'Away score',
  status: 'Status',
};

/** A draw field's value in words. */
function valueText(key: keyof DrawFields, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return 'None';
  if (key === 'dateTime' && typeof value === 'string') return kickoffLabel(value, timeZone);
  return String(value);
}

/** A changed row's fields, before → after, in words. */
export function rowChanges(plan: Pick<DrawRowPlan, 'before' | 'after'>, timeZone: string) {
  const after = plan.after ?? {};
  return (Object.keys(LABELS) as (keyof DrawFields)[])
    .filter((key) => key in after)
    .map((key) => ({
      key,
      label: LABELS[key],
      before: valueText(key, plan.before?.[key], timeZone),
      after: valueText(key, after[key], timeZone),
    }));
}

/** A row's match in words: 'Round 1: Lions v Eagles, Sat 06 Mar, 2:30 PM, City Oval', in its venue's zone. */
export function rowMatch(match: DrawFields, timeZone: string): string {
  const when = match.dateTime ? `, ${kickoffLabel(match.dateTime, timeZone)}` : '';
  const where = match.venue ? `, ${match.venue}${match.field ? ` (${match.field})` : ''}` : '';
  return `${match.round}: ${match.home} v ${match.away}${when}${where}`;
}
