import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { DRAW_MAX_BYTES, type DrawOutcome, type DrawProblem, Id } from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { App } from '../../app';
import type { ImportProgress } from '../write';
import { DrawRefused, importDraw } from './importDraw';
import { drawCompetition } from './load';

/** One line of a draw's answer over the admin channel. */
export type DrawLine =
  | { progress: [stage: string, done: number, total: number] }
  | { outcome: DrawOutcome }
  | { problems: DrawProblem[] }
  | { refused: string };

/**
 * `POST /draws?competition=ID&write=BOOL` on the running server's admin channel (a CSV body),
 * so `npm run import -- draw.csv` works while the server holds the embedded database. The
 * answer is a line of JSON per progress step, then the outcome, the problems or a refusal.
 */
export async function registerDrawChannel(admin: FastifyInstance, app: App) {
  await admin.register(async (draws) => {
    draws.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: DRAW_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    draws.post(
      '/draws',
      {
        schema: {
          querystring: Type.Object(
            { competition: Id, write: Type.Boolean() },
            { additionalProperties: false },
          ),
          body: Type.String(),
        },
      },
      async (request, reply) => {
        const { competition: competitionId, write } = request.query as {
          competition: number;
          write: boolean;
        };
        const lines = new PassThrough();
        const send = (line: DrawLine) => lines.write(`${JSON.stringify(line)}\n`);
        void (async () => {
          try {
            const competition = await drawCompetition(app.db, competitionId);
            if (!competition) return send({ refused: `no competition ${competitionId} is loaded` });
            const answer = await importDraw(app.db, competition, request.body as string, {
              write,
              progress: (stage, done, total) => {
                send({ progress: [stage, done, total] });
              },
            });
            if (write) {
              app.versions.changed(competition.nationalId);
              await app.live.bus.publishChange(competition.nationalId);
              for (const { matchId, position, appended } of answer.logged)
                await app.live.notify(matchId, position, appended);
            }
            send({ outcome: answer.outcome });
          } catch (error) {
            if (error instanceof DrawRefused) send({ problems: error.problems });
            else {
              app.log.error({ err: error }, 'draw import failed');
              send({ refused: 'the draw import failed; the server logged why' });
            }
          }
        })().finally(() => lines.end());
        return reply.type('application/x-ndjson').send(lines);
      },
    );
  });
}

/** Sends a draw to the server on the data folder's admin channel; null when none answers there. */
export async function drawOverChannel(
  socketPath: string,
  competitionId: number,
  text: string,
  write: boolean,
  progress?: ImportProgress,
): Promise<Exclude<DrawLine, { progress: unknown }> | null> {
  if (!existsSync(socketPath)) return null;
  const answer = await new Promise<import('node:http').IncomingMessage | null>((resolve) => {
    const req = request(
      {
        socketPath,
        method: 'POST',
        path: `/draws?competition=${competitionId}&write=${write}`,
        agent: false,
        headers: { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(text) },
      },
      resolve,
    );
    req.on('error', () => resolve(null));
    req.end(text);
  });
  if (!answer) return null;
  if (answer.statusCode !== 200) {
    let body = '';
    for await (const chunk of answer) body += chunk;
    return {
      refused:
        (JSON.parse(body) as { message?: string }).message ?? `the server answered ${answer.statusCode}`,
    };
  }
  for await (const text of createInterface({ input: answer, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!text) continue;
    const line = JSON.parse(text) as DrawLine;
    if ('progress' in line) await progress?.(...line.progress);
    else return line;
  }
  return { refused: 'the server closed the admin channel before the draw was written' };
}
