import type { EntityLevel, SearchResult } from '@touchline/domain';
import { CompetitionCard, EntityCard, PlayerCard, TeamCard } from '../explore/cards';

/**
 * One search result as the Explore screen's cards show it (spec 2.10 B): an entity card for a
 * team, association, club or state, a competition card for a competition, and a player card
 * (photo, name, latest team) for a player. Each opens /{type}s/{id} under the current prefix. `label` is its name, with the season when needed.
 */
export function ResultCard({ result, label }: { result: SearchResult; label: string }) {
  if (result.type === 'competition')
    return <CompetitionCard competition={{ ...result, name: label, teams: result.teams ?? [] }} />;
  if (result.type === 'player') {
    const team = result.teams?.[0];
    return (
      <PlayerCard
        player={{
          _id: result._id,
          name: label,
          imgUrl: result.meta.imgUrl,
          team: team ? { name: team.name, season: result.season } : null,
        }}
      />
    );
  }
  if (result.type === 'team')
    return <TeamCard team={{ _id: result._id, name: label, meta: result.meta }} layout="row" />;
  const level: EntityLevel = result.type;
  return (
    <EntityCard
      entity={{
        _id: result._id,
        name: label,
        level,
        slug: result.meta.slug ?? '',
        meta: result.meta,
        ...(result.compCount === undefined ? {} : { compCount: result.compCount }),
      }}
    />
  );
}
