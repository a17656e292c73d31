import { useId, useRef } from 'react';

interface ChipSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Narrows the competition chips by name (spec 2.5 'Competition chips'), with a clear button. */
export function ChipSearch({ value, onChange }: ChipSearchProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="entity-field entity-field--grow">
      <label htmlFor={id} className="entity-field__label">
        Find a competition
      </label>
      <div className="chip-search">
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" className="chip-search__icon">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
        <input
          ref={input}
          id={id}
          className="chip-search__input"
          type="search"
          placeholder="Search"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && (
          <button
            type="button"
            className="chip-search__clear"
            aria-label="Clear search"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
