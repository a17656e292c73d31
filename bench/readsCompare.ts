/**
 * One read of the reads bench (bench/reads.ts), compared: Touchline's answer is fetched as
 * sent, handed to the bare server, checked to come back the same from it and from the hook
 * arm, and then the three are loaded by turns with autocannon. A scored read has this process
 * score the match during Touchline's turns only: the writes run on Touchline's core, and would
 * slow the bare server's turns too.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '@touchline/domain';
import autocannon from 'autocannon';
import type { BareAnswer } from './serveBare';

export const NATIONAL = 14;
export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.READS_SECONDS ?? 3);
export const ROUNDS = Number(process.env.READS_ROUNDS ?? 3);
/** Each server's first second on a read is not counted: JIT and the first build. */
export const WARM_SECONDS = 1;
export const WRITES_PER_SECOND = 2;
/** The demo's field goal, the event the scorer records. */
const FIELD_GOAL = 4;
export const HEADERS = { 'national-id': String(NATIONAL), 'accept-encoding': 'gzip' };
/**
 * The answer headers the bare server does not repeat, because Node adds its own: every other
 * one (the validators, the security headers, CORS) goes out from both, so both send the same
 * bytes.
 */
export const NODE_ADDS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/** One read: its path, the status it answers, and a name for the table. */
export interface Read {
  name: string;
  url: string;
  status: 200 | 304;
  /** Read while the match is being scored. */
  scored?: boolean;
}

/** The servers of a pass, and what Touchline's scorer needs. */
export interface Servers {
  /** Touchline, hits answered before routing. */
  port: number;
  /** Touchline, hits answered in Fastify's onRequest hook (the same process and database). */
  hookPort: number;
  barePort: number;
  bare: ChildProcess;
  matchId: number;
  token: string;
}

const count = (n: number) => Math.round(n).toLocaleString('en');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The arms of a round, in the order they are loaded. */
const ARMS = ['bare', 'early', 'hook'] as const;
type Arm = (typeof ARMS)[number];

/**
 * Measures one read on every arm and answers its row of the table: the medians of the rounds,
 * or 'no ETag' for a revalidation whose answer has none yet. `progress` gets a line per round.
 */
export async function compareRead(read: Read, servers: Servers, progress: (line: string) => void) {
  const { port, hookPort, barePort, matchId, token } = servers;
  const first = await getRaw(port, read.url, HEADERS);
  if (first.status !== 200) throw new Error(`GET ${read.url}: ${first.status}`);
  let headers: Record<string, string> = HEADERS;
  let answer = first;
  if (read.status === 304) {
    const etag = first.headers.etag;
    if (!etag) return 'no ETag';
    headers = { ...HEADERS, 'if-none-match': etag };
    answer = await getRaw(port, read.url, headers);
    if (answer.status !== 304) throw new Error(`GET ${read.url} with If-None-Match: ${answer.status}`);
  }
  await serveOnBare(servers.bare, read.url, headers['if-none-match'], answer);
  for (const [arm, other] of [
    ['bare', barePort],
    ['hook', hookPort],
  ] as const) {
    // The hook arm's first request builds its own answer (the same: its ETag is a hash of it).
    if (arm === 'hook') await getRaw(other, read.url, headers);
    const echoed = await getRaw(other, read.url, headers);
    if (!sameAnswer(echoed, answer)) throw new Error(`the ${arm} arm did not answer ${read.url} the same`);
  }

  const scorer = read.scored ? { written: 0, failed: 0, seconds: 0 } : null;
  const ports: Record<Arm, number> = { bare: barePort, early: port, hook: hookPort };
  const run = async (arm: Arm, seconds: number) => {
    if (arm === 'bare') return load(barePort, read.url, headers, read.status, seconds);
    const writes = scorer ? startScorer(ports[arm], matchId, token) : null;
    const result = await load(ports[arm], read.url, headers, read.status, seconds);
    if (writes && scorer) {
      const made = await writes.stop();
      scorer.written += made.written;
      scorer.failed += made.failed;
      scorer.seconds += seconds;
    }
    return result;
  };
  for (const arm of ARMS) await run(arm, WARM_SECONDS);
  const rounds: Record<Arm, Load[]> = { bare: [], early: [], hook: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const arm of ARMS) rounds[arm].push(await run(arm, SECONDS));
    const figures = ARMS.map((arm) => `${arm} ${count(rounds[arm].at(-1)!.rps)}`).join(', ');
    progress(`${read.name}, round ${round}/${ROUNDS}: ${figures} req/s`);
  }
  const figure = (arm: Arm) =>
    `${count(median(rounds[arm].map((r) => r.rps))).padStart(6)} req/s p99 ${ms(median(rounds[arm].map((r) => r.p99))).padStart(6)}`;
  // Each round's ratio, then their median: a noisy neighbour hurts the arms of a round alike.
  const ratio = (arm: Arm, to: Arm) =>
    median(rounds[arm].map((r, i) => r.rps / rounds[to][i]!.rps)).toFixed(2);
  const wrong = ARMS.flatMap((arm) => rounds[arm]).reduce((n, r) => n + r.wrong, 0);
  const encoding = answer.headers['content-encoding'] ?? 'identity';
  const notes = [
    answer.status === 304 ? 'no body (304)' : `${kb(answer.body.length)} ${encoding}`,
    scorer
      ? `${scorer.written} writes in Touchline's ${scorer.seconds} s${scorer.failed ? `, ${scorer.failed} refused` : ''}`
      : '',
    wrong ? `${count(wrong)} wrong answers or errors` : '',
  ].filter(Boolean);
  return `early ${figure('early')} | hook ${figure('hook')} | bare ${figure('bare')} | ratio early ${ratio('early', 'bare')}, hook ${ratio('hook', 'bare')}, hook/early ${ratio('hook', 'early')} | ${notes.join('; ')}`;
}

