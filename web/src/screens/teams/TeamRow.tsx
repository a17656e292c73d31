import { lowestOrganisation, type TeamSummary } from '@touchline/domain';
import { AppLink } from '../../shell/links';
import { Logo } from '../../ui/Logo';
import '../explore/cards.css';

/**
 * A team in the team search list: logo, name, and below it the team's club (its lowest-ranked
 * organisation) where that is not the team's own name, and the season when several are listed.
 * A card like Explore's, kept light: a hundred of them make a page.
 */
export function TeamRow({ team, showSeason }: { team: TeamSummary; showSeason: boolean }) {
  const organisation = lowestOrganisation(team.orgtree)?.name;
  const details = [organisation !== team.name ? organisation : null, showSeason ? team.season : null]
    .filter((part) => part !== null && part !== undefined)
    .join(' · ');
  return (
    <AppLink to={`/teams/${team._id}`} className="link-card link-card--row team-row">
      <Logo src={team.imgUrl || team.meta.imgUrl} name={team.name} size={40} />
      <span className="link-card__body">
        <span className="link-card__name">{team.name}</span>
        {details && <span className="link-card__meta">{details}</span>}
      </span>
      <svg className="link-card__chevron" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
        <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
      </svg>
    </AppLink>
  );
}
