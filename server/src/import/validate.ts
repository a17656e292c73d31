import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { ImportFile } from './format';
import { checkReferences } from './references';

export interface ImportProblem {
  /** A JSON path into the file, such as `$.matches[3].homeTeam`. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true; file: ImportFile } | { ok: false; problems: ImportProblem[] };

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const checkSchema = ajv.compile<ImportFile>(ImportFile);

/** At most this many problems are reported, so a wholly wrong file gives a readable answer. */
export const MAX_PROBLEMS = 200;

/**
 * Checks a whole import file: its shape against the schema, then every id and reference.
 * Nothing is written; the caller writes only a file that passed.
 */
export function validateImport(input: unknown): ValidationResult {
  const valid = checkSchema(input);
  const problems = valid ? [] : (checkSchema.errors ?? []).map(toProblem);
  problems.push(...referenceProblems(input, valid));
  return problems.length
    ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) }
    : { ok: true, file: input as ImportFile };
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

function toProblem(error: ErrorObject): ImportProblem {
  const path = `$${error.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')}`;
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
    default:
      return { path, message: error.message ?? 'is not valid' };
  }
}
