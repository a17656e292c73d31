/**
 * A client error (or a 503 to try again) with a stable code, a message that says what to fix,
 * and any headers the answer needs (`Retry-After`, say).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No ${what} was found`);
export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
