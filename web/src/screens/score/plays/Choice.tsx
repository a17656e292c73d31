export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

interface ChoiceProps<T extends string> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Shown after the legend, quietly: 'choose one to record'. */
  hint?: string;
}

/**
 * One choice among a few, as a row of big toggle buttons (each says whether it is pressed): one
 * tap each, where a select would take two and a look.
 */
export function Choice<T extends string>({ legend, options, value, onChange, hint }: ChoiceProps<T>) {
  return (
    <fieldset className="play-choice">
      <legend className="play-choice__legend">
        {legend}
        {hint && <span className="play-choice__hint"> · {hint}</span>}
      </legend>
      <div className="play-choice__options">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button button--quiet play-toggle"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
