import { useMemo } from 'react';
import { describeFailure } from '../api/client';
import './status.css';

/** Shown while the national setup (or a screen) loads. */
export function Loading({ label }: { label: string }) {
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
