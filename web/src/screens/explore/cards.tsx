import { competitionCardTeams, type Entity } from '@touchline/domain';
import { AppLink } from '../../shell/links';
import { Logo } from '../../ui/Logo';
import { entityPath } from './paths';
import './cards.css';

/**
 * The cards of the Explore screen (spec 2.4), shared with other screens. Each card is one link.
 * 'row' lays the logo beside the text (lists); 'tile' stacks them (the logo slider).
 */
export type CardLayout = 'row' | 'tile';

/** A team as a card shows it: a competition's team, a search hit or a recently viewed item. */
export interface CardTeam {
  _id: number;
  name: string;
  imgUrl?: string | null;
  meta?: { imgUrl?: string | null };
}

/** A competition as its card shows it: a listed competition or a recently viewed item. */
export interface CardCompetition {
  _id: number;
  name: string;
  imgUrl?: string | null;
  meta?: { imgUrl?: string | null };
  /** Its teams, or the first few of them when `teamCount` gives the total. */
  teams?: readonly CardTeam[];
  teamCount?: number;
  matchCount?: number;
}

const imageOf = (item: { imgUrl?: string | null; meta?: { imgUrl?: string | null } }) =>
  item.imgUrl || item.meta?.imgUrl || null;

/** A state, association or club: logo, name and '{compCount} competitions'; opens its page. */
export function EntityCard({ entity, layout = 'row' }: { entity: Entity; layout?: CardLayout }) {
  return (
    <AppLink to={entityPath(entity.level, entity._id)} className={`link-card link-card--${layout}`}>
      <Logo src={entity.meta.imgUrl} name={entity.name} size={layout === 'tile' ? 56 : 44} />
      <span className="link-card__body">
        <span className="link-card__name">{entity.name}</span>
        {entity.compCount !== undefined && (
          <span className="link-card__meta">{entity.compCount} competitions</span>
        )}
      </span>
      {layout === 'row' && <Chevron />}
    </AppLink>
  );
}

/** A team: logo and name; opens /teams/{id}. */
export function TeamCard({ team, layout = 'tile' }: { team: CardTeam; layout?: CardLayout }) {
  return (
    <AppLink to={`/teams/${team._id}`} className={`link-card link-card--${layout}`}>
      <Logo src={imageOf(team)} name={team.name} size={layout === 'tile' ? 56 : 44} />
      <span className="link-card__body">
        <span className="link-card__name">{team.name}</span>
      </span>
      {layout === 'row' && <Chevron />}
    </AppLink>
  );
}

/** A player as a card shows them: a search hit, with their latest team and its season. */
export interface CardPlayer {
  _id: number;
  name: string;
  imgUrl: string | null | undefined;
  team: { name: string; season: number | null } | null;
}

/** A player: photo (else initials), name, and their latest team; opens /players/{id}. */
export function PlayerCard({ player }: { player: CardPlayer }) {
  return (
    <AppLink to={`/players/${player._id}`} className="link-card link-card--row">
      <Logo src={player.imgUrl} name={player.name} size={44} />
      <span className="link-card__body">
        <span className="link-card__name">{player.name}</span>
        {player.team && (
          <span className="link-card__meta">
            {[player.team.name, player.team.season].filter((part) => part !== null).join(' · ')}
          </span>
        )}
      </span>
      <Chevron />
    </AppLink>
  );
}

/**
 * A competition: up to three team logos then '+{n}', the name and '{matchCount} matches';
 * opens /competitions/{id}. With no teams yet, the competition's own logo stands in.
 */
export function CompetitionCard({
  competition,
  layout = 'row',
}: {
  competition: CardCompetition;
  layout?: CardLayout;
}) {
  const teams = competition.teams ?? [];
  const { shown, more } = competitionCardTeams(teams, competition.teamCount ?? teams.length);
  const logo = layout === 'tile' ? 26 : 32;
  return (
    <AppLink to={`/competitions/${competition._id}`} className={`link-card link-card--${layout}`}>
      <span className="team-logos" aria-hidden="true">
        {shown.length === 0 ? (
          <Logo src={imageOf(competition)} name={competition.name} size={layout === 'tile' ? 56 : 44} />
        ) : (
          shown.map((team) => <Logo key={team._id} src={imageOf(team)} name={team.name} size={logo} />)
        )}
        {more > 0 && <span className="team-logos__more">+{more}</span>}
      </span>
      <span className="link-card__body">
        <span className="link-card__name">{competition.name}</span>
        {competition.matchCount !== undefined && (
          <span className="link-card__meta">{competition.matchCount} matches</span>
        )}
      </span>
      {layout === 'row' && <Chevron />}
    </AppLink>
  );
}

/** Grey stand-ins for cards that are loading; the section's status text names the wait. */
export function CardSkeletons({ count, layout = 'row' }: { count: number; layout?: CardLayout }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <li key={i} aria-hidden="true">
      <span className={`link-card link-card--${layout} link-card--skeleton`}>
        <span className="skeleton skeleton--logo" />
        <span className="link-card__body">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </span>
      </span>
    </li>
  ));
}

function Chevron() {
  return (
    <svg className="link-card__chevron" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}
