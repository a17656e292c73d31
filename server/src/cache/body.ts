import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { chooseEncoding, type Encoding } from './negotiation';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a cached answer is unless its route says otherwise (a calendar feed). */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM = 1024;

/**
 * A serialized response body that is sent many times: it is compressed once per encoding, on
 * first demand, and the same bytes go to every client after that. Once made, the bytes are
 * sent with no promise in between.
 */
export class CachedBody {
  private readonly identity: Buffer;
  private readonly encoded = new Map<Encoding, Buffer | Promise<Buffer>>();

  constructor(
    /** The serialized body: JSON, or the text of the route's own type. */
    readonly json: string,
    readonly contentType: string = JSON_TYPE,
  ) {
    this.identity = Buffer.from(json);
  }

  /** The body's bytes in an encoding (none for `null`), made once. */
  bytes(encoding: Encoding | null): Buffer | Promise<Buffer> {
    if (!encoding) return this.identity;
    const kept = this.encoded.get(encoding);
    if (kept) return kept;
    const raw = this.identity;
    const made = (
      encoding === 'br'
        ? brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipAsync(raw, { level: 6 })
    ).then(
      (bytes) => {
        this.encoded.set(encoding, bytes);
        return bytes;
      },
      (error: unknown) => {
        this.encoded.delete(encoding);
        throw error;
      },
    );
    this.encoded.set(encoding, made);
    return made;
  }

  /** The encoding a client's Accept-Encoding gets (`chooseEncoding`), or none for a small body. */
  encodingFor(accepted: string | undefined): Encoding | null {
    return this.json.length < COMPRESS_FROM ? null : chooseEncoding(accepted);
  }

  /** Sends the body in the encoding chosen by `encodingFor`. */
  send(reply: FastifyReply, encoding: Encoding | null): FastifyReply | Promise<FastifyReply> {
    reply.type(this.contentType);
    if (!encoding) return reply.send(this.identity);
    reply.header('content-encoding', encoding);
    const bytes = this.bytes(encoding);
    if (!(bytes instanceof Promise)) return reply.send(bytes);
    return bytes.then(
      (made) => reply.send(made),
      (error: unknown) => reply.send(error),
    );
  }
}
