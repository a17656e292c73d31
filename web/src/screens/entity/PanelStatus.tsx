import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { CardSkeletons } from '../explore/cards';

interface PanelStatusProps {
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Card-shaped placeholders (the card lists) rather than table-shaped ones. */
  cards?: boolean;
}

/**
 * A tab without a season to show: placeholders while the national's seasons load, and 'No
 * data' if it has none. A failure to load them is logged (spec 8); rather than leave the tab
 * empty, which reads as broken, it says so and offers to try again.
 */
export function PanelStatus({ pending, error, onRetry, cards = false }: PanelStatusProps) {
  useLoggedError("Couldn't load the seasons", error);
  if (error)
    return (
      <div className="panel-error" role="alert">
        <p className="panel-error__text">The seasons could not be loaded.</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  // The national has no seasons at all.
  if (!pending) return <EmptyState>{EMPTY.noData}</EmptyState>;
  return cards ? <CardListSkeleton /> : <TableSkeleton label="Loading…" />;
}

/** A list of grey cards while a card list loads. */
export function CardListSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="entity-grid" aria-hidden="true">
        <CardSkeletons count={4} />
      </ul>
    </div>
  );
}

/** Grey chips and rows while a ladder or leaderboard loads (spec 2.13: a skeleton). */
export function TableSkeleton({ label, chips = false }: { label: string; chips?: boolean }) {
  return (
    <div className="table-skeleton" role="status" aria-label={label}>
      {chips && (
        <span className="table-skeleton__chips" aria-hidden="true">
          {[7, 9, 6].map((width) => (
            <span
              key={width}
              className="page-skeleton table-skeleton__chip"
              style={{ width: `${width}rem` }}
            />
          ))}
        </span>
      )}
      <span className="table-skeleton__table" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <span key={i} className="table-skeleton__row">
            <span className="page-skeleton table-skeleton__logo" />
            <span className="page-skeleton table-skeleton__line" />
            <span className="page-skeleton table-skeleton__num" />
          </span>
        ))}
      </span>
    </div>
  );
}
