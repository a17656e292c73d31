import type { ReactNode } from 'react';
import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { PanelStatus } from './PanelStatus';
import { SeasonSelect } from './SeasonSelect';
import { useSeasonChoice } from './useSeasonChoice';

interface SeasonCardsProps<T> {
  /** The cards' items of a season. */
  itemsOf: (season: number) => readonly T[];
  /** Names the list, e.g. 'Teams of 2026'. */
  label: (season: number) => string;
  /** An item's card, opening its page. */
  card: (item: T) => ReactNode;
}

/**
 * A tab of cards by season (spec 2.13): the Season select, then a card per item of the chosen
 * season, or 'No data'. The Competitions tab and a club's Teams tab are laid out so.
 */
export function SeasonCards<T extends { _id: number }>({ itemsOf, label, card }: SeasonCardsProps<T>) {
  const { seasons, season, setSeason, pending, error, retry } = useSeasonChoice();
  if (pending || error || season === null)
    return <PanelStatus pending={pending} error={error} onRetry={retry} cards />;
  const shown = itemsOf(season);
  return (
    <>
      <div className="entity-toolbar">
        <SeasonSelect seasons={seasons} value={season} onChange={setSeason} />
      </div>
      {shown.length === 0 ? (
        <EmptyState>{EMPTY.noData}</EmptyState>
      ) : (
        <ul className="entity-grid" aria-label={label(season)}>
          {shown.map((item) => (
            <li key={item._id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
