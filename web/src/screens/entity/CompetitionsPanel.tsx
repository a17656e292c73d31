import { type CompetitionSummary, competitionsOfSeason } from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { CompetitionCard } from '../explore/cards';
import { PanelStatus } from './PanelStatus';
import { SeasonSelect } from './SeasonSelect';
import { useSeasonChoice } from './useSeasonChoice';

/**
 * The Competitions tab (spec 2.13): a Season select, then that season's public competitions by
 * order, each opening its competition page.
 */
export function CompetitionsPanel({ competitions }: { competitions: readonly CompetitionSummary[] }) {
  const { seasons, season, setSeason, pending, error, retry } = useSeasonChoice();
  if (pending || error || season === null)
    return <PanelStatus pending={pending} error={error} onRetry={retry} cards />;
  const shown = competitionsOfSeason(competitions, season);
  return (
    <>
      <div className="entity-toolbar">
        <SeasonSelect seasons={seasons} value={season} onChange={setSeason} />
      </div>
      {shown.length === 0 ? (
        <EmptyState>{EMPTY.noData}</EmptyState>
      ) : (
        <ul className="entity-grid" aria-label={`Competitions of ${season}`}>
          {shown.map((competition) => (
            <li key={competition._id}>
              <CompetitionCard competition={competition} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
