import type { MatchDetail, ScoringControl, TeamSide } from '@touchline/domain';
import { Fragment, useId, useState } from 'react';
import { personName, sideName, useListedPlayers } from './players';

const SIDES = ['homeTeam', 'awayTeam'] as const;

interface ScorePadProps {
  match: MatchDetail;
  controls: readonly ScoringControl[];
  /** Each side's timeouts left, once the clock has been read. */
  timeoutsLeft: Record<TeamSide, number> | null;
  onScore: (side: TeamSide, control: ScoringControl, player: number | null) => void;
  onTimeout: (side: TeamSide) => void;
}

/**
 * The scoring buttons, laid out as a scoreboard: home on the left and away on the right, one row
 * per way to score with its name between the two, so every button fits a thumb and its label one
 * line on a phone. Each team may name the player who scored; then each team's timeout.
 */
export function ScorePad({ match, controls, timeoutsLeft, onScore, onTimeout }: ScorePadProps) {
  const id = useId();
  const [player, setPlayer] = useState<Record<TeamSide, string>>({ homeTeam: '', awayTeam: '' });
  const players = {
    homeTeam: useListedPlayers(match, 'homeTeam'),
    awayTeam: useListedPlayers(match, 'awayTeam'),
  };
  const score = (side: TeamSide, control: ScoringControl) => {
    onScore(side, control, player[side] ? Number(player[side]) : null);
    setPlayer((current) => ({ ...current, [side]: '' }));
  };

  // Each row is home, its name, away: in that order the grid places them on one line.
  const playerPicker = (side: TeamSide) => (
    <div className={`score-pad__cell--${side}`}>
      <label className="visually-hidden" htmlFor={`${id}-${side}-player`}>
        Player for {sideName(match, side)} (optional)
      </label>
      <select
        id={`${id}-${side}-player`}
        className="score-input"
        value={player[side]}
        onChange={(event) => setPlayer((current) => ({ ...current, [side]: event.target.value }))}
      >
        <option value="">None</option>
        {players[side].map((p) => (
          <option key={p._id} value={p._id}>
            {personName(p)}
          </option>
        ))}
      </select>
    </div>
  );
  const scoreButton = (side: TeamSide, control: ScoringControl) => (
    <button
      type="button"
      className={`button score-big score-pad__button score-pad__cell--${side}`}
      onClick={() => score(side, control)}
    >
      <span className="visually-hidden">{control.label} </span>+{control.value}
      <span className="visually-hidden"> for {sideName(match, side)}</span>
    </button>
  );

  return (
    <section className="score-card score-pad" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Score
      </h2>
      <div className="score-pad__grid">
        {SIDES.map((side) => (
          <p key={side} className={`score-pad__team score-pad__cell--${side}`}>
            {sideName(match, side)}
          </p>
        ))}
        {playerPicker('homeTeam')}
        <span className="score-pad__label" aria-hidden="true">
          Player
        </span>
        {playerPicker('awayTeam')}
        {controls.map((control) => (
          <Fragment key={control.id}>
            {scoreButton('homeTeam', control)}
            <span className="score-pad__label" aria-hidden="true">
              {control.label}
            </span>
            {scoreButton('awayTeam', control)}
          </Fragment>
        ))}
      </div>
      <div className="score-pad__timeouts">
        {SIDES.map((side) => {
          const left = timeoutsLeft?.[side] ?? null;
          return (
            <button
              key={side}
              type="button"
              className="button button--quiet score-big score-pad__button"
              disabled={left === 0}
              onClick={() => onTimeout(side)}
            >
              Timeout
              <span className="visually-hidden">
                {' '}
                for {sideName(match, side)}
                {left !== null ? ', ' : ''}
              </span>
              {left !== null && <span className="score-big__value">{left} left</span>}
            </button>
          );
        })}
      </div>
    </section>
  );
}
