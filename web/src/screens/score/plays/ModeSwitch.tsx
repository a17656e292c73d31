import { useState } from 'react';

export type ConsoleMode = 'plays' | 'events';

const modeKey = (matchId: number) => `touchline.scorer.mode.${matchId}`;

/**
 * The console's mode for a match, Plays unless the scorer chose Events: kept on the device, so a
 * reload or another tab opens where the scorer was.
 */
export function useConsoleMode(matchId: number): [ConsoleMode, (mode: ConsoleMode) => void] {
  const [mode, setMode] = useState<ConsoleMode>(() => {
    try {
      return window.localStorage.getItem(modeKey(matchId)) === 'events' ? 'events' : 'plays';
    } catch {
      return 'plays';
    }
  });
  const choose = (next: ConsoleMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(modeKey(matchId), next);
    } catch {
      // Storage refused (private mode): the choice lasts as long as the page.
    }
  };
  return [mode, choose];
}

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
