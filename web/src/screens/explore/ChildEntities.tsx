import { useQuery } from '@tanstack/react-query';
import { entityQueries } from '../../api/entities';
import { EMPTY } from '../../api/errors';
import { useBranding } from '../../shell/branding';
import { EmptyState, FailedState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { CardSkeletons, EntityCard } from './cards';
import { capitalise } from './paths';

/** The child entities of the current scope, e.g. 'States' under the national (spec 2.4). */
export function ChildEntities() {
  const { directChild, scope, loading } = useBranding();
  const children = useQuery({ ...entityQueries.children(directChild, scope), enabled: !loading });
  useLoggedError(`Couldn't load ${directChild}`, children.error);
  const heading = capitalise(directChild);
  let body = null;
  // Spec 8 leaves a failed list out; a section gone reads as nothing there, so it says so.
  if (children.isError && !children.data)
    body = (
      <FailedState
        error={children.error}
        onRetry={() => void children.refetch()}
        retrying={children.isFetching}
      />
    );
  else if (children.isPending)
    body = (
      <>
        <p className="explore__sr" role="status">
          Loading {directChild}…
        </p>
        <ul className="explore__grid">
          <CardSkeletons count={4} />
        </ul>
      </>
    );
  else if (children.data?.length === 0) body = <EmptyState>{EMPTY.noData}</EmptyState>;
  else if (children.data)
    body = (
      <ul className="explore__grid">
        {children.data.map((entity) => (
          <li key={entity._id}>
            <EntityCard entity={entity} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="explore__section" aria-labelledby="explore-children">
      <h2 id="explore-children" className="explore__heading">
        {heading}
      </h2>
      {body}
    </section>
  );
}
