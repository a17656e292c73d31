import { type CompetitionSummary, competitionsOfSeason } from '@touchline/domain';
import { CompetitionCard } from '../explore/cards';
import { SeasonCards } from './SeasonCards';

/**
 * The Competitions tab (spec 2.13): a Season select, then that season's public competitions by
 * order, each opening its competition page.
 */
export function CompetitionsPanel({ competitions }: { competitions: readonly CompetitionSummary[] }) {
  return (
    <SeasonCards
      itemsOf={(season) => competitionsOfSeason(competitions, season)}
      label={(season) => `Competitions of ${season}`}
      card={(competition) => <CompetitionCard competition={competition} />}
    />
  );
}
