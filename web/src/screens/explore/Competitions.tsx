import { useQuery } from '@tanstack/react-query';
import { defaultSeason, listedCompetitions, seasonsNewestFirst } from '@touchline/domain';
import { useId } from 'react';
import { competitionQueries } from '../../api/competitions';
import { EMPTY } from '../../api/errors';
import { nationalQueries } from '../../api/national';
import { useBranding } from '../../shell/branding';
import { useStoredSeason } from '../../state/storage';
import { EmptyState, FailedState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { CardSkeletons, CompetitionCard } from './cards';

/** 'Competitions' (spec 2.4): a season select and that season's public competitions in scope. */
export function Competitions() {
  const { scope, loading } = useBranding();
  const seasons = useQuery(nationalQueries.seasons());
  const [stored, store] = useStoredSeason();
  const season = seasons.data ? defaultSeason(seasons.data, stored) : null;
  const competitions = useQuery({
    ...competitionQueries.list({ season: season ?? 0, gameType: 'all', scope }),
    enabled: season !== null && !loading,
    select: listedCompetitions,
  });
  useLoggedError("Couldn't load the seasons", seasons.error);
  useLoggedError("Couldn't load the competitions", competitions.error);
  const selectId = useId();

  // A failed refresh of what is on screen keeps it there; only a list never fetched fails.
  const failed = (seasons.data ? null : seasons.error) ?? (competitions.data ? null : competitions.error);
  let body = null;
  if (failed)
    body = (
      <FailedState
        error={failed}
        onRetry={() => void (seasons.isError ? seasons.refetch() : competitions.refetch())}
        retrying={seasons.isFetching || competitions.isFetching}
      />
    );
  else if (seasons.isPending || (season !== null && competitions.isPending))
    body = (
      <>
        <p className="explore__sr" role="status">
          Loading competitions…
        </p>
        <ul className="explore__grid">
          <CardSkeletons count={6} />
        </ul>
      </>
    );
  else if (seasons.data && (season === null || competitions.data?.length === 0))
    body = <EmptyState>{EMPTY.noData}</EmptyState>;
  else if (competitions.data)
    body = (
      <ul className="explore__grid">
        {competitions.data.map((competition) => (
          <li key={competition._id}>
            <CompetitionCard competition={competition} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="explore__section" aria-labelledby="explore-competitions">
      <div className="explore__section-head">
        <h2 id="explore-competitions" className="explore__heading">
          Competitions
        </h2>
        {seasons.data && seasons.data.length > 0 && (
          <div className="explore__season">
            <label htmlFor={selectId}>Season</label>
            <select
              id={selectId}
              className="explore__select"
              value={season ?? ''}
              onChange={(event) => store(Number(event.target.value))}
            >
              {seasonsNewestFirst(seasons.data).map((s) => (
                <option key={s._id} value={s._id}>
                  {s._id}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
