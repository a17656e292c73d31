import { type GameState, spotText, type YardsRange } from '@touchline/domain';
import { useId } from 'react';

interface FieldTapProps {
  state: GameState;
  range: YardsRange;
  yards: number;
  onChange: (yards: number) => void;
  /** Who has the ball, and who they attack: the offence always goes to the right. */
  offence: string;
}

/** How far past each goal line the drawing goes: the end zones. */
const END_ZONE = 10;
const HEIGHT = 40;

/**
 * The field drawn from the offence's side (it attacks to the right): the line of scrimmage, the
 * line to gain, and where the ball ended. A tap on it sets where the ball ended, and so the
 * yards. It is a range input laid over the drawing, so it is also a slider a keyboard moves a
 * yard at a time and a screen reader reads as the spot ('OPP 32').
 */
export function FieldTap({ state, range, yards, onChange, offence }: FieldTapProps) {
  const id = useId();
  const length = state.fieldLength;
  const from = state.ballOn;
  const spot = from + yards;
  const toGain = state.phase === 'scrimmage' && state.distance !== null ? from + state.distance : null;
  const x = (yardsFromOwnGoal: number) => yardsFromOwnGoal + END_ZONE;
  const width = length + 2 * END_ZONE;
  const lines = Array.from({ length: Math.floor(length / 10) - 1 }, (_, i) => (i + 1) * 10);
  const where = (at: number) =>
    at <= 0 ? 'own end zone' : at >= length ? 'opponent end zone' : spotText(at, length);

  return (
    <div className="play-field">
      <label className="play-choice__legend" htmlFor={`${id}-spot`}>
        Tap where the ball ended<span className="visually-hidden">, {offence} attacking to the right</span>
      </label>
      <div className="play-field__pitch">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect x={0} y={0} width={width} height={HEIGHT} className="play-field__grass" />
          <rect x={0} y={0} width={END_ZONE} height={HEIGHT} className="play-field__endzone" />
          <rect x={x(length)} y={0} width={END_ZONE} height={HEIGHT} className="play-field__endzone" />
          {lines.map((line) => (
            <line key={line} x1={x(line)} x2={x(line)} y1={0} y2={HEIGHT} className="play-field__line" />
          ))}
          <rect
            x={x(Math.min(from, spot))}
            y={14}
            width={Math.max(0.5, Math.abs(spot - from))}
            height={12}
            className={spot >= from ? 'play-field__gain' : 'play-field__loss'}
          />
          <line x1={x(from)} x2={x(from)} y1={0} y2={HEIGHT} className="play-field__scrimmage" />
          {toGain !== null && toGain < length && (
            <line x1={x(toGain)} x2={x(toGain)} y1={0} y2={HEIGHT} className="play-field__to-gain" />
          )}
        </svg>
        <input
          id={`${id}-spot`}
          className="play-field__spot"
          type="range"
          min={from + range.min}
          max={from + range.max}
          step={1}
          value={spot}
          aria-valuetext={`${where(spot)}, ${yards} yards from ${spotText(from, length)}`}
          style={{
            // The slider spans only what the play allows, placed over that part of the drawing.
            left: `${(x(from + range.min) / width) * 100}%`,
            width: `${((range.max - range.min) / width) * 100}%`,
          }}
          onChange={(event) => onChange(event.target.valueAsNumber - from)}
        />
      </div>
      <p className="play-field__ends" aria-hidden="true">
        <span>Own goal</span>
        <span>{where(spot)}</span>
        <span>{offence} attack →</span>
      </p>
    </div>
  );
}
