import { EMPTY } from '../../api/errors';
import { AppLink } from '../../shell/links';
import { TOASTS } from '../../ui/toast';

/** An unknown match, or one of another national: the spec's 'No data', and a way on. */
export function MatchNotFound() {
  return (
    <section className="match-state" aria-labelledby="match-state-title">
      <h1 id="match-state-title" className="match-state__title">
        {EMPTY.noData}
      </h1>
      <p className="match-state__note">This match could not be found. It may have been removed.</p>
      <AppLink to="/tabs/schedule" className="button">
        See the schedule
      </AppLink>
    </section>
  );
}

/** The match could not be loaded (the network, or the server): the spec's generic error, and a retry. */
export function MatchLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="match-state match-state--error" role="alert" aria-labelledby="match-state-title">
      <h1 id="match-state-title" className="match-state__title">
        {TOASTS.error.message}
      </h1>
      <p className="match-state__note">The match could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}

/** The match centre's frame while the match loads: the header's shape, so nothing jumps. */
export function MatchSkeleton() {
  return (
    <div className="match" role="status" aria-label="Loading the match…">
      <div className="match-hero match-hero--default match-hero--skeleton" aria-hidden="true">
        <div className="match-hero__bar">
          <span className="skeleton skeleton--title" />
        </div>
        <div className="match-hero__board">
          {[0, 1, 2].map((i) => (
            <span key={i} className={`skeleton ${i === 1 ? 'skeleton--score' : 'skeleton--team'}`} />
          ))}
        </div>
      </div>
      <div className="tabs__list tabs__list--skeleton" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="skeleton skeleton--tab" />
        ))}
      </div>
    </div>
  );
}
