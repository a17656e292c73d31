import { setImmediate as turn } from 'node:timers/promises';
import { type MessagePort, Worker } from 'node:worker_threads';
import type { ImportFile } from '../import/format';
import { type ImportProblem, type ValidationResult, validateImport } from '../import/validate';

/** About how much JSON the server's thread decodes at a time, in characters. */
const PIECE = 64 * 1024;

/** What the worker answers: the problems, or the checked file a piece at a time, on request. */
type Answer =
  | { problems: ImportProblem[] }
  | { key: string; json: string; list: boolean }
  | { done: true }
  | { failed: string };

/**
 * Checks an import file sent as JSON bytes in a worker thread, so that the server's own thread
 * never spends the seconds a large file takes to parse and validate, and its answers go on
 * meanwhile. A valid file comes back as pieces of JSON, each decoded between other work.
 */
export async function checkImportAside(body: Uint8Array): Promise<ValidationResult> {
  const worker = new Worker(new URL('./checkAside.worker.mjs', import.meta.url));
  try {
    const answers = queue(worker);
    worker.postMessage(body);
    const file: Record<string, unknown> = {};
    for (;;) {
      const answer = await answers.next();
      if ('problems' in answer) return { ok: false, problems: answer.problems };
      if ('failed' in answer) throw new Error(`the import could not be checked: ${answer.failed}`);
      // The worker validated the file these pieces make up again.
      if ('done' in answer) return { ok: true, file: file as ImportFile };
      const value: unknown = JSON.parse(answer.json);
      const list = file[answer.key];
      if (Array.isArray(list) && Array.isArray(value)) list.push(...value);
      else file[answer.key] = value;
      // Ask for the next piece only after other requests have had their turn.
      await turn();
      worker.postMessage('next');
    }
  } finally {
    await worker.terminate();
  }
}

/** The worker's answers in order, or its failure. */
function queue(worker: Worker) {
  const waiting: Answer[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (answer: Answer) => {
    waiting.push(answer);
    poke();
  });
  worker.on('error', (error) => {
    failure = error;
    poke();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the check ended early (${code})`);
    poke();
  });
  return {
    async next(): Promise<Answer> {
      while (!waiting.length) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      return waiting.shift()!;
    },
  };
}

/** The worker's side: parses and validates the bytes, then sends the file in pieces on request. */
export function serveCheck(port: MessagePort) {
  port.once('message', (body: Uint8Array) => {
    const pieces = check(body);
    const send = () => {
      try {
        port.postMessage(pieces.next().value ?? { done: true });
      } catch (error) {
        port.postMessage({ failed: (error as Error).message });
      }
    };
    send();
    port.on('message', send);
  });
}

function* piecesOf(file: Record<string, unknown>): Generator<Answer> {
  for (const [key, value] of Object.entries(file)) {
    if (!Array.isArray(value)) {
      yield { key, json: JSON.stringify(value), list: false };
      continue;
    }
    // The first piece holds no items: a list of none is sent as it is.
    yield { key, json: '[]', list: true };
    let items: string[] = [];
    let size = 0;
    for (const item of value) {
      const json = JSON.stringify(item);
      items.push(json);
      size += json.length;
      if (size < PIECE) continue;
      yield { key, json: `[${items.join(',')}]`, list: true };
      items = [];
      size = 0;
    }
    if (items.length) yield { key, json: `[${items.join(',')}]`, list: true };
  }
}

function* check(body: Uint8Array): Generator<Answer> {
  let input: unknown;
  try {
    input = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch (error) {
    yield { problems: [{ path: '$', message: `is not JSON: ${(error as Error).message}` }] };
    return;
  }
  const checked = validateImport(input);
  if (checked.ok) yield* piecesOf({ ...checked.file });
  else yield { problems: checked.problems };
}
