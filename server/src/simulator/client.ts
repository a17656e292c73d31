/**
 * The simulator's HTTP client: the public API as a scorer's device calls it, with a bearer
 * token, an Idempotency-Key on every write, and retries with backoff after network errors.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '@touchline/domain';

/** A non-retryable answer from the API (a 4xx, or a 5xx after the last retry). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  /** The server's origin, e.g. http://localhost:8080. */
  baseUrl: string;
  nationalId: number;
  token: string;
  signal?: AbortSignal | undefined;
  /** Attempts per call, the first included. */
  attempts?: number;
  /** The first retry's delay; each further retry doubles it (at most 10 s). */
  backoffMs?: number;
  /** Told about each retry. */
  onRetry?: ((what: string, attempt: number, reason: string) => void) | undefined;
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

export class ApiClient {
  private readonly root: string;

  constructor(private readonly options: ClientOptions) {
    this.root = `${options.baseUrl.replace(/\/+$/, '')}${API_PREFIX}`;
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  /** A write: retried with the same key, so the server applies it once. */
  write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, key: string, body?: unknown): Promise<T> {
    return this.call<T>(method, path, body, key);
  }

  private async call<T>(method: string, path: string, body?: unknown, key?: string): Promise<T> {
    const { attempts = 8, backoffMs = 250, signal, onRetry } = this.options;
    const headers: Record<string, string> = {
      'national-id': String(this.options.nationalId),
      authorization: `Bearer ${this.options.token}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    for (let attempt = 1; ; attempt++) {
      let reason: string;
      try {
        const response = await fetch(`${this.root}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          ...(signal ? { signal } : {}),
        });
        const text = await response.text();
        const json = text ? (JSON.parse(text) as { data?: T; message?: string }) : {};
        if (response.ok) return json.data as T;
        reason = `${response.status} ${json.message ?? response.statusText}`;
        if (!RETRY_STATUSES.has(response.status) || attempt >= attempts)
          throw new ApiError(response.status, `${method} ${path}: ${reason}`);
      } catch (error) {
        if (error instanceof ApiError || signal?.aborted) throw error;
        reason = (error as Error).message;
        if (attempt >= attempts) throw new ApiError(0, `${method} ${path}: ${reason}`);
      }
      onRetry?.(`${method} ${path}`, attempt, reason);
      const delay = Math.min(10_000, backoffMs * 2 ** (attempt - 1));
      await sleep(delay * (0.75 + Math.random() * 0.5), undefined, signal ? { signal } : {});
    }
  }
}
