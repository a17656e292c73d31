import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { ERRORS } from '../api/errors';
import { useOnline } from '../pwa/online';

/** A screen or panel with nothing to show: the spec's exact empty-state text. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="empty-state" role="status">
      {children}
    </p>
  );
}

/** What a panel never saved says while the browser is offline. */
export const NOT_SAVED_OFFLINE =
  'You are offline, and this was not saved for offline use. It loads when you are back online.';

/** Whether a failure is the network's while the browser is offline: nothing saved answered. */
export function useNotSavedOffline(error: unknown): boolean {
  const online = useOnline();
  return !online && !(error instanceof ApiError);
}

interface FailedStateProps {
  error: unknown;
  /** Asks again (the query's refetch). */
  onRetry: () => void;
  /** True while it asks again. */
  retrying?: boolean;
  /** What a 404 means here (a ladder that does not exist: 'No Ladder Available'). */
  notFound?: ReactNode;
  /** The catalogue's text for this failure, when it has its own (the matches list's). */
  text?: string;
}

/**
 * A list or panel whose data could not be fetched. Offline with nothing saved, it says that it
 * was not saved; it loads by itself when the network returns (the query cache asks again on
 * reconnecting). A 404 is the panel's own empty text. Anything else (a 500, a timeout) is the
 * catalogue's error with a retry: a failure must never read as 'no data'.
 */
export function FailedState({
  error,
  onRetry,
  retrying = false,
  notFound,
  text = ERRORS.generic,
}: FailedStateProps) {
  const notSaved = useNotSavedOffline(error);
  if (notSaved) return <EmptyState>{NOT_SAVED_OFFLINE}</EmptyState>;
  if (notFound !== undefined && error instanceof ApiError && error.status === 404)
    return <EmptyState>{notFound}</EmptyState>;
  return (
    <div className="status status--error failed-state" role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
