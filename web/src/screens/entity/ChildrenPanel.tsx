import { type Entity, type TeamSummary, teamsOfSeason } from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { EntityCard, TeamCard } from '../explore/cards';
import { PanelStatus } from './PanelStatus';
import { SeasonSelect } from './SeasonSelect';
import { useSeasonChoice } from './useSeasonChoice';

/** The direct-child tab of a state or association page: a card per child, opening its page. */
export function ChildrenPanel({ entities, label }: { entities: readonly Entity[]; label: string }) {
  if (entities.length === 0) return <EmptyState>{EMPTY.noData}</EmptyState>;
  return (
    <ul className="entity-grid" aria-label={label}>
      {entities.map((entity) => (
        <li key={entity._id}>
          <EntityCard entity={entity} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Teams tab of a club page: the club's teams of the chosen season (a club fields a new
 * team each season, often with the same name), each opening its team page.
 */
export function TeamsPanel({ teams }: { teams: readonly TeamSummary[] }) {
  const { seasons, season, setSeason, pending, error, retry } = useSeasonChoice();
  if (pending || error || season === null)
    return <PanelStatus pending={pending} error={error} onRetry={retry} cards />;
  const shown = teamsOfSeason(teams, season);
  return (
    <>
      <div className="entity-toolbar">
        <SeasonSelect seasons={seasons} value={season} onChange={setSeason} />
      </div>
      {shown.length === 0 ? (
        <EmptyState>{EMPTY.noData}</EmptyState>
      ) : (
        <ul className="entity-grid" aria-label={`Teams of ${season}`}>
          {shown.map((team) => (
            <li key={team._id}>
              <TeamCard team={team} layout="row" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
