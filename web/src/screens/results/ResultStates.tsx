import { PageLoadError, PageNotFound } from '../../ui/PageState';

/**
 * The results could not be loaded (the network, or the server). The catalogue says the failure
 * is logged and the screen stays empty; an honest note and a retry beat a blank page.
 */
export function ResultsLoadError({
  what,
  onRetry,
  retrying,
  heading = 'h2',
}: {
  /** What could not be loaded, e.g. 'The results'. */
  what: string;
  onRetry: () => void;
  retrying: boolean;
  /** The title's level: h1 where it is all the screen shows. */
  heading?: 'h1' | 'h2';
}) {
  return (
    <PageLoadError
      note={`${what} could not be loaded. Check your connection and try again.`}
      onRetry={onRetry}
      retrying={retrying}
      heading={heading}
    />
  );
}

/** An unknown or impossible group id: the spec's 'No data', and the way back to the list. */
export function ResultGroupNotFound() {
  return (
    <PageNotFound
      note="This result group could not be found. It may have been removed."
      to="/results"
      linkLabel="See all results"
    />
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
