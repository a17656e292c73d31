import { DRAW_MAX_BYTES, DrawOutcome, DrawProblem, Id } from '@touchline/domain';
import Type from 'typebox';
import { competitionFound } from '../commands/found';
import { DrawRefused, draftDraw } from '../import/draw/importDraw';
import { drawCompetition } from '../import/draw/load';
import { runIdempotent } from '../live/writes';
import { type Routes, responses } from './shared';
import { AuthHeaders, WRITE_SECURITY } from './writes';

/** A 400 answer: the error body, with every problem of a draw when the file has any. */
const DrawRefusal = Type.Object({
  message: Type.String(),
  code: Type.String({ description: "'DRAW_PROBLEMS' for a draw with problems, else the API's usual codes." }),
  problems: Type.Optional(
    Type.Array(DrawProblem, { description: 'Every problem of the file, by row and column.' }),
  ),
});

/** The spreadsheet import of a competition's fixtures and results, for its managers. */
export const drawRoutes: Routes = async (app) => {
  // Scoped to this plugin: only the draw route takes a CSV body.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: DRAW_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/live/competitions/:competitionId/draw',
    {
      config: { policy: 'competition' },
      bodyLimit: DRAW_MAX_BYTES,
      schema: {
        operationId: 'importDraw',
        summary: "Import a competition's draw (fixtures and results) from a CSV file",
        tags: ['Live scoring'],
        security: WRITE_SECURITY,
        description:
          "Takes a CSV file (text/csv, at most 1 MB) with a header row: round, date, home and away, and optionally time, venue, field, home score, away score and status (headers in any case and spacing). Teams are the competition's, venues the national's, rounds the competition's (by number or name), each matched exactly, then ignoring case, accents and spacing; dates are YYYY-MM-DD or DD/MM/YYYY and times HH:MM, read in the venue's time zone, else the national's. A row for a round and teams that already have a match changes it (an empty cell leaves that field as it is); any other row adds a match. With preview=true nothing is written: the answer says what would be added, changed (before and after) and left alone. Otherwise every row is written in one transaction. A file with any problem writes nothing: a 400 with code DRAW_PROBLEMS lists each (row, column, message, the closest names). For a platform admin, a super admin of the national, or a state, association or club admin of the entity that owns the competition or one above it.",
        headers: AuthHeaders,
        params: Type.Object({ competitionId: Id }),
        querystring: Type.Object(
          {
            preview: Type.Optional(
              Type.Boolean({ description: 'true: answer what the file would do, and write nothing.' }),
            ),
          },
          { additionalProperties: false },
        ),
        body: Type.String({ maxLength: DRAW_MAX_BYTES, description: 'The CSV file.' }),
        consumes: ['text/csv'],
        response: {
          ...responses(DrawOutcome, 'What the draw wrote, or with preview=true would write'),
          400: DrawRefusal,
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { national, params, body, query } = request;
      await app.authenticate(request);
      const found = await competitionFound(app.db, national.id, params.competitionId);
      await app.authorizeCompetition(request, found);
      const competition = (await drawCompetition(app.db, found.id, national.id))!;
      try {
        if (query.preview) {
          const answer = await app.db.transaction((tx) => draftDraw(tx, competition, body, { write: false }));
          return { data: answer.outcome };
        }
        return await runIdempotent(app, request, async (tx) => {
          const answer = await draftDraw(tx, competition, body, { write: true, by: request.principal! });
          return {
            result: answer.outcome,
            committed: async () => {
              for (const { matchId, position, appended } of answer.logged)
                await app.live.notify(matchId, position, appended);
            },
          };
        });
      } catch (error) {
        if (!(error instanceof DrawRefused)) throw error;
        return reply.status(400).send({ message: error.message, code: error.code, problems: error.problems });
      }
    },
  );
};
