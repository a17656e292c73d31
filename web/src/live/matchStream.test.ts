import type { LiveFrame } from '@touchline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMatchStream, type StreamState } from './matchStream';

/** A stream the test writes SSE text into, answered by the fake fetch below. */
interface FakeStream {
  headers: Record<string, string>;
  write(text: string): void;
  /** The server ends the stream (a restart, a slow client dropped). */
  end(): void;
  /** The connection breaks mid-stream. */
  fail(): void;
}

const frame = (id: number, event: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify({ channel: 'match-7', event, data })}\n\n`;
const status = (value: string) => ({ status: value, forfeitingTeam: null });

let streams: FakeStream[];
let answers: (number | 'stream' | 'network-error' | { status: number; headers: Record<string, string> })[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The module listens for the browser's online and offline events on window.
  vi.stubGlobal('window', new EventTarget());
  streams = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const answer = answers.shift() ?? 'stream';
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (typeof answer === 'number') return new Response(null, { status: answer });
      if (typeof answer === 'object') return new Response(null, answer);
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      const encoder = new TextEncoder();
      init.signal?.addEventListener('abort', () =>
        controller.error(new DOMException('aborted', 'AbortError')),
      );
      streams.push({
        headers: init.headers as Record<string, string>,
        write: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
        fail: () => controller.error(new TypeError('network error')),
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending promises (the fetch, the reads) run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

function follow() {
  const frames: { frame: LiveFrame; position: number | null }[] = [];
  const states: StreamState[] = [];
  const close = openMatchStream(7, {
    onFrame: (f, position) => frames.push({ frame: f, position }),
    onState: (s) => states.push(s),
  });
  return { frames, states, close };
}

describe('openMatchStream', () => {
  it("should send the national's header and hand on each declared message with its position", async () => {
    const { frames, states, close } = follow();
    await settle();
    expect(streams[0]!.headers['national-id']).toBe('14');
    expect(streams[0]!.headers['last-event-id']).toBeUndefined();
    streams[0]!.write(`retry: 3000\n\n${frame(4, 'status', status('second-quarter'))}`);
    streams[0]!.write(': heartbeat\n\n');
    streams[0]!.write(frame(5, 'update', {}));
    await settle();
    expect(frames).toEqual([
      { frame: { channel: 'match-7', event: 'status', data: status('second-quarter') }, position: 4 },
    ]);
    expect(states).toEqual(['connecting', 'open']);
    close();
  });

  it('should reconnect after a drop with Last-Event-ID set to the last message it had', async () => {
    const { frames, states, close } = follow();
    await settle();
    streams[0]!.write(frame(11, 'status', status('third-quarter')));
    await settle();
    streams[0]!.fail();
    await settle();
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(streams).toHaveLength(2);
    expect(streams[1]!.headers['last-event-id']).toBe('11');
    streams[1]!.write(frame(12, 'status', status('fourth-quarter')));
    await settle();
    expect(frames.map((f) => f.position)).toEqual([11, 12]);
    expect(states.at(-1)).toBe('open');
    close();
  });

  it('should back off while the server cannot be reached, and retry at once when back online', async () => {
    answers = ['network-error', 'network-error', 'network-error'];
    const { states, close } = follow();
    await settle();
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    // The second wait is longer than the first.
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(states.filter((s) => s === 'open')).toHaveLength(0);
    close();
  });

  it('should wait as long as a full server says (503 with Retry-After) before trying again', async () => {
    answers = [{ status: 503, headers: { 'retry-after': '10' } }];
    const { states, close } = follow();
    await settle();
    await vi.advanceTimersByTimeAsync(9_000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('open');
    close();
  });

  it('should drop the stream at once when the browser goes offline', async () => {
    const { states, close } = follow();
    await settle();
    expect(states.at(-1)).toBe('open');
    window.dispatchEvent(new Event('offline'));
    await settle();
    expect(states.at(-1)).toBe('reconnecting');
    close();
  });

  it('should end, without retrying, when the match is over and quiet (204) or gone (404)', async () => {
    for (const code of [204, 404]) {
      answers = [code];
      const before = vi.mocked(fetch).mock.calls.length;
      const { states, close } = follow();
      await settle();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(states.at(-1)).toBe('ended');
      expect(vi.mocked(fetch).mock.calls.length - before).toBe(1);
      close();
    }
  });

  it('should replace a stream that has gone silent past the heartbeats', async () => {
    const { close } = follow();
    await settle();
    await vi.advanceTimersByTimeAsync(41_000);
    await settle();
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(streams.length).toBeGreaterThanOrEqual(2);
    close();
  });

  it('should stop for good when closed', async () => {
    const { close } = follow();
    await settle();
    close();
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
