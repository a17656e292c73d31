import { negotiate } from '@fastify/accept-negotiator';

/** The encodings the server makes copies in, the one it prefers first. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

// `*` (any encoding) and x-gzip stand for gzip, as @fastify/compress reads them.
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding a request's Accept-Encoding gets from those offered, or null for the body as it
 * is: @fastify/accept-negotiator, with the header read as @fastify/compress and @fastify/static
 * read it. So `q=0` refuses an encoding, a higher q wins, and at equal q the first offered does.
 * Every answer the server compresses itself is chosen here.
 */
export function chooseEncoding(
  accepted: string | undefined,
  offered: Encoding[] = ENCODINGS,
): Encoding | null {
  if (!accepted || !offered.length) return null;
  return negotiate(accepted.toLowerCase().replace(GZIP_ALIASES, 'gzip'), offered);
}

/**
 * Whether a request's If-None-Match names a representation's ETag, by the weak comparison RFC
 * 9110 (13.1.2) asks of it: `W/` counts on neither side, and `*` names any representation.
 */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || tag === opaque || tag === `W/${opaque}`;
  });
}
