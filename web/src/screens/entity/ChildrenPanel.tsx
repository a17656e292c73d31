import { type Entity, type TeamSummary, teamsOfSeason } from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { EntityCard, TeamCard } from '../explore/cards';
import { SeasonCards } from './SeasonCards';

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
  return (
    <SeasonCards
      itemsOf={(season) => teamsOfSeason(teams, season)}
      label={(season) => `Teams of ${season}`}
      card={(team) => <TeamCard team={team} layout="row" />}
    />
  );
}
