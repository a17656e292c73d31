import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A serialized JSON response body that is sent many times: it is compressed once per
 * encoding, on first demand, and the same bytes go to every client after that.
 */
export class CachedBody {
  private readonly encoded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly json: string) {}

  static of(data: unknown) {
    return new CachedBody(JSON.stringify({ data }));
  }

  private bytes(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const raw = Buffer.from(this.json);
      bytes =
        encoding === 'br'
          ? brotli(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : gzipAsync(raw, { level: 6 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** Sends the body in the best encoding the client accepts. */
  async send(request: FastifyRequest, reply: FastifyReply) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      this.json.length < 1024
        ? null
        : /\bbr\b/.test(accepted)
          ? 'br'
          : /\bgzip\b/.test(accepted)
            ? 'gzip'
            : null;
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(this.json);
    return reply.header('content-encoding', encoding).send(await this.bytes(encoding));
  }
}
