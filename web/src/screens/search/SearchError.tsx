import { EmptyState, NOT_SAVED_OFFLINE, useNotSavedOffline } from '../../ui/EmptyState';
import { TOASTS } from '../../ui/toast';

/**
 * A list that could not be loaded. Spec 8 logs search errors and leaves the list empty; the
 * generic error text and a retry say so rather than passing for 'No results found.'. Offline
 * with nothing saved, it says that instead.
 */
export function SearchError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  // Offline with nothing saved: not an error, and it runs by itself once back online.
  if (useNotSavedOffline(error)) return <EmptyState>{NOT_SAVED_OFFLINE}</EmptyState>;
  return (
    <div className="search-error" role="alert">
      <p className="search-error__title">{TOASTS.error.message}</p>
      <p className="search-error__note">The search could not be run. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
