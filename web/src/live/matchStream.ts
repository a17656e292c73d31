import {
  API_PREFIX,
  type CompetitionFrame,
  isLiveMessageName,
  type LiveFrame,
  NATIONAL_ID_HEADER,
} from '@touchline/domain';
import { createParser } from 'eventsource-parser';
import { NATIONAL_ID } from '../config';

/**
 * Where a stream is: opening, open, trying again after losing it, or ended (the match is over
 * and the server has nothing more to send, or it is gone).
 */
export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'ended';

export interface StreamHandlers<F = LiveFrame> {
  /** A message, with its log position (the SSE id); snapshot and reset carry the latest position. */
  onFrame(frame: F, position: number | null): void;
  onState(state: StreamState): void;
}

/** The server's suggested wait before reconnecting (its `retry:` field overrides it). */
const DEFAULT_RETRY_MS = 3_000;
/** The longest wait between attempts, however many have failed. */
const MAX_RETRY_MS = 30_000;
/**
 * The server sends a heartbeat every 15 s when quiet; a stream silent for longer than this is a
 * dead connection (a phone that changed networks) and is replaced.
 */
const SILENCE_MS = 40_000;

/** The longest wait a server's Retry-After may ask for. */
const MAX_SERVER_WAIT_MS = 5 * 60_000;

/** A Retry-After in seconds (a full server's 503 sends one), in ms; 0 for none or a date. */
const retryAfterMs = (header: string | null): number =>
  header && /^\d+$/.test(header.trim()) ? Math.min(Number(header) * 1000, MAX_SERVER_WAIT_MS) : 0;

/** A frame of a declared message (a newer server may send others, which are passed over). */
const isFrame = <F>(value: unknown): value is F =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LiveFrame).event === 'string' &&
  isLiveMessageName((value as LiveFrame).event) &&
  typeof (value as LiveFrame).data === 'object';

/** Follows a match's stream: its messages on its channels (spec 4). See `openLiveStream`. */
export function openMatchStream(matchId: number, handlers: StreamHandlers): () => void {
  return openLiveStream(`/live/matches/${matchId}/stream`, handlers);
}

/**
 * Follows a competition's stream: the messages of all its matches, for lists, with its own
 * snapshot of those under way. One connection serves a whole round. See `openLiveStream`.
 */
export function openCompetitionStream(
  competitionId: number,
  handlers: StreamHandlers<CompetitionFrame>,
): () => void {
  return openLiveStream(`/live/competitions/${competitionId}/stream`, handlers);
}

/**
 * Follows a live Server-Sent Events stream (spec 4, DECISIONS: the resumable stream). It is
 * read with fetch rather than EventSource, which cannot send the `national-id` header and gives
 * up for good on an HTTP error. After a drop it reconnects with `Last-Event-ID`, so the server
 * sends exactly what was missed; it backs off while the server cannot be reached and retries
 * at once when the browser comes back online. A 204 (the match is over and quiet) or a 404 ends
 * it. Going offline drops the stream at once. Returns the function that closes it.
 */
function openLiveStream<F extends { event: string }>(path: string, handlers: StreamHandlers<F>): () => void {
  const url = `${API_PREFIX}${path}`;
  let lastId: string | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  // How long the server said to wait (Retry-After) before the next attempt.
  let serverWaitMs = 0;
  let closed = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => controller?.abort(), SILENCE_MS);
  };

  const connect = async () => {
    clearTimeout(retryTimer);
    if (closed) return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    handlers.onState(lastId === null && failures === 0 ? 'connecting' : 'reconnecting');
    let ended = false;
    try {
      const response = await fetch(url, {
        headers: {
          accept: 'text/event-stream',
          [NATIONAL_ID_HEADER]: String(NATIONAL_ID),
          ...(lastId === null ? {} : { 'last-event-id': lastId }),
        },
        cache: 'no-store',
        signal: current.signal,
      });
      if (response.status === 204 || response.status === 404) ended = true;
      else if (!response.ok || !response.body) {
        serverWaitMs = retryAfterMs(response.headers.get('retry-after'));
        throw new Error(`The stream answered ${response.status}`);
      } else {
        handlers.onState('open');
        failures = 0;
        heard();
        const parser = createParser({
          onEvent(message) {
            if (message.id !== undefined) lastId = message.id;
            let frame: unknown;
            try {
              frame = JSON.parse(message.data);
            } catch {
              return;
            }
            const position = message.id === undefined ? null : Number(message.id);
            if (isFrame<F>(frame)) handlers.onFrame(frame, Number.isFinite(position) ? position : null);
          },
          onRetry(ms) {
            retryMs = ms;
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          heard();
          parser.feed(value);
        }
      }
    } catch {
      // Dropped, refused or aborted: tried again below unless closed.
    } finally {
      clearTimeout(silenceTimer);
    }
    if (closed || controller !== current) return;
    if (ended) {
      handlers.onState('ended');
      return;
    }
    failures += 1;
    handlers.onState('reconnecting');
    const wait = Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(failures - 1, 4));
    const backoff = failures === 1 ? retryMs : wait * (0.75 + Math.random() / 2);
    retryTimer = setTimeout(() => void connect(), Math.max(backoff, serverWaitMs));
    serverWaitMs = 0;
  };

  const online = () => {
    if (!closed && failures > 0) void connect();
  };
  // Offline, the open stream can carry nothing; drop it now and resume as soon as the browser
  // is back, rather than wait for the silence timeout.
  const offline = () => controller?.abort();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  void connect();

  return () => {
    closed = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    controller?.abort();
  };
}
