import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';
import { data } from './requests';

/**
 * A client as a third party would write one: types generated from the served document with
 * openapi-typescript, calls made with openapi-fetch. The test type-checks this very file, then
 * runs it against the app.
 */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const header = { 'national-id': '14' };
type Client = ReturnType<typeof createClient<paths>>;

/** A few public reads, as a club's site would make them. */
export async function publicReads(baseUrl: string) {
  const client: Client = createClient<paths>({ baseUrl });
  const seasons = await client.GET('/touchline/api/v1/live/seasons', { params: { header } });
  const season: number | undefined = seasons.data?.data.find((s) => s.currentSeason)?._id;
  const competitions = await client.GET('/touchline/api/v1/live/competitions', {
    params: { header, query: { season } },
  });
  const list = competitions.data?.data ?? [];
  const competition = list.find((c) => c.name === 'NSW Premier Division');
  if (!competition) throw new Error('NSW Premier Division is not listed');
  const ladder = await client.GET('/touchline/api/v1/live/ladders/competition/{competitionId}', {
    params: { header, path: { competitionId: competition._id } },
  });
  const schedule = await client.GET('/touchline/api/v1/live/matches/competitions/{id}', {
    params: { header, path: { id: competition._id } },
  });
  const missing = await client.GET('/touchline/api/v1/live/matches/{matchId}', {
    params: { header, path: { matchId: 2147483647 } },
  });
  return {
    season,
    competitions: list.map((c) => ({ id: c._id, name: c.name, season: c.season })),
    ladder: ladder.data?.data.teams.map((row) => ({ position: row.position, played: row.stats.matchesPlayed })),
    matches: schedule.data?.data.matches.map((m) => ({ id: m._id, status: m.status })),
    missing: { status: missing.response.status, code: missing.error?.code },
  };
}

/** What the generated types refuse: tsc fails unless each of these is an error. */
export function misuse(client: Client) {
  // @ts-expect-error: a season is a number
  client.GET('/touchline/api/v1/live/competitions', { params: { header, query: { season: 'now' } } });
  // @ts-expect-error: there is no such path
  client.GET('/touchline/api/v1/live/planets', { params: { header } });
  // @ts-expect-error: every call needs the national-id header
  client.GET('/touchline/api/v1/live/seasons', {});
  // @ts-expect-error: a write's body is checked too
  client.PUT('/touchline/api/v1/live/matches/{matchId}/status', { params: { header, path: { matchId: 1 } }, body: { state: 1 } });
}
`;

const ROOT = resolve(import.meta.dirname, '../..');

/** The type errors of a file, one a line with its position, as tsc would print them. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

let ctx: TestContext;
let dir: string;
let baseUrl: string;
beforeAll(async () => {
  ctx = await startTestApp();
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'touchline-client-'));
  // So the client resolves openapi-fetch and TypeScript's libraries as the repository's code does.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('should type-check, refuse misuse, and read competitions, a ladder and a match list', async () => {
    const response = await ctx.app.inject({ url: '/touchline/api/v1/openapi.json' });
    const types = astToString(await openapiTS(response.json()));
    expect(types).toContain('operations');
    writeFileSync(join(dir, 'api.d.ts'), types);
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    expect(typeErrors(join(dir, 'client.ts')).join('\n')).toBe('');

    const { publicReads } = await import(join(dir, 'client.ts'));
    const reads = await publicReads(baseUrl);

    const seasons: { _id: number; currentSeason: boolean }[] = await data(ctx, '/live/seasons');
    expect(reads.season).toBe(seasons.find((s) => s.currentSeason)?._id);
    const listed = await data(ctx, `/live/competitions?season=${reads.season}`);
    expect(reads.competitions).toEqual(
      listed.map((c: any) => ({ id: c._id, name: c.name, season: reads.season })),
    );
    expect(reads.ladder.length).toBeGreaterThan(3);
    expect(reads.ladder.map((row: { position: number }) => row.position)).toEqual(
      reads.ladder.map((_: unknown, i: number) => i + 1),
    );
    expect(reads.ladder.some((row: { played: number }) => row.played > 0)).toBe(true);
    expect(reads.matches.length).toBeGreaterThan(3);
    for (const match of reads.matches)
      expect(match).toEqual({ id: expect.any(Number), status: expect.any(String) });
    expect(reads.missing).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
