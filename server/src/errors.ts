/** A client error with a stable code and a message that says what to fix. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No ${what} was found`);
export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
