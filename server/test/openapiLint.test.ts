import {
  createConfig,
  lintFromString,
  type NormalizedProblem,
  type RawUniversalConfig,
} from '@redocly/openapi-core';
import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

/**
 * The OpenAPI document as clients see it, held to Redocly's recommended rules, so a generated
 * client gets named methods and knows which calls need a token.
 */
const RULES: RawUniversalConfig = {
  extends: ['recommended'],
  rules: {
    // The spec's own URLs put literal segments where other paths have a parameter
    // (/live/matches/competitions/{id} beside /live/matches/{matchId}/sport): the router takes
    // the literal segment first, and ids are numbers, so no request is ambiguous.
    'no-ambiguous-paths': 'off',
  },
};

interface Operation {
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
}

let ctx: TestContext;
let document: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
beforeAll(async () => {
  ctx = await startTestApp();
  // What GET /openapi.json serves.
  const response = await ctx.app.inject({ url: '/touchline/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => ctx.close());

const operations = (): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, ...op })),
  );

/** One problem a line: severity, rule, where in the document, and what is wrong. */
const described = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '#'}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it("should pass Redocly's recommended rules with no error or warning", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig(RULES),
    });
    expect(problems.map(described).join('\n'), `${problems.length} problems`).toBe('');
  });

  it('should give every operation a camelCase operationId and a summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    for (const op of all) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.summary?.length, `${op.method} ${op.path}`).toBeGreaterThan(5);
    }
    expect(new Set(all.map((op) => op.operationId)).size).toBe(all.length);
  });

  it('should name the bearer scheme on exactly the writes that need a token, and the reads that do', () => {
    const guarded = new Set(
      ctx.app.writeRoutes
        .filter((route) => route.policy !== 'public' && route.policy !== 'subscriber')
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    // The scorer's console asks who its token speaks for.
    guarded.add(`GET ${API_PREFIX}/scoring/whoami`);
    // A manager reads a match's history of changes.
    guarded.add(`GET ${API_PREFIX}/live/matches/{matchId}/changes`);
    // And the competitions it may manage, and their matches.
    guarded.add(`GET ${API_PREFIX}/live/manage/competitions`);
    guarded.add(`GET ${API_PREFIX}/live/manage/competitions/{competitionId}/matches`);
    expect(guarded.size).toBeGreaterThan(10);
    for (const op of operations())
      expect(op.security, `${op.method} ${op.path}`).toEqual(
        guarded.has(`${op.method} ${op.path}`) ? [{ bearer: [] }] : [],
      );
  });
});
