import type { FastifyReply } from 'fastify';

/** The headers of an event stream, on top of those every answer gets. */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  // A proxy (nginx) must pass each frame on as it comes.
  'x-accel-buffering': 'no',
} as const;

/** Heads made so far, by their text: a node sends few different ones (streams, embeds' streams). */
const heads = new Map<string, Buffer>();

/**
 * The response head of an event stream written straight to its socket: a 200 with every
 * header the plugins gave this reply (helmet's security headers, CORS) and the stream's own,
 * so a stream goes out with what any other answer of the API does, and no copy of them is
 * kept here. Its end is marked by closing the connection.
 */
export function streamHead(reply: FastifyReply): Buffer {
  reply.headers({ ...STREAM_HEADERS, connection: 'close' });
  let text = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    for (const line of Array.isArray(value) ? value : [value]) text += `${name}: ${line}\r\n`;
  }
  text += '\r\n';
  let head = heads.get(text);
  if (!head) {
    if (heads.size >= 64) heads.clear();
    head = Buffer.from(text, 'latin1');
    heads.set(text, head);
  }
  return head;
}
