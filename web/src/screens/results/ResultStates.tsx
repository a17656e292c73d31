import { EMPTY } from '../../api/errors';
import { AppLink } from '../../shell/links';
import { TOASTS } from '../../ui/toast';

/**
 * The results could not be loaded (the network, or the server). The catalogue says the failure
 * is logged and the screen stays empty; an honest note and a retry beat a blank page.
 */
export function ResultsLoadError({
  what,
  onRetry,
  retrying,
  heading: Heading = 'h2',
}: {
  /** What could not be loaded, e.g. 'The results'. */
  what: string;
  onRetry: () => void;
  retrying: boolean;
  /** The title's level: h1 where it is all the screen shows. */
  heading?: 'h1' | 'h2';
}) {
  return (
    <section
      className="results-state results-state--error"
      role="alert"
      aria-labelledby="results-state-title"
    >
      <Heading id="results-state-title" className="results-state__title">
        {TOASTS.error.message}
      </Heading>
      <p className="results-state__note">{what} could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}

/** An unknown or impossible group id: the spec's 'No data', and the way back to the list. */
export function ResultGroupNotFound() {
  return (
    <section className="results-state" aria-labelledby="results-state-title">
      <h1 id="results-state-title" className="results-state__title">
        {EMPTY.noData}
      </h1>
      <p className="results-state__note">This result group could not be found. It may have been removed.</p>
      <AppLink to="/results" className="button">
        See all results
      </AppLink>
    </section>
  );
}

/** The group display's frame while the group loads: the header and a table's shape. */
export function ResultGroupSkeleton() {
  return (
    <div className="result-group" role="status" aria-label="Loading the results…">
      <h1 className="visually-hidden">Loading the results…</h1>
      <div className="result-hero result-hero--skeleton" aria-hidden="true">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
      <div className="result-skeleton-rows" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <span key={i} className="skeleton skeleton--row" />
        ))}
      </div>
    </div>
  );
}
