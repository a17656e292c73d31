/** The words of a failed call: the server's message (ApiError) or the browser's. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
