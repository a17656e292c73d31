import { existsSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { createInterface } from 'node:readline';
import type { TokenListing } from '../repositories/tokens';
import type { ImportLine } from './channel';
import { type OperatorTasks, TaskRefused } from './tasks';

/** Sends one request over the socket and resolves with the answer, unread. */
function send(socketPath: string, method: string, url: string, body?: unknown): Promise<IncomingMessage> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        method,
        path: url,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      resolve,
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function json<T>(socketPath: string, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await send(socketPath, method, url, body);
  let text = '';
  for await (const chunk of answer) text += chunk;
  const parsed = JSON.parse(text);
  if (answer.statusCode !== 200)
    throw new TaskRefused(parsed.message ?? `the server answered ${answer.statusCode}`);
  return parsed as T;
}

const date = (at: string | null) => (at ? new Date(at) : null);

/**
 * The tasks sent to the server running on the data folder, over its admin channel; null when no
 * server answers there (none runs, or one too old to have the channel).
 */
export async function serverTasks(socketPath: string): Promise<OperatorTasks | null> {
  if (!existsSync(socketPath)) return null;
  try {
    const answer = await send(socketPath, 'GET', '/tokens?national=1');
    answer.resume();
  } catch {
    return null;
  }
  return {
    via: 'server',
    async createToken(input) {
      return json(socketPath, 'POST', '/tokens', {
        ...input,
        expiresAt: input.expiresAt?.toISOString() ?? null,
      });
    },
    async revokeToken(nationalId, id) {
      const answer = await json<{ revoked: boolean }>(
        socketPath,
        'DELETE',
        `/tokens/${id}?national=${nationalId}`,
      );
      return answer.revoked;
    },
    async listTokens(nationalId) {
      const answer = await json<{ tokens: Record<string, unknown>[] }>(
        socketPath,
        'GET',
        `/tokens?national=${nationalId}`,
      );
      return answer.tokens.map(
        (t) =>
          ({
            ...t,
            createdAt: new Date(t.createdAt as string),
            expiresAt: date(t.expiresAt as string | null),
            revokedAt: date(t.revokedAt as string | null),
            lastUsedAt: date(t.lastUsedAt as string | null),
          }) as TokenListing,
      );
    },
    async importFile(file, progress) {
      const answer = await send(socketPath, 'POST', '/imports', file);
      if (answer.statusCode !== 200) {
        let text = '';
        for await (const chunk of answer) text += chunk;
        throw new TaskRefused(JSON.parse(text).message ?? `the server answered ${answer.statusCode}`);
      }
      for await (const text of createInterface({ input: answer, crlfDelay: Number.POSITIVE_INFINITY })) {
        if (!text) continue;
        const line = JSON.parse(text) as ImportLine;
        if ('progress' in line) progress?.(...line.progress);
        else if ('summary' in line) return line.summary;
        else throw new TaskRefused(line.refused);
      }
      throw new Error('the server closed the admin channel before the import finished');
    },
    async close() {},
  };
}
