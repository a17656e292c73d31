import { PageLoadError } from '../../ui/PageState';

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
    <PageLoadError
      note={`The ${what} could not be loaded. Check your connection and try again.`}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** The page's frame while it loads, so nothing jumps when it arrives. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="team-page" role="status" aria-label={label}>
      <div className="page-hero page-hero--skeleton" aria-hidden="true">
        <span className="team-skeleton team-skeleton--logo" />
        <span className="team-skeleton team-skeleton--title" />
      </div>
      <div className="page-card page-card--skeleton" aria-hidden="true" />
    </div>
  );
}
