import { type ReactNode, useId } from 'react';
import { ApiError } from '../api/client';
import { EMPTY } from '../api/errors';
import { useOnline } from '../pwa/online';
import { AppLink } from '../shell/links';
import { NOT_SAVED_OFFLINE } from './EmptyState';
import { TOASTS } from './toast';
import './pageState.css';

/** An id no page has (unknown, malformed, or another national's): the server's 404 or 400. */
export const isNotFound = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

interface PageStateProps {
  title: ReactNode;
  note: ReactNode;
  /** The way on: a link or a retry. */
  children: ReactNode;
  /** A failure: its title in red, announced at once. */
  error?: boolean;
  /** The title's level: h1 where the state is all the screen shows (the default). */
  heading?: 'h1' | 'h2';
  /** Wraps the note at a reading width, as the entity and competition pages do. */
  narrow?: boolean;
}

/** What a screen shows instead of its content: a title, a word on why, and a way on. */
export function PageState({
  title,
  note,
  children,
  error = false,
  heading: Heading = 'h1',
  narrow = false,
}: PageStateProps) {
  const titleId = useId();
  const modifiers = `${error ? ' page-state--error' : ''}${narrow ? ' page-state--narrow' : ''}`;
  return (
    <section
      className={`page-state${modifiers}`}
      role={error ? 'alert' : undefined}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="page-state__title">
        {title}
      </Heading>
      <p className="page-state__note">{note}</p>
      {children}
    </section>
  );
}

interface PageNotFoundProps {
  /** Says what could not be found, e.g. 'This competition could not be found. It may have been removed.' */
  note: string;
  /** Where the fan can go instead, e.g. /tabs/explore. */
  to: string;
  linkLabel: string;
  narrow?: boolean;
}

/** An unknown page: the spec's 'No data', a word on why, and a way on. */
export function PageNotFound({ note, to, linkLabel, narrow }: PageNotFoundProps) {
  return (
    <PageState title={EMPTY.noData} note={note} narrow={narrow}>
      <AppLink to={to} className="button">
        {linkLabel}
      </AppLink>
    </PageState>
  );
}

interface PageLoadErrorProps {
  /** The spec's generic error ('An error has occured') unless the screen has its own. */
  title?: string;
  note: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  heading?: 'h1' | 'h2';
  narrow?: boolean;
  /** The way out when trying again does not help: Explore unless the screen knows better. */
  back?: { to: string; label: string };
}

/** The title of a screen that was not saved, shown while offline. */
export const NOT_SAVED_TITLE = 'Not saved for offline use';

/**
 * A page that could not be loaded (the network, or the server). Spec 8 logs these and leaves
 * the screen empty; an empty screen reads as broken, so it says so, offers to try again, and
 * gives a way out. Offline, what failed is that it was never saved: it says that instead of an
 * error, and the page loads by itself when the network returns (the query cache asks again).
 */
export function PageLoadError({
  title = TOASTS.error.message,
  note,
  onRetry,
  retrying,
  heading,
  narrow,
  back = { to: '/tabs/explore', label: 'Back to Explore' },
}: PageLoadErrorProps) {
  const online = useOnline();
  return (
    <PageState
      title={online ? title : NOT_SAVED_TITLE}
      note={online ? note : NOT_SAVED_OFFLINE}
      error={online}
      heading={heading}
      narrow={narrow}
    >
      <div className="page-state__actions">
        <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
        <AppLink to={back.to} className="button button--quiet">
          {back.label}
        </AppLink>
      </div>
    </PageState>
  );
}
