import type { Ref } from 'react';

/** The magnifier of the search boxes. */
export function SearchIcon({ size, className }: { size: number; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}

interface SearchBarProps {
  /** The spec's text for the bar, shown as its placeholder and read as its name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
  ref?: Ref<HTMLInputElement>;
  /** The class of its look, with `__icon` and `__input` for its parts: the search screens' by default. */
  className?: string;
  /** The longest text the box takes, where the server limits it. */
  maxLength?: number;
  autoCapitalize?: 'off';
}

/**
 * A search landmark (`<search>`) holding one search field with a magnifier: the bar of the
 * search screens and of the results list, whose text `useAddressText` keeps in the address.
 */
export function SearchBar({
  label,
  value,
  onChange,
  onSubmit,
  ref,
  className = 'search-bar',
  maxLength,
  autoCapitalize,
}: SearchBarProps) {
  return (
    <search>
      <form
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SearchIcon size={20} className={`${className}__icon`} />
        <input
          ref={ref}
          type="search"
          className={`${className}__input`}
          placeholder={label}
          aria-label={label}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize={autoCapitalize}
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </search>
  );
}
