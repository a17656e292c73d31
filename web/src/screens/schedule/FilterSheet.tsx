import { useQuery } from '@tanstack/react-query';
import { type MatchFilters, NO_FILTERS, roundOptions, type Season, STATUS_FILTERS } from '@touchline/domain';
import { useId } from 'react';
import { competitionQueries } from '../../api/competitions';
import { matchQueries } from '../../api/matches';
import { SelectField } from '../../ui/SelectField';
import { Dialog } from './Dialog';
import '../../ui/field.css';

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
  const ids = { status: useId(), team: useId() };
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
        <SelectField
          className="field"
          label="Season"
          value={season ?? ''}
          onChange={(value) => value && onSeason(Number(value))}
        >
          <option value="" disabled>
            Select Season
          </option>
          {seasons.map((s) => (
            <option key={s._id} value={s._id}>
              {s._id}
            </option>
          ))}
        </SelectField>

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
          <SelectField
            className="field"
            label="Pool"
            value={filters.pool ?? ''}
            onChange={(value) => set({ pool: value || null })}
          >
            <option value="">All Pools</option>
            {pools.map((pool) => (
              <option key={pool.name} value={pool.name}>
                {pool.name}
              </option>
            ))}
          </SelectField>
        )}

        <SelectField
          className="field"
          label="Round"
          value={filters.round ?? ''}
          onChange={(value) => set({ round: value || null })}
        >
          <option value="">All Rounds</option>
          {rounds.map((round) => (
            <option key={round.key} value={round.key}>
              {round.label}
            </option>
          ))}
        </SelectField>

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
