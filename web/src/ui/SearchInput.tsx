import { type RefObject, useRef } from 'react';
import { SearchIcon } from './SearchBar';
import './searchInput.css';

interface SearchInputProps {
  /** The input's id, for the caller's label. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The input, for a caller that moves the focus to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Focused when its dialog opens. */
  autoFocus?: boolean;
  /** On a card or dialog: the box takes the page's background to stand out from it. */
  inset?: boolean;
}

/**
 * A search box that narrows a list in place: a magnifier, the input and, once something is
 * typed, a clear button that empties it and keeps the focus in the box.
 */
export function SearchInput({
  id,
  value,
  onChange,
  placeholder,
  inputRef,
  autoFocus,
  inset,
}: SearchInputProps) {
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  return (
    <div className={inset ? 'search-input search-input--inset' : 'search-input'}>
      <SearchIcon size={18} className="search-input__icon" />
      <input
        ref={input}
        id={id}
        className="search-input__input"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="search-input__clear"
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
  );
}
