import type { Entity, EntityLevel } from '@touchline/domain';
import { Logo } from '../../ui/Logo';
import { capitalise } from '../explore/paths';

/** The page's head (spec 2.13): the entity's logo and name, under its level. */
export function EntityHeader({ entity }: { entity: Entity }) {
  return (
    <header className="entity-hero">
      <Logo src={entity.meta.imgUrl} name={entity.name} size={72} className="entity-hero__logo" />
      <div className="entity-hero__text">
        <p className="entity-hero__level">{capitalise(entity.level)}</p>
        <h1 id="entity-title" className="entity-hero__name">
          {entity.name}
        </h1>
      </div>
    </header>
  );
}

/** The page's shape while it loads, so nothing jumps when it arrives. */
export function EntitySkeleton({ level }: { level: EntityLevel }) {
  return (
    <div className="entity" role="status" aria-label="Loading the page…">
      <div className="entity-hero" aria-hidden="true">
        <span className="page-skeleton entity-hero__logo entity-skeleton__logo" />
        <span className="entity-hero__text">
          <span className="page-skeleton entity-skeleton__line entity-skeleton__line--short" />
          <span className="page-skeleton entity-skeleton__line" />
        </span>
      </div>
      <span
        className={`page-skeleton entity-skeleton__tabs entity-skeleton__tabs--${level === 'club' ? 2 : 4}`}
        aria-hidden="true"
      />
      <ul className="entity-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <span className="page-skeleton entity-skeleton__card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
