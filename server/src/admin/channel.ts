import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type RoleCode, SCOPE_TYPES, type ScopeType } from '@touchline/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { App } from '../app';
import { loggable } from '../db/errors';
import { registerDrawChannel } from '../import/draw/channel';
import { errorsPlugin } from '../plugins/errors';
import { tokenRepository } from '../repositories/tokens';
import { checkImportAside } from './checkAside';
import { createToken, importFile, TaskRefused } from './tasks';

/**
 * The admin channel's socket, in a folder of the embedded database's folder that only its owner
 * may enter, so no other user can reach the socket even in the moment before its own mode is set.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin', 'touchline.sock');

/** One line of an import's answer: progress, then its summary or why nothing was written. */
export type ImportLine =
  | { progress: [stage: string, done: number, total: number] }
  | { summary: { nationalId: number; counts: Record<string, number> } }
  | { refused: string };

const Id = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
const NationalQuery = Type.Object({ national: Id }, { additionalProperties: false });
const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const Refusal = Type.Object({ message: Type.String(), code: Type.String() });
const TokenListing = Type.Object({
  id: Type.Integer(),
  role: Type.Integer(),
  scopeType: Type.String(),
  scopeId: Type.Union([Type.Integer(), Type.Null()]),
  label: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  expiresAt: Timestamp,
  revokedAt: Timestamp,
  lastUsedAt: Timestamp,
});
/** Import files are sent whole; the demo at scale 50 is well under this. */
const IMPORT_BODY_LIMIT = 512 * 1024 * 1024;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The running server's admin channel: a Unix socket in the data folder (`admin/`, mode 0700, the
 * socket 0600, so only the user running the server may use it; never reachable over the network), where the token
 * and import commands send their work while the server holds the embedded database. The work
 * runs in the server's process on its database, and an import marks the national's cached
 * answers to be checked at once, as a write through the API does.
 */
export async function openAdminChannel(app: App, socketPath: string): Promise<FastifyInstance> {
  const admin = Fastify({
    logger: false,
    bodyLimit: IMPORT_BODY_LIMIT,
  }).withTypeProvider<TypeBoxTypeProvider>();
  await admin.register(errorsPlugin);

  admin.post(
    '/tokens',
    {
      schema: {
        body: Type.Object(
          {
            nationalId: Id,
            role: Type.Integer({ minimum: 1, maximum: 7 }),
            scopeType: Type.Union(SCOPE_TYPES.map((s) => Type.Literal(s))),
            scopeId: Id,
            label: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
            expiresAt: Timestamp,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ id: Type.Integer(), secret: Type.String() }),
          400: Refusal,
        },
      },
    },
    async (request, reply) => {
      const { expiresAt, ...token } = request.body;
      try {
        return await createToken(app.db, {
          ...token,
          role: token.role as RoleCode,
          scopeType: token.scopeType as ScopeType,
          expiresAt: expiresAt ? new Date(expiresAt) : null,
        });
      } catch (error) {
        if (!(error instanceof TaskRefused)) throw error;
        return reply.status(400).send({ message: error.message, code: 'REFUSED' });
      }
    },
  );

  admin.get(
    '/tokens',
    {
      schema: {
        querystring: NationalQuery,
        response: { 200: Type.Object({ tokens: Type.Array(TokenListing) }) },
      },
    },
    async (request) => {
      const rows = await tokenRepository.list(app.db, request.query.national);
      return {
        tokens: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          expiresAt: iso(r.expiresAt),
          revokedAt: iso(r.revokedAt),
          lastUsedAt: iso(r.lastUsedAt),
        })),
      };
    },
  );

  admin.delete(
    '/tokens/:id',
    {
      schema: {
        params: Type.Object({ id: Id }),
        querystring: NationalQuery,
        response: { 200: Type.Object({ revoked: Type.Boolean() }) },
      },
    },
    async (request) => ({
      revoked: await tokenRepository.revoke(app.db, request.query.national, request.params.id),
    }),
  );

  // The answer is a line of JSON per progress step, then the summary or the refusal, so the
  // command prints what it prints when it writes the database itself.
  await admin.register(async (imports) => {
    // The file is parsed and validated in a worker thread (checkImportAside), not here.
    imports.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    imports.post('/imports', { schema: { body: Type.Unknown() } }, async (request, reply) => {
      const lines = new PassThrough();
      const send = (line: ImportLine) => lines.write(`${JSON.stringify(line)}\n`);
      let gone = false;
      request.raw.socket.once('close', () => {
        gone = true;
      });
      const body = request.body instanceof Uint8Array ? request.body : new Uint8Array();
      void runImport(app, body, send, () => gone).finally(() => lines.end());
      return reply.type('application/x-ndjson').send(lines);
    });
  });

  // A draw (npm run import -- draw.csv --competition ID) is sent the same way.
  await registerDrawChannel(admin, app);

  // A socket left by a server that was killed would make listening fail; this process holds the
  // folder's lock, so any socket there is stale.
  const folder = path.dirname(socketPath);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  rmSync(socketPath, { force: true });
  admin.addHook('onClose', async () => rmSync(socketPath, { force: true }));
  await admin.listen({ path: socketPath });
  chmodSync(socketPath, 0o600);
  return admin;
}

/** Checks and writes one import sent over the channel, telling `send` how it goes. */
async function runImport(app: App, body: Uint8Array, send: (line: ImportLine) => void, gone: () => boolean) {
  const log = app.log.child({ module: 'admin' });
  try {
    const checked = await checkImportAside(body);
    if (!checked.ok) {
      const first = checked.problems[0]!;
      send({
        refused: `the file has ${checked.problems.length} problems, first ${first.path}: ${first.message}`,
      });
      return;
    }
    const summary = await importFile(app.db, checked.file, async (stage, done, total) => {
      // The database lets the event loop turn during the import; here the server also hears of
      // a command stopped half-way, whose import then rolls back.
      if (gone()) throw new Error('the import command was stopped; nothing was written');
      send({ progress: [stage, done, total] });
    });
    app.versions.changed(summary.nationalId);
    await app.live.bus.publishChange(summary.nationalId);
    log.info({ nationalId: summary.nationalId, counts: summary.counts }, 'imported');
    send({ summary });
  } catch (error) {
    if (error instanceof TaskRefused) send({ refused: error.message });
    else {
      log.error({ err: loggable(error) }, 'import failed');
      send({
        refused: gone() ? 'the import command was stopped' : 'the import failed; the server logged why',
      });
    }
  }
}
