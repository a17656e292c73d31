import ICAL from 'ical.js';

/** Properties RFC 5545 requires in UTC (3.8.7.1-3): a stamp with no 'Z' reads as a floating time. */
const UTC_ONLY = ['dtstamp', 'last-modified', 'created'];
/** RFC 5545 3.1: a content line is at most 75 octets, not counting its CRLF. */
const MAX_OCTETS = 75;

/**
 * What keeps an iCalendar text from being a strict RFC 5545 feed, as a list of problems (empty
 * when there are none): ical.js must parse it; every line ends in CRLF, the last one too, and
 * is folded at 75 octets; the calendar's properties come before its components; every VEVENT
 * has one UID and one DTSTAMP; DTSTAMP, LAST-MODIFIED and CREATED are UTC; and every TZID a
 * property names has its VTIMEZONE. For the calendar tests of the server and the browser.
 */
export function calendarProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the last line does not end with CRLF');
  const lines = text.split('\r\n').slice(0, -1);
  lines.forEach((line, i) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${i + 1} has a bare CR or LF`);
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > MAX_OCTETS) problems.push(`line ${i + 1} is ${octets} octets long, unfolded`);
  });

  // The calendar's own properties, then its components (RFC 5545 3.4, 3.6).
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  let depth = 0;
  let componentSeen = false;
  for (const line of unfolded) {
    if (line.startsWith('BEGIN:')) {
      if (depth === 1) componentSeen = true;
      depth++;
    } else if (line.startsWith('END:')) depth--;
    else if (depth === 1 && componentSeen) problems.push(`calendar property after a component: ${line}`);
  }

  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    return [...problems, `ical.js cannot parse it: ${String(error)}`];
  }
  if (calendar.name !== 'vcalendar') problems.push(`the outer component is ${calendar.name}`);
  for (const required of ['version', 'prodid'])
    if (!calendar.hasProperty(required)) problems.push(`the calendar has no ${required.toUpperCase()}`);

  const zones = new Set(
    calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
  );
  const visit = (component: ICAL.Component) => {
    for (const property of component.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string' && !zones.has(tzid))
        problems.push(`${property.name.toUpperCase()} names TZID ${tzid}, which has no VTIMEZONE`);
      if (UTC_ONLY.includes(property.name)) {
        const value = property.getFirstValue();
        const utc = value instanceof ICAL.Time && value.zone === ICAL.Timezone.utcTimezone;
        if (!utc || tzid !== undefined)
          problems.push(`${property.name.toUpperCase()} is not UTC: ${property.toICALString()}`);
      }
    }
    component.getAllSubcomponents().forEach(visit);
  };
  visit(calendar);

  for (const event of calendar.getAllSubcomponents('vevent')) {
    const uid = event.getFirstPropertyValue('uid');
    for (const required of ['uid', 'dtstamp', 'dtstart'])
      if (event.getAllProperties(required).length !== 1)
        problems.push(`VEVENT ${uid ?? '(no UID)'} has not exactly one ${required.toUpperCase()}`);
  }
  return problems;
}
