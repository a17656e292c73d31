import { useEffect } from 'react';
import { logFetchError } from '../api/errors';

/** Logs a query's failure once per error (spec 8: logged only, the section stays empty). */
export function useLoggedError(context: string, error: Error | null): void {
  useEffect(() => {
    if (error) logFetchError(context, error);
  }, [context, error]);
}
