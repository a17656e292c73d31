import { useId } from 'react';
import { SearchInput } from '../../ui/SearchInput';
import '../../ui/field.css';

interface ChipSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Narrows the competition chips by name (spec 2.5 'Competition chips'), with a clear button. */
export function ChipSearch({ value, onChange }: ChipSearchProps) {
  const id = useId();
  return (
    <div className="entity-field entity-field--grow">
      <label htmlFor={id} className="field__label">
        Find a competition
      </label>
      <SearchInput id={id} value={value} onChange={onChange} placeholder="Search" />
    </div>
  );
}
