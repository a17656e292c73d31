/**
 * The floor the reads bench compares Touchline with: a bare `node:http` server in its own
 * process that answers fixed bytes from a map, so the figure is what Node itself costs for the
 * same answer on this machine. Prints `READY <port>`.
 *
 * Spawned with an IPC channel, it takes `{ type: 'serve', path, ifNoneMatch, status, headers,
 * body }` (the body in base64) and replies `{ type: 'serving' }`. Answers are keyed on the path
 * with its query and the request's If-None-Match, so a revalidation gets its 304 from one map
 * lookup, as a cached answer would.
 */
import http from 'node:http';

export interface BareAnswer {
  type: 'serve';
  /** The path with its query, as requested. */
  path: string;
  /** The If-None-Match this answer is for; none for an ordinary GET. */
  ifNoneMatch?: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const keyOf = (path: string, ifNoneMatch = '') => `${path} ${ifNoneMatch}`;

const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();

const server = http.createServer({ keepAliveTimeout: 72_000 }, (req, res) => {
  const answer = answers.get(keyOf(req.url ?? '', req.headers['if-none-match']));
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  // A 304 has no body and, like Touchline's, no content-length.
  if (answer.status === 304) res.writeHead(304, answer.headers).end();
  else
    res
      .writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length })
      .end(answer.body);
});

process.on('message', (message: BareAnswer) => {
  if (message?.type !== 'serve') return;
  const { path, ifNoneMatch, status, headers, body } = message;
  answers.set(keyOf(path, ifNoneMatch), { status, headers, body: Buffer.from(body, 'base64') });
  process.send?.({ type: 'serving' });
});
process.on('disconnect', () => process.exit(0));

server.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, () => {
  process.stdout.write(`READY ${(server.address() as { port: number }).port}\n`);
});
