export type ConsoleMode = 'plays' | 'events';

const MODES: readonly { value: ConsoleMode; label: string }[] = [
  { value: 'plays', label: 'Plays' },
  { value: 'events', label: 'Events' },
];

/**
 * Plays or Events, for a match scored play by play: the play-by-play pad, or the event pad of
 * every other match (a correction the plays cannot make, say a score the scorer missed).
 */
export function ModeSwitch({ mode, onChange }: { mode: ConsoleMode; onChange: (mode: ConsoleMode) => void }) {
  return (
    <fieldset className="score-mode">
      <legend className="visually-hidden">Scoring mode</legend>
      {MODES.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
