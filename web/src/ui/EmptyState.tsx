import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
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

/**
 * A panel whose data could not be fetched: the spec's empty-state text, unless the browser is
 * offline and nothing answered. Then the honest answer is that it was never saved, not that
 * (say) the ladder does not exist; it loads by itself once the network returns.
 */
export function FailedState({ error, children }: { error: unknown; children: ReactNode }) {
  return <EmptyState>{useFailureText(error, children)}</EmptyState>;
}

/** The text for a failed fetch: `text`, or while offline with no answer, that it was not saved. */
export function useFailureText(error: unknown, text: ReactNode): ReactNode {
  const online = useOnline();
  return !online && !(error instanceof ApiError) ? NOT_SAVED_OFFLINE : text;
}
