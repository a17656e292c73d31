import type { CompetitionSummary } from '@touchline/domain';
import { PageActions } from '../../follow/PageActions';
import { AddToCalendar } from '../../ui/AddToCalendar';
import { Logo } from '../../ui/Logo';
// The head and its skeleton share the entity pages' styles.
import '../entity/entity.css';

/**
 * The page's head: the competition's logo, season and name, and how many matches it lists
 * (none said when its results are withheld), the calendar feed, Follow and Share.
 */
export function CompetitionHeader({
  competition,
  count,
}: {
  competition: CompetitionSummary;
  count: number | null;
}) {
  return (
    <header className="entity-hero entity-hero--actions">
      <Logo src={competition.meta.imgUrl} name={competition.name} size={72} className="entity-hero__logo" />
      <div className="entity-hero__text">
        <p className="entity-hero__level">Competition · {competition.season}</p>
        <h1 id="competition-title" className="entity-hero__name">
          {competition.name}
        </h1>
        {count !== null && (
          <p className="competition__count">
            {count} {count === 1 ? 'match' : 'matches'}
          </p>
        )}
        <AddToCalendar kind="competitions" id={competition._id} name={competition.name} />
      </div>
      <div className="entity-hero__actions">
        <PageActions
          kind="competitions"
          item={{ id: competition._id, name: competition.name }}
          calendar={{ kind: 'competitions', id: competition._id, name: competition.name }}
          shareTitle={`${competition.name} ${competition.season}`}
        />
      </div>
    </header>
  );
}

/** The page's shape while the matches load. */
export function CompetitionSkeleton() {
  return (
    <div className="competition" role="status" aria-label="Loading the competition…">
      <div className="entity-hero" aria-hidden="true">
        <span className="page-skeleton entity-skeleton__logo" />
        <span className="entity-hero__text">
          <span className="page-skeleton entity-skeleton__line entity-skeleton__line--short" />
          <span className="page-skeleton entity-skeleton__line" />
        </span>
      </div>
      <span className="competition-skeleton__chips" aria-hidden="true">
        {[4, 5, 6, 5.5, 6.5].map((width) => (
          <span
            key={width}
            className="page-skeleton competition-skeleton__chip"
            style={{ width: `${width}rem` }}
          />
        ))}
      </span>
      {[0, 1, 2].map((i) => (
        <span key={i} className="page-skeleton competition-skeleton__card" aria-hidden="true" />
      ))}
    </div>
  );
}
