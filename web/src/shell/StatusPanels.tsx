import { useMemo } from 'react';
import { describeFailure } from '../api/client';
import { useOnline } from '../pwa/online';
import { NOT_SAVED_OFFLINE } from '../ui/EmptyState';
import './status.css';

/**
 * Shown while the national setup (or a screen) loads. Offline, a fetch waits for the network
 * (what was saved would already be on screen), so it says so rather than spin.
 */
export function Loading({ label }: { label: string }) {
  const online = useOnline();
  if (!online)
    return (
      <div className="status" role="status">
        <p>{NOT_SAVED_OFFLINE}</p>
      </div>
    );
  return (
    <div className="status" role="status">
      <span className="status__spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/**
 * Shown when the national setup could not be loaded, with a way to try again (and it tries by
 * itself when the network returns). Fans see the spec's text; the detail goes to the log.
 */
export function LoadError({ name, error, onRetry }: { name: string; error: Error; onRetry: () => void }) {
  const text = useMemo(() => describeFailure(`Loading ${name}`, error), [name, error]);
  return (
    <div className="status status--error" role="alert">
      <h1 className="status__title">Couldn’t load {name}</h1>
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
