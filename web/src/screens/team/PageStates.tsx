import { TOASTS } from '../../ui/toast';

/** A team or player page that could not be loaded (the network, or the server), with a retry. */
export function PageError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <section className="page-state" role="alert" aria-labelledby="page-state-title">
      <h1 id="page-state-title" className="page-state__title">
        {TOASTS.error.message}
      </h1>
      <p className="page-state__note">The {what} could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}

/** The page's frame while it loads, so nothing jumps when it arrives. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="team-page" role="status" aria-label={label}>
      <div className="page-hero page-hero--skeleton" aria-hidden="true">
        <span className="page-skeleton page-skeleton--logo" />
        <span className="page-skeleton page-skeleton--title" />
      </div>
      <div className="page-card page-card--skeleton" aria-hidden="true" />
    </div>
  );
}
