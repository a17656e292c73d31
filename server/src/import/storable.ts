import type { ImportProblem } from './validate';

/** Deeper than any record of the format: only free-form content (`Type.Unknown`) gets here. */
const MAX_DEPTH = 32;

const NUL = /\0/;
/** With the `u` flag, a surrogate is matched only when it is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why the database cannot store a text, if it cannot. */
function textProblem(text: string): string | null {
  if (NUL.test(text)) return 'a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'a broken character (an unpaired UTF-16 surrogate)';
  return null;
}

const member = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * Finds what PostgreSQL refuses in any text, column or JSON alike: a NUL character, or an
 * unpaired surrogate (refused in JSON, silently replaced in text), in any string or field
 * name, and free-form content nested deeper than the format ever goes. Walks the whole input,
 * shape-checked or not, without recursion, so no nesting overflows the stack.
 */
export function unstorableProblems(input: unknown, limit: number): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const stack: [unknown, string, number][] = [[input, '$', 0]];
  while (stack.length && problems.length < limit) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) problems.push({ path, message: `contains ${problem}, which the database cannot store` });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      problems.push({ path, message: `nests deeper than ${MAX_DEPTH} levels` });
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`, depth + 1]);
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const problem = textProblem(key);
      if (problem)
        problems.push({
          path,
          message: `has a field name with ${problem}, which the database cannot store`,
        });
      else stack.push([child, member(path, key), depth + 1]);
    }
  }
  return problems;
}
