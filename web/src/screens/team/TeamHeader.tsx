import type { TeamDetail } from '@touchline/domain';
import { useId } from 'react';
import { PageActions } from '../../follow/PageActions';
import { AppLink } from '../../shell/links';
import { AddToCalendar } from '../../ui/AddToCalendar';
import { BackButton } from '../../ui/BackButton';
import { Logo } from '../../ui/Logo';
import './heroActions.css';
import type { TeamSeason } from './useTeamSeason';

/** The team's association and state, as links up the hierarchy. */
function OrgLinks({ orgtree }: { orgtree: TeamDetail['team'][number]['orgtree'] }) {
  const levels = [
    orgtree.association && { to: `/associations/${orgtree.association._id}`, name: orgtree.association.name },
    orgtree.state && { to: `/states/${orgtree.state._id}`, name: orgtree.state.name },
  ].filter((level): level is { to: string; name: string } => Boolean(level));
  if (levels.length === 0) return null;
  return (
    <nav className="page-hero__orgs" aria-label="Part of">
      {levels.map((level) => (
        <AppLink key={level.to} to={level.to}>
          {level.name}
        </AppLink>
      ))}
    </nav>
  );
}

/**
 * The team's header (spec 2.11): close, logo, name and club, the calendar feed, Follow and
 * Share, and 'Filter Season'. The club, its
 * association and state are links, so a fan can walk up the hierarchy.
 */
export function TeamHeader({ detail, season }: { detail: TeamDetail; season: TeamSeason }) {
  const team = detail.team[0]!;
  const seasonId = useId();
  return (
    <header className="page-hero page-hero--actions">
      <BackButton fallback="/teams" label="Close" className="page-hero__close" />
      <Logo src={team.imgUrl ?? team.meta.imgUrl} name={team.name} size={72} className="page-hero__logo" />
      <div className="page-hero__text">
        <h1 id="team-title" className="page-hero__title">
          {team.name}
        </h1>
        {team.orgtree.club && (
          <p className="page-hero__sub">
            <AppLink to={`/clubs/${team.orgtree.club._id}`}>{team.orgtree.club.name}</AppLink>
          </p>
        )}
        <OrgLinks orgtree={team.orgtree} />
        <AddToCalendar kind="teams" id={team._id} name={team.name} />
      </div>
      <div className="page-hero__actions">
        <PageActions
          kind="teams"
          item={{ id: team._id, name: team.name }}
          calendar={{ kind: 'teams', id: team._id, name: team.name }}
          shareTitle={team.name}
        />
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
