import { PageLoadError, PageNotFound } from '../../ui/PageState';

/** An unknown match, or one of another national: the spec's 'No data', and a way on. */
export function MatchNotFound() {
  return (
    <PageNotFound
      note="This match could not be found. It may have been removed."
      to="/tabs/schedule"
      linkLabel="See the schedule"
    />
  );
}

/** The match could not be loaded (the network, or the server): the spec's generic error, and a retry. */
export function MatchLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <PageLoadError
      note="The match could not be loaded. Check your connection and try again."
      onRetry={onRetry}
      retrying={retrying}
      back={{ to: '/tabs/schedule', label: 'See the schedule' }}
    />
  );
}

/** The match centre's frame while the match loads: the header's shape, so nothing jumps. */
export function MatchSkeleton() {
  return (
    <div className="match" role="status" aria-label="Loading the match…">
      <div className="match-hero match-hero--default match-hero--skeleton" aria-hidden="true">
        <div className="match-hero__bar">
          <span className="centre-skeleton centre-skeleton--title" />
        </div>
        <div className="match-hero__board">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className={`centre-skeleton ${i === 1 ? 'centre-skeleton--score' : 'centre-skeleton--team'}`}
            />
          ))}
        </div>
      </div>
      <div className="tabs__list tabs__list--skeleton" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="centre-skeleton centre-skeleton--tab" />
        ))}
      </div>
    </div>
  );
}
