import { useQuery } from '@tanstack/react-query';
import { type MatchFilters, NO_FILTERS, roundOptions, type Season, STATUS_FILTERS } from '@touchline/domain';
import { useId } from 'react';
import { competitionQueries } from '../../api/competitions';
import { matchQueries } from '../../api/matches';
import { Dialog } from './Dialog';

interface FilterSheetProps {
  seasons: readonly Season[];
  season: number | null;
  onSeason: (season: number) => void;
  /** The competition whose pools and rounds are offered. */
  competitionId: number | null;
  filters: MatchFilters;
  onFilters: (filters: MatchFilters) => void;
  onClose: () => void;
}

/**
 * The 'Filters' sheet (spec 2.5): season, match status, pool (when the competition has pools),
 * round and team name. Every change applies at once; the matches stay visible behind it.
 */
export function FilterSheet(props: FilterSheetProps) {
  const { seasons, season, onSeason, competitionId, filters, onFilters, onClose } = props;
  const detail = useQuery({
    ...competitionQueries.detail(competitionId ?? 0),
    enabled: competitionId !== null,
  });
  const matches = useQuery({
    ...matchQueries.byCompetition(competitionId ?? 0),
    enabled: competitionId !== null,
    select: (data) => roundOptions(data.matches),
  });
  const pools = detail.data?.pools ?? [];
  const rounds = matches.data ?? [];
  const ids = { season: useId(), status: useId(), pool: useId(), round: useId(), team: useId() };
  const set = (change: Partial<MatchFilters>) => onFilters({ ...filters, ...change });

  return (
    <Dialog
      title="Filters"
      variant="sheet"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--quiet" onClick={() => onFilters(NO_FILTERS)}>
            Clear filters
          </button>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <div className="filters">
        <div className="field">
          <label htmlFor={ids.season} className="field__label">
            Season
          </label>
          <select
            id={ids.season}
            className="field__control"
            value={season ?? ''}
            onChange={(event) => event.target.value && onSeason(Number(event.target.value))}
          >
            <option value="" disabled>
              Select Season
            </option>
            {seasons.map((s) => (
              <option key={s._id} value={s._id}>
                {s._id}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="field chips">
          <legend className="field__label">Match Status</legend>
          <div className="chips__row">
            {STATUS_FILTERS.map((status) => (
              <label key={status.value} className="chip">
                <input
                  type="radio"
                  name={ids.status}
                  value={status.value}
                  checked={filters.status === status.value}
                  onChange={() => set({ status: status.value })}
                />
                <span>{status.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {pools.length > 0 && (
          <div className="field">
            <label htmlFor={ids.pool} className="field__label">
              Pool
            </label>
            <select
              id={ids.pool}
              className="field__control"
              value={filters.pool ?? ''}
              onChange={(event) => set({ pool: event.target.value || null })}
            >
              <option value="">All Pools</option>
              {pools.map((pool) => (
                <option key={pool.name} value={pool.name}>
                  {pool.name}
                </option>
              ))}
            </select>
          </div>
        )}

        <div className="field">
          <label htmlFor={ids.round} className="field__label">
            Round
          </label>
          <select
            id={ids.round}
            className="field__control"
            value={filters.round ?? ''}
            onChange={(event) => set({ round: event.target.value || null })}
          >
            <option value="">All Rounds</option>
            {rounds.map((round) => (
              <option key={round.key} value={round.key}>
                {round.label}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={ids.team} className="field__label">
            Team
          </label>
          <input
            id={ids.team}
            className="field__control"
            type="search"
            placeholder="Team name"
            autoComplete="off"
            value={filters.team}
            onChange={(event) => set({ team: event.target.value })}
          />
        </div>
      </div>
    </Dialog>
  );
}
