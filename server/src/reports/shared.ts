import {
  GENERAL_STATUSES,
  type MatchSummary,
  type PublicPerson,
  roundLabel,
  type StatusDefinition,
  type TeamListPerson,
  zoneOrFallback,
} from '@touchline/domain';
import type { Alignment, Content, StyleDictionary, TableCell } from 'pdfmake/interfaces';

/**
 * What the report builders return: a pdfmake document definition with plain JSON only (no
 * functions, images or fonts), so it can be sent as is and rendered by the web app.
 */
export interface ReportDefinition {
  info: { title: string; subject: string };
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  defaultStyle: { fontSize: number; lineHeight: number };
  styles: StyleDictionary;
  content: Content[];
}

const STYLES: StyleDictionary = {
  title: { fontSize: 16, bold: true, margin: [0, 0, 0, 2] },
  subtitle: { fontSize: 9, color: '#555555' },
  section: { fontSize: 11, bold: true, margin: [0, 14, 0, 4] },
  team: { fontSize: 12, bold: true },
  score: { fontSize: 22, bold: true, alignment: 'center' },
  status: { fontSize: 9, color: '#555555', alignment: 'center' },
  tableHeader: { bold: true, fontSize: 8, color: '#333333', fillColor: '#eeeeee' },
  muted: { color: '#777777', italics: true },
  badge: { fontSize: 7, bold: true, color: '#a33b00' },
};

/** A report definition with the shared page set-up and styles around its content. */
export function reportDefinition(title: string, subject: string, content: Content[]): ReportDefinition {
  return {
    info: { title, subject },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9, lineHeight: 1.15 },
    styles: STYLES,
    content,
  };
}

/** A person's name as the public sees it: a non-public member is already 'Player'. */
export const personName = (person: Pick<PublicPerson, 'firstName' | 'lastName'> | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

/** A team list entry's shirt number, blank when it is not public. */
export const shirtNumber = (person: Pick<TeamListPerson, 'shirtNum'>) =>
  person.shirtNum == null ? '' : String(person.shirtNum);

/** A team list name with its 'Im' and 'D' badges (spec 2.9) after it. */
export function nameWithBadges(person: TeamListPerson): TableCell {
  const badges = [person.hasImport ? 'Im' : '', person.hasDispensation ? 'D' : ''].filter(Boolean);
  if (!badges.length) return personName(person);
  return { text: [personName(person), { text: `  ${badges.join(' ')}`, style: 'badge' }] };
}

/** A match time as the timeline shows it: 'MM:SS'. */
export const clock = (min: number, sec: number) =>
  `${String(min).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;

/** The label of a match status: from the match's own sequence, else the general statuses. */
export function statusLabel(status: string, sequence: readonly StatusDefinition[]): string {
  return (
    sequence.find((s) => s.value === status)?.label ??
    GENERAL_STATUSES.find((s) => s.value === status)?.label ??
    status
  );
}

/** A long date and time in the match's timezone, e.g. 'Saturday 13 June 2026, 3:00 pm'. */
export function longDate(iso: string | null, timeZone: string): string {
  if (!iso) return 'Date to be confirmed';
  const format = new Intl.DateTimeFormat('en-AU', {
    timeZone: zoneOrFallback(timeZone),
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return format.format(new Date(iso));
}

/**
 * The heading of every report: the title (the competition unless given), any lines under it,
 * then round, date and venue on one line.
 */
export function matchHeading(
  match: MatchSummary,
  timeZone: string,
  title?: string,
  lines: string[] = [],
): Content[] {
  const venue = match.venue ? [match.venue.name, match.meta.field.name].filter(Boolean).join(', ') : 'TBA';
  const details = [match.round ? roundLabel(match.round) : null, longDate(match.dateTime, timeZone), venue];
  const under = [
    ...(title ? [match.competition.name] : []),
    ...(match.matchName ? [match.matchName] : []),
    ...lines,
  ];
  return [
    { text: title ?? match.competition.name, style: 'title' },
    ...under.map((text) => ({ text, style: 'subtitle' })),
    { text: details.filter(Boolean).join('  ·  '), style: 'subtitle', margin: [0, 0, 0, 8] },
  ];
}

/** A column heading, optionally aligned like its cells. */
export type Header = string | { text: string; alignment: Alignment };

/** A table with a grey header row and light lines, or a muted line when there are no rows. */
export function table(
  headers: Header[],
  widths: (string | number)[],
  rows: TableCell[][],
  empty: string,
): Content {
  if (!rows.length) return { text: empty, style: 'muted' };
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        headers.map((h) => ({ ...(typeof h === 'string' ? { text: h } : h), style: 'tableHeader' })),
        ...rows,
      ],
    },
    layout: 'lightHorizontalLines',
  };
}
