/**
 * A load generator for the stream benchmark, in its own process with an IPC channel: holds
 * many SSE connections to one match on loopback and records when each `event:add` frame
 * arrives, by its SSE id, on the machine-wide monotonic clock (process.hrtime), which the
 * bench compares with the POST's send time.
 *
 * Messages in: open (more streams, each counted once its snapshot arrived), progress,
 * collect (the receipts since the last collect, by id), close.
 */
import http from 'node:http';
import { API_PREFIX } from '@touchline/domain';

export type ClientCommand =
  | {
      type: 'open';
      count: number;
      port: number;
      matchId: number;
      national: number;
      concurrency: number;
      timeoutMs: number;
    }
  | { type: 'progress' }
  | { type: 'collect' }
  | { type: 'close' };

export type ClientReply =
  | { type: 'opened'; open: number; failed: number; errors: Record<string, number>; ms: number }
  | { type: 'progress'; received: number; open: number; dropped: number }
  | { type: 'collected'; byId: Record<string, number[]> }
  | { type: 'closed' };

/** Milliseconds on the machine-wide monotonic clock, comparable across processes. */
export const clockMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Subscriber {
  req: http.ClientRequest;
  buffer: string;
  ids: number[];
  times: number[];
  open: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const subscribers: Subscriber[] = [];
let received = 0;
let dropped = 0;
let closing = false;

const send = (reply: ClientReply) => process.send?.(reply);

/** Opens one stream; resolves once its snapshot frame has arrived. */
function subscribe(command: Extract<ClientCommand, { type: 'open' }>): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port: command.port,
      path: `${API_PREFIX}/live/matches/${command.matchId}/stream`,
      headers: { 'national-id': String(command.national), accept: 'text/event-stream' },
      agent,
    });
    const sub: Subscriber = { req, buffer: '', ids: [], times: [], open: false };
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('timeout'));
    }, command.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (sub.open && !closing) dropped++;
      sub.open = false;
      reject(new Error(error.code ?? error.message));
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer);
        res.resume();
        req.destroy();
        reject(new Error(`HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('latin1');
      res.on('close', () => {
        if (sub.open && !closing) dropped++;
        sub.open = false;
      });
      res.on('data', (chunk: string) => {
        const now = clockMs();
        let from = Math.max(0, sub.buffer.length - 1);
        sub.buffer += chunk;
        for (let end = sub.buffer.indexOf('\n\n', from); end >= 0; end = sub.buffer.indexOf('\n\n', from)) {
          const block = sub.buffer.slice(0, end);
          sub.buffer = sub.buffer.slice(end + 2);
          from = 0;
          if (!block.startsWith('id: ')) continue; // retry line, heartbeat comments
          const idEnd = block.indexOf('\n');
          const nameAt = block.indexOf('event: ', idEnd);
          const name = block.slice(nameAt + 7, block.indexOf('\n', nameAt));
          if (name === 'snapshot' && !sub.open) {
            clearTimeout(timer);
            sub.open = true;
            resolve(sub);
          } else if (name === 'event:add') {
            sub.ids.push(Number(block.slice(4, idEnd)));
            sub.times.push(now);
            received++;
          }
        }
      });
    });
  });
}

async function open(command: Extract<ClientCommand, { type: 'open' }>) {
  const started = clockMs();
  const errors: Record<string, number> = {};
  let opened = 0;
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < command.count) {
      next++;
      try {
        subscribers.push(await subscribe(command));
        opened++;
      } catch (error) {
        failed++;
        const key = (error as Error).message;
        errors[key] = (errors[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, lane));
  send({ type: 'opened', open: opened, failed, errors, ms: clockMs() - started });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'open':
      void open(command);
      break;
    case 'progress':
      send({
        type: 'progress',
        received,
        open: subscribers.filter((s) => s.open).length,
        dropped,
      });
      break;
    case 'collect': {
      const byId: Record<string, number[]> = {};
      for (const sub of subscribers) {
        sub.ids.forEach((id, i) => {
          const times = byId[id] ?? [];
          times.push(sub.times[i]!);
          byId[id] = times;
        });
        sub.ids = [];
        sub.times = [];
      }
      received = 0;
      send({ type: 'collected', byId });
      break;
    }
    case 'close':
      closing = true;
      for (const sub of subscribers) sub.req.destroy();
      agent.destroy();
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
process.on('disconnect', () => process.exit(0));
