import { Worker } from 'node:worker_threads';
import type { Drawing, Drawn } from './draw';

type Answer = { id: number; drawn: Drawn } | { id: number; failed: string };

/**
 * Draws the cards in a worker thread (draw.worker.mjs), one at a time in the order asked, so
 * the server's own thread spends no time on layout, rasterising or PNG encoding: it only sends
 * the tree and takes back the bytes. The worker starts with the first picture, holds no
 * process open, and is started again after a failure.
 */
export function createPainter() {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (drawn: Drawn) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = null;
  };

  const started = () => {
    if (worker) return worker;
    const fresh = new Worker(new URL('./draw.worker.mjs', import.meta.url));
    fresh.unref();
    fresh.on('message', (answer: Answer) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('failed' in answer) job?.reject(new Error(`a card could not be drawn: ${answer.failed}`));
      else job?.resolve(answer.drawn);
    });
    fresh.on('error', (error) => failAll(error));
    fresh.on('exit', (code) => {
      if (worker === fresh) failAll(new Error(`the card painter stopped (${code})`));
    });
    worker = fresh;
    return fresh;
  };

  return {
    /** The PNG of a drawing, with the time the worker took to lay it out and rasterise it. */
    paint(drawing: Drawing): Promise<Drawn> {
      const id = nextId++;
      return new Promise<Drawn>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, drawing });
      });
    },
    /** Stops the worker (the app closing). */
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
      failAll(new Error('the card painter was closed'));
    },
  };
}

export type Painter = ReturnType<typeof createPainter>;