/** The same status, bytes and headers (but those Node adds itself). */
function sameAnswer(a: Raw, b: Raw) {
  const headers = (raw: Raw) =>
    JSON.stringify(
      Object.entries(raw.headers)
        .filter(([name]) => !NODE_ADDS.includes(name))
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return a.status === b.status && a.body.equals(b.body) && headers(a) === headers(b);
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as sent: fetch would undo the gzip the bare server must repeat. */
function getRaw(port: number, url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

interface Load {
  rps: number;
  p99: number;
  /** Answers of another status than the read's, and socket errors or timeouts. */
  wrong: number;
}

async function load(
  port: number,
  url: string,
  headers: Record<string, string>,
  status: number,
  seconds: number,
) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const right = status === 304 ? result['3xx'] : result['2xx'];
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    wrong: answered - right + result.errors + result.timeouts,
  } satisfies Load;
}

/** Scores the match at a steady rate until stopped; answers the writes made and refused. */
function startScorer(port: number, matchId: number, token: string) {
  let running = true;
  let written = 0;
  let failed = 0;
  const loop = (async () => {
    for (let n = 0; running; n++) {
      const started = Date.now();
      try {
        const response = await fetch(
          `http://127.0.0.1:${port}${API_PREFIX}/live/matches/${matchId}/scorings`,
          {
            method: 'POST',
            headers: {
              'national-id': String(NATIONAL),
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              type: FIELD_GOAL,
              isHomeTeam: n % 2 === 0,
              period: 4,
              min: n % 60,
              sec: n % 60,
            }),
          },
        );
        await response.arrayBuffer();
        if (response.ok) written++;
        else failed++;
      } catch {
        failed++;
      }
      await sleep(Math.max(0, 1000 / WRITES_PER_SECOND - (Date.now() - started)));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { written, failed };
    },
  };
}

/** Has the bare server answer a read with the status, headers and bytes Touchline did. */
function serveOnBare(child: ChildProcess, url: string, ifNoneMatch: string | undefined, answer: Raw) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (typeof value === 'string' && !NODE_ADDS.includes(name)) headers[name] = value;
  const message: BareAnswer = {
    type: 'serve',
    path: url,
    ...(ifNoneMatch ? { ifNoneMatch } : {}),
    status: answer.status,
    headers,
    body: answer.body.toString('base64'),
  };
  return new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.send(message);
  });
}
