import { type CompetitionSummary, nameParts } from '@touchline/domain';
import { useId } from 'react';
import { AppLink } from '../../shell/links';
import { Logo } from '../../ui/Logo';

interface CompetitionAccordionProps {
  competition: CompetitionSummary;
  /** The search text, highlighted in the team names. */
  term: string;
  showSeason: boolean;
  open: boolean;
  onToggle: () => void;
}

/**
 * One competition of the Competitions view (spec 2.10 A): a heading button (▼ closed, ▲ open,
 * aria-expanded) over the list of its teams, each opening /teams/{id}. The list is only built
 * while open, so a long list of closed competitions stays cheap.
 */
export function CompetitionAccordion({
  competition,
  term,
  showSeason,
  open,
  onToggle,
}: CompetitionAccordionProps) {
  const id = useId();
  const count = competition.teams.length;
  const details = [showSeason ? competition.season : null, `${count} ${count === 1 ? 'team' : 'teams'}`]
    .filter((part) => part !== null)
    .join(' · ');
  return (
    <div className={`accordion${open ? ' accordion--open' : ''}`}>
      <h2 className="accordion__heading">
        <button
          type="button"
          className="accordion__button"
          aria-expanded={open}
          aria-controls={open ? `${id}-teams` : undefined}
          onClick={onToggle}
        >
          <span className="accordion__title">
            <span className="accordion__name">{competition.name}</span>
            <span className="accordion__meta">{details}</span>
          </span>
          <span className="accordion__marker" aria-hidden="true">
            {open ? '▲' : '▼'}
          </span>
        </button>
      </h2>
      {open && (
        <ul id={`${id}-teams`} className="accordion__teams">
          {competition.teams.map((team) => (
            <li key={team._id}>
              <AppLink to={`/teams/${team._id}`} className="accordion__team">
                <Logo src={team.imgUrl || team.meta.imgUrl} name={team.name} size={32} />
                <span className="accordion__team-name">
                  {nameParts(team.name, term).map((part, i) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order
                    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                  )}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
