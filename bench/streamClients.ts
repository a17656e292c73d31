/**
 * A load generator for the stream benchmark, in its own process with an IPC channel: holds
 * many SSE connections to one match on loopback and records when each `event:add` (and
 * `play:add`) frame arrives, by its SSE id, on the machine-wide monotonic clock (process.hrtime, which is
 * CLOCK_MONOTONIC on Linux: the same clock in every process), which the bench compares with
 * the POST's send time.
 *
 * It is kept cheap so that it takes as little as possible of the cores it shares with the
 * server: raw TCP sockets reading into one shared buffer (`onread`, without the stream
 * machinery), the request written by hand, and only what the bench needs read from the
 * response (the status line, then each frame's id and event name), with no per-frame
 * objects. The receipt time is taken when a read reaches JavaScript, before any parsing.
 *
 * Messages in: open (more streams, each counted once its snapshot arrived), progress,
 * collect (the receipts since the last collect, by id), close.
 */
import net from 'node:net';
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
  socket: net.Socket;
  /** Until the response head has been read: what has come of it so far. */
  head: string | null;
  /** The start of a frame whose end has not arrived yet. */
  rest: string;
  /** Its snapshot has arrived. */
  open: boolean;
}

const subscribers: Subscriber[] = [];
/** Every socket reads into this; what is read is used before the next read. */
const readBuffer = Buffer.allocUnsafe(64 * 1024);
/** Receipts since the last collect: ids[i] arrived at times[i]. */
let ids: number[] = [];
let times: number[] = [];
let open = 0;
let dropped = 0;
let closing = false;

const send = (reply: ClientReply) => process.send?.(reply);

/**
 * Reads the frames in `text` from `from` on; answers where the unfinished frame (if any)
 * starts. Frames are `id: N\nevent: NAME\ndata: ...\n\n` (or a comment, or `retry:`); JSON
 * escapes newlines, so a blank line only ever ends a frame.
 */
function frames(sub: Subscriber, text: string, now: number, onSnapshot: (id: number) => void): number {
  let start = 0;
  for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n', start)) {
    if (text.startsWith('id: ', start)) {
      const idEnd = text.indexOf('\n', start);
      // `\nevent: ` is 8 characters.
      // A scoring event, or a play (bench/plays.ts): each POST's receipt.
      if (text.startsWith('event:add\n', idEnd + 8) || text.startsWith('play:add\n', idEnd + 8)) {
        ids.push(Number(text.slice(start + 4, idEnd)));
        times.push(now);
      } else if (!sub.open && text.startsWith('snapshot\n', idEnd + 8))
        onSnapshot(Number(text.slice(start + 4, idEnd)));
    }
    start = end + 2;
  }
  return start;
}

/**
 * Opens one stream. Without `resumeFrom` it resolves once its snapshot frame has arrived, with
 * the snapshot's id; with it, the stream resumes from that id (nothing is missed, so the
 * server sends no snapshot), and it resolves once the response head has arrived.
 */
function subscribe(
  command: Extract<ClientCommand, { type: 'open' }>,
  resumeFrom?: number,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    let onData: (length: number) => void = () => {};
    // Reads go straight into one buffer and to `onData`: no stream machinery, no allocation.
    const socket = net.connect({
      host: '127.0.0.1',
      port: command.port,
      onread: {
        buffer: readBuffer,
        callback: (length) => {
          onData(length);
          return true;
        },
      },
    });
    const sub: Subscriber = { socket, head: '', rest: '', open: false };
    let settled = false;
    const settle = (error: Error | null, snapshotId?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve(snapshotId);
    };
    const timer = setTimeout(() => settle(new Error('timeout')), command.timeoutMs);
    const opened = (snapshotId?: number) => {
      sub.open = true;
      open++;
      subscribers.push(sub);
      settle(null, snapshotId);
    };
    socket.setNoDelay(true);
    socket.write(
      `GET ${API_PREFIX}/live/matches/${command.matchId}/stream HTTP/1.1\r\nhost: 127.0.0.1:${command.port}\r\n` +
        `national-id: ${command.national}\r\naccept: text/event-stream\r\n` +
        (resumeFrom === undefined ? '\r\n' : `last-event-id: ${resumeFrom}\r\n\r\n`),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => settle(new Error(error.code ?? error.message)));
    socket.on('close', () => {
      if (sub.open) {
        sub.open = false;
        open--;
        if (!closing) dropped++;
      }
      settle(new Error('closed before its snapshot'));
    });
    onData = (length) => {
      const now = clockMs();
      let text = readBuffer.toString('latin1', 0, length);
      if (sub.head !== null) {
        // The response head: a status line and headers, then the stream.
        text = sub.head + text;
        const end = text.indexOf('\r\n\r\n');
        if (end < 0) {
          sub.head = text;
          return;
        }
        if (!text.startsWith('HTTP/1.1 200 ')) {
          settle(new Error(`HTTP ${text.slice(9, 12)}`));
          return;
        }
        sub.head = null;
        text = text.slice(end + 4);
        if (resumeFrom !== undefined) opened();
      } else if (sub.rest) text = sub.rest + text;
      const rest = frames(sub, text, now, opened);
      sub.rest = rest < text.length ? text.slice(rest) : '';
    };
  });
}

async function openMany(command: Extract<ClientCommand, { type: 'open' }>) {
  const started = clockMs();
  const errors: Record<string, number> = {};
  let opened = 0;
  let failed = 0;
  let next = 0;
  // The first stream takes a snapshot; the rest resume from its id (nothing is written while
  // they open), which spares the server building thousands of snapshots.
  let resumeFrom: number | undefined;
  const one = async () => {
    next++;
    try {
      const snapshotId = await subscribe(command, resumeFrom);
      resumeFrom ??= snapshotId;
      opened++;
    } catch (error) {
      failed++;
      const key = (error as Error).message;
      errors[key] = (errors[key] ?? 0) + 1;
    }
  };
  while (resumeFrom === undefined && next < command.count) await one();
  const lane = async () => {
    while (next < command.count) await one();
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, lane));
  send({ type: 'opened', open: opened, failed, errors, ms: clockMs() - started });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'open':
      void openMany(command);
      break;
    case 'progress':
      send({ type: 'progress', received: ids.length, open, dropped });
      break;
    case 'collect': {
      const byId: Record<string, number[]> = {};
      for (let i = 0; i < ids.length; i++) {
        const list = byId[ids[i]!];
        if (list) list.push(times[i]!);
        else byId[ids[i]!] = [times[i]!];
      }
      ids = [];
      times = [];
      send({ type: 'collected', byId });
      break;
    }
    case 'close':
      closing = true;
      for (const sub of subscribers) sub.socket.destroy();
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
process.on('disconnect', () => process.exit(0));
