interface SearchFieldProps {
  /** The spec's text for the box, shown as its placeholder and read as its name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: filter now rather than after the pause. */
  onSubmit: () => void;
}

/** A search landmark with one search box and a magnifier. */
export function SearchField({ label, value, onChange, onSubmit }: SearchFieldProps) {
  return (
    <search>
      <form
        className="results-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <svg className="results-search__icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
        <input
          type="search"
          className="results-search__input"
          placeholder={label}
          aria-label={label}
          value={value}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </search>
  );
}
