import { useEffect } from 'react';
import { logFetchError } from '../../../api/errors';

/** Logs a query's fetch error once (spec 8: logged, and the view shows its empty state). */
export function useLoggedError(context: string, error: Error | null): void {
  useEffect(() => {
    if (error) logFetchError(context, error);
  }, [context, error]);
}
