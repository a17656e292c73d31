import type { Season } from '@touchline/domain';
import { useId } from 'react';
import '../../ui/field.css';

interface SeasonSelectProps {
  /** Newest first. */
  seasons: readonly Season[];
  value: number;
  onChange: (season: number) => void;
}

/** The 'Season' select of the entity pages' tabs (spec 2.13); the options are the season ids. */
export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  const id = useId();
  return (
    <div className="entity-field">
      <label htmlFor={id} className="field__label">
        Season
      </label>
      <select
        id={id}
        className="table-select entity-field__select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {seasons.map((season) => (
          <option key={season._id} value={season._id}>
            {season._id}
          </option>
        ))}
      </select>
    </div>
  );
}
