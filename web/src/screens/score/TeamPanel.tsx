import { useQuery } from '@tanstack/react-query';
import type {
  EventTypeResponse,
  MatchDetail,
  ScoringControl,
  TeamListPerson,
  TeamSide,
} from '@touchline/domain';
import { useId, useState } from 'react';
import { matchQueries } from '../../api/matches';

interface TeamPanelProps {
  match: MatchDetail;
  side: TeamSide;
  controls: readonly ScoringControl[];
  substitution: EventTypeResponse | null;
  onScore: (control: ScoringControl, player: number | null) => void;
  onSubstitute: (off: number, on: number) => void;
  onTimeout: () => void;
}

const personName = (p: TeamListPerson) =>
  `${p.shirtNum !== null ? `#${p.shirtNum} ` : ''}${p.firstName} ${p.lastName}`.trim();

/** One team's controls: the scoring buttons with an optional player, a timeout and a substitution. */
export function TeamPanel({
  match,
  side,
  controls,
  substitution,
  onScore,
  onSubstitute,
  onTimeout,
}: TeamPanelProps) {
  const team = match[side];
  const id = useId();
  const list = useQuery({ ...matchQueries.teamList(match._id, team?._id ?? 0), enabled: Boolean(team) }).data;
  const players = list?.players ?? [];
  const [player, setPlayer] = useState('');
  const [off, setOff] = useState('');
  const [on, setOn] = useState('');
  const name = team?.name ?? (side === 'homeTeam' ? 'Home' : 'Away');

  return (
    <section className={`score-card score-team score-team--${side}`} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="score-team__name">
        {name}
      </h3>
      <label className="score-label" htmlFor={`${id}-player`}>
        Player (optional)
      </label>
      <select
        id={`${id}-player`}
        className="score-input"
        value={player}
        onChange={(event) => setPlayer(event.target.value)}
      >
        <option value="">No player</option>
        {players.map((p) => (
          <option key={p._id} value={p._id}>
            {personName(p)}
          </option>
        ))}
      </select>
      <div className="score-buttons">
        {controls.map((control) => (
          <button
            key={control.id}
            type="button"
            className="button score-big"
            onClick={() => {
              onScore(control, player ? Number(player) : null);
              setPlayer('');
            }}
          >
            {control.label} <span className="score-big__value">+{control.value}</span>
            <span className="visually-hidden"> for {name}</span>
          </button>
        ))}
        <button type="button" className="button button--quiet score-big" onClick={onTimeout}>
          Timeout<span className="visually-hidden"> for {name}</span>
        </button>
      </div>
      {substitution && (
        <details className="score-sub">
          <summary>Substitution</summary>
          <label className="score-label" htmlFor={`${id}-off`}>
            Off
          </label>
          <select
            id={`${id}-off`}
            className="score-input"
            value={off}
            onChange={(e) => setOff(e.target.value)}
          >
            <option value="">Choose a player</option>
            {players.map((p) => (
              <option key={p._id} value={p._id}>
                {personName(p)}
              </option>
            ))}
          </select>
          <label className="score-label" htmlFor={`${id}-on`}>
            On
          </label>
          <select id={`${id}-on`} className="score-input" value={on} onChange={(e) => setOn(e.target.value)}>
            <option value="">Choose a player</option>
            {players.map((p) => (
              <option key={p._id} value={p._id}>
                {personName(p)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button score-big"
            disabled={!off || !on || off === on}
            onClick={() => {
              onSubstitute(Number(off), Number(on));
              setOff('');
              setOn('');
            }}
          >
            Record substitution for {name}
          </button>
        </details>
      )}
    </section>
  );
}
