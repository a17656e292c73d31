import { isTimeZone, TIME_ZONE_EXAMPLE } from '@touchline/domain';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { ImportFile, INT_MAX, INT_MIN } from './format';
import { checkReferences } from './references';
import { unstorableProblems } from './storable';

export interface ImportProblem {
  /** A JSON path into the file, such as `$.matches[3].homeTeam`. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true; file: ImportFile } | { ok: false; problems: ImportProblem[] };

const DATE_TIME_EXAMPLE = '2026-03-01T19:00:00+10:00';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const rfc3339 = ajv.formats['date-time'] as { validate: (text: string) => boolean };
// RFC 3339 allows what the database cannot store: a leap second, or a year 0 once in UTC.
ajv.addFormat('date-time', {
  type: 'string',
  validate: (text: string) => {
    if (!rfc3339.validate(text)) return false;
    const ms = Date.parse(text);
    if (!Number.isFinite(ms)) return false;
    const year = new Date(ms).getUTCFullYear();
    return year >= 1 && year <= 9999;
  },
});
const checkSchema = ajv.compile<ImportFile>(ImportFile);

/** At most this many problems are reported, so a wholly wrong file gives a readable answer. */
export const MAX_PROBLEMS = 200;

/**
 * Checks a whole import file: its shape against the schema, what the database cannot store,
 * its time zones, then every id and reference. Nothing is written; the caller writes only a file that passed,
 * and the database takes all of it.
 */
export function validateImport(input: unknown): ValidationResult {
  const valid = checkSchema(input);
  const problems = valid ? [] : schemaProblems(checkSchema.errors ?? [], input);
  problems.push(...unstorableProblems(input, MAX_PROBLEMS));
  problems.push(...zoneProblems(input));
  problems.push(...referenceProblems(input, valid));
  return problems.length
    ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) }
    : { ok: true, file: input as ImportFile };
}

/** The fields of an object, or none for anything else. */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};

/**
 * Every time zone of the file (the national's and each venue's) that is not one of the IANA
 * database's (`isTimeZone`), which the app could not read a date in. Checked on any shape; a
 * zone that is not a string, or empty, is the schema's to report.
 */
function zoneProblems(input: unknown): ImportProblem[] {
  const file = fieldsOf(input);
  const venues = Array.isArray(file.venues) ? file.venues : [];
  const zones: [string, unknown][] = [
    ['$.national.timezone', fieldsOf(file.national).timezone],
    ...venues.map((venue, i): [string, unknown] => [`$.venues[${i}].timezone`, fieldsOf(venue).timezone]),
  ];
  return zones.flatMap(([path, zone]) =>
    typeof zone === 'string' && zone !== '' && !isTimeZone(zone)
      ? [
          {
            path,
            message: `is ${JSON.stringify(zone)}, not a time zone of the IANA database (e.g. "${TIME_ZONE_EXAMPLE}")`,
          },
        ]
      : [],
  );
}

/**
 * References are checked even when the shape is wrong, so one run reports both; a file
 * too malformed to walk (say, `teams` is not a list) reports its shape problems alone.
 */
function referenceProblems(input: unknown, valid: boolean): ImportProblem[] {
  try {
    return checkReferences(input as ImportFile);
  } catch (error) {
    if (valid) throw error;
    return [];
  }
}

/**
 * One problem per mistake. Ajv reports a failed union as every branch's failure and then the
 * union's own: a bad nullable field gives its error, 'must be null' and 'must match a schema
 * in anyOf'. The null branch and the union's line go; a choice of constants becomes one list.
 */
function schemaProblems(errors: ErrorObject[], input: unknown): ImportProblem[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, ImportProblem>();
  for (const union of errors.filter((e) => e.keyword === 'anyOf')) {
    const prefix = `${union.schemaPath}/`;
    // Every item of a list shares its schema path; the instance path tells them apart.
    const within = (e: ErrorObject) =>
      e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`);
    const branches = errors.filter((e) => e.schemaPath.startsWith(prefix) && within(e));
    const isNull = (e: ErrorObject) =>
      e.keyword === 'type' && e.params.type === 'null' && e.instancePath === union.instancePath;
    const rest = branches.filter((e) => !isNull(e));
    const branchOf = (e: ErrorObject) => e.schemaPath.slice(prefix.length).split('/')[0];
    if (rest.length && rest.every((e) => e.keyword === 'const' && e.instancePath === union.instancePath)) {
      const allowed = rest.map((e) => JSON.stringify(e.params.allowedValue)).join(', ');
      replaced.set(union, { path: pathOf(union), message: `must be one of ${allowed}` });
      for (const e of branches) dropped.add(e);
    } else if (rest.length && new Set(rest.map(branchOf)).size === 1) {
      dropped.add(union);
      for (const e of branches) if (isNull(e)) dropped.add(e);
    }
  }
  return errors
    .filter((e) => replaced.has(e) || !dropped.has(e))
    .map((e) => replaced.get(e) ?? toProblem(e, input));
}

/** `/matches/3/homeTeam` as `$.matches[3].homeTeam`. */
function pathOf(error: ErrorObject): string {
  return `$${error.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')}`;
}

/** The value at an error's instance path. */
function valueAt(input: unknown, error: ErrorObject): unknown {
  let value = input;
  for (const part of error.instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/** What to write instead of a date and time that is not one the format takes. */
function dateTimeMessage(value: unknown): string {
  const text = JSON.stringify(value);
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value))
    return `is ${text}: add a time-zone offset, e.g. ${DATE_TIME_EXAMPLE}`;
  return `is ${text}, not a date and time: write one with its time-zone offset, e.g. ${DATE_TIME_EXAMPLE}`;
}

function toProblem(error: ErrorObject, input: unknown): ImportProblem {
  const path = pathOf(error);
  switch (error.keyword) {
    case 'required':
      return { path, message: `is missing the required field '${error.params.missingProperty}'` };
    case 'additionalProperties':
      return { path, message: `has an unknown field '${error.params.additionalProperty}'` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(error.params.allowedValue)}` };
    case 'enum':
      return {
        path,
        message: `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'format':
      if (error.params.format === 'date-time')
        return { path, message: dateTimeMessage(valueAt(input, error)) };
      return { path, message: error.message ?? 'is not valid' };
    case 'maximum':
      if (error.params.limit === INT_MAX)
        return { path, message: `must be at most ${INT_MAX}, the largest whole number the database stores` };
      return { path, message: error.message ?? 'is not valid' };
    case 'minimum':
      if (error.params.limit === INT_MIN)
        return {
          path,
          message: `must be at least ${INT_MIN}, the smallest whole number the database stores`,
        };
      return { path, message: error.message ?? 'is not valid' };
    default:
      return { path, message: error.message ?? 'is not valid' };
  }
}
