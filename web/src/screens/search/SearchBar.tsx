import { SEARCH_TEXT_MAX } from '@touchline/domain';
import type { Ref } from 'react';

interface SearchBarProps {
  /** The spec's text for the bar, shown as its placeholder and read as its name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** A search landmark (`<search>`) holding one search field with a magnifier: the search screens' bar. */
export function SearchBar({ label, value, onChange, onSubmit, ref }: SearchBarProps) {
  return (
    <search>
      <form
        className="search-bar"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <svg className="search-bar__icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
        <input
          ref={ref}
          type="search"
          className="search-bar__input"
          placeholder={label}
          aria-label={label}
          value={value}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </search>
  );
}
