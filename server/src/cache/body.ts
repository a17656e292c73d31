import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM = 1024;

/**
 * A serialized JSON response body that is sent many times: it is compressed once per
 * encoding, on first demand, and the same bytes go to every client after that.
 */
export class CachedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  private bytes(encoding: Encoding): Promise<Buffer> {
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

  /** The best encoding the client accepts, or none for a small body. */
  encodingFor(request: FastifyRequest): Encoding | null {
    if (this.json.length < COMPRESS_FROM) return null;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  }

  /** Sends the body in the encoding chosen by `encodingFor`. */
  async send(reply: FastifyReply, encoding: Encoding | null) {
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(this.json);
    return reply.header('content-encoding', encoding).send(await this.bytes(encoding));
  }
}
