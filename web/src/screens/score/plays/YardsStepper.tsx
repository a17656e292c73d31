import type { YardsRange } from '@touchline/domain';
import { useId } from 'react';

interface YardsStepperProps {
  range: YardsRange;
  value: number;
  onChange: (yards: number) => void;
  /** Quick values to set in one tap (a penalty's 5, 10 and 15), instead of the ±5 steps. */
  presets?: readonly number[];
}

const STEPS = [-5, -1, 1, 5] as const;

const stepName = (step: number) =>
  `${Math.abs(step)} yard${Math.abs(step) === 1 ? '' : 's'} ${step < 0 ? 'less' : 'more'}`;

/**
 * Yards as a thumb sets them: −5, −1, the number (typed, for a long one), +1, +5, kept within
 * the range the play allows from where the ball is.
 */
export function YardsStepper({ range, value, onChange, presets }: YardsStepperProps) {
  const id = useId();
  const set = (yards: number) => onChange(Math.min(range.max, Math.max(range.min, Math.round(yards))));
  const steps = presets ? [-1, 1] : STEPS;
  const stepButton = (step: number) => (
    <button
      key={step}
      type="button"
      className="button button--quiet play-step"
      aria-label={stepName(step)}
      disabled={step < 0 ? value <= range.min : value >= range.max}
      onClick={() => set(value + step)}
    >
      {step > 0 ? `+${step}` : `−${-step}`}
    </button>
  );
  return (
    <div className="play-yards">
      <label className="play-choice__legend" htmlFor={`${id}-yards`}>
        {range.label}
      </label>
      {presets && (
        <div className="play-choice__options">
          {presets.map((yards) => (
            <button
              key={yards}
              type="button"
              className="button button--quiet play-toggle"
              aria-pressed={value === yards}
              onClick={() => set(yards)}
            >
              {yards} yards
            </button>
          ))}
        </div>
      )}
      <div className="play-stepper">
        {steps.filter((s) => s < 0).map(stepButton)}
        <input
          id={`${id}-yards`}
          className="score-input play-stepper__number"
          type="number"
          min={range.min}
          max={range.max}
          step={1}
          value={value}
          onChange={(event) => {
            const typed = event.target.valueAsNumber;
            if (Number.isFinite(typed)) set(typed);
          }}
        />
        {steps.filter((s) => s > 0).map(stepButton)}
      </div>
    </div>
  );
}
