import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { EMPTY } from '../../api/errors';
import { AppLink } from '../../shell/links';
import './pageStates.css';

/** An id no page has (unknown, malformed, or another national's): the server's 404 or 400. */
export const isNotFound = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

interface PageNotFoundProps {
  /** Says what could not be found, e.g. 'This competition could not be found.' */
  note: string;
  /** Where the fan can go instead, e.g. /tabs/explore. */
  to: string;
  linkLabel: string;
}

/** An unknown page: the spec's 'No data', a word on why, and a way on. */
export function PageNotFound({ note, to, linkLabel }: PageNotFoundProps) {
  return (
    <section className="page-state" aria-labelledby="page-state-title">
      <h1 id="page-state-title" className="page-state__title">
        {EMPTY.noData}
      </h1>
      <p className="page-state__note">{note}</p>
      <AppLink to={to} className="button">
        {linkLabel}
      </AppLink>
    </section>
  );
}

interface PageLoadErrorProps {
  title: string;
  note: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A page that could not be loaded (the network, or the server). Spec 8 logs these and leaves
 * the screen empty; an empty screen reads as broken, so it says so and offers to try again.
 */
export function PageLoadError({ title, note, onRetry, retrying }: PageLoadErrorProps) {
  return (
    <section className="page-state page-state--error" role="alert" aria-labelledby="page-state-title">
      <h1 id="page-state-title" className="page-state__title">
        {title}
      </h1>
      <p className="page-state__note">{note}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}
