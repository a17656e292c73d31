import type { TeamDetail } from '@touchline/domain';
import { useId } from 'react';
import { Logo } from '../../ui/Logo';
import { CloseButton } from './CloseButton';
import type { TeamSeason } from './useTeamSeason';

/** The team's header (spec 2.11): close, logo, name and club, and 'Filter Season'. */
export function TeamHeader({ detail, season }: { detail: TeamDetail; season: TeamSeason }) {
  const team = detail.team[0]!;
  const seasonId = useId();
  return (
    <header className="page-hero">
      <CloseButton fallback="/teams" />
      <Logo src={team.imgUrl ?? team.meta.imgUrl} name={team.name} size={72} className="page-hero__logo" />
      <div className="page-hero__text">
        <h1 id="team-title" className="page-hero__title">
          {team.name}
        </h1>
        {team.orgtree.club && <p className="page-hero__sub">{team.orgtree.club.name}</p>}
      </div>
      <div className="page-hero__filter">
        <label htmlFor={seasonId}>Filter Season</label>
        <select
          id={seasonId}
          value={season.chosen ?? 'all'}
          onChange={(event) =>
            season.choose(event.target.value === 'all' ? null : Number(event.target.value))
          }
        >
          <option value="all">All</option>
          {season.seasons.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
