import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, ifNoneMatchHolds } from '../cache/negotiation';

/** A file built once at start, with the brotli and gzip copies a browser may ask for. */
export interface Precompressed {
  type: string;
  /** Weak, as the encodings carry the same content: a revalidation matches any of them. */
  etag: string;
  identity: Buffer;
  /** Null when compressing would not make it smaller (as the build does, see web/vite.config.ts). */
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Makes the brotli and gzip copies of a body once, at the build's quality. */
export function precompress(body: string | Buffer, type: string): Precompressed {
  const identity = Buffer.from(body);
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    type,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url')}"`,
    identity,
    br: br.length < identity.length ? br : null,
    gzip: gzip.length < identity.length ? gzip : null,
  };
}

/**
 * Sends the copy the request's `accept-encoding` gets (`chooseEncoding`, as @fastify/static
 * chooses among the build's own .br and .gz files), revalidated with no-cache; a matching
 * `if-none-match` gets a 304.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, file: Precompressed) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', file.etag);
  if (ifNoneMatchHolds(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const offered = (['br', 'gzip'] as const).filter((encoding) => file[encoding]);
  const encoding = chooseEncoding(request.headers['accept-encoding'], offered);
  reply.type(file.type);
  if (!encoding) return reply.send(file.identity);
  return reply.header('content-encoding', encoding).send(file[encoding]);
}
