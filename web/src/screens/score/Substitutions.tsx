import type { MatchDetail, TeamSide } from '@touchline/domain';
import { useId, useState } from 'react';
import { personName, sideName, useListedPlayers } from './players';

interface SubstitutionsProps {
  match: MatchDetail;
  onSubstitute: (side: TeamSide, off: number, on: number) => void;
}

/** Substitutions, folded away: rarer than a score, so below the scoring and one tap to open. */
export function Substitutions({ match, onSubstitute }: SubstitutionsProps) {
  return (
    <details className="score-card score-subs">
      <summary>
        <h2>Substitutions</h2>
      </summary>
      <div className="score-teams">
        {(['homeTeam', 'awayTeam'] as const).map((side) => (
          <SubstitutionForm key={side} match={match} side={side} onSubstitute={onSubstitute} />
        ))}
      </div>
    </details>
  );
}

function SubstitutionForm({
  match,
  side,
  onSubstitute,
}: {
  match: MatchDetail;
  side: TeamSide;
  onSubstitute: SubstitutionsProps['onSubstitute'];
}) {
  const id = useId();
  const players = useListedPlayers(match, side);
  const [off, setOff] = useState('');
  const [on, setOn] = useState('');
  const name = sideName(match, side);
  const picker = (which: 'off' | 'on', value: string, set: (value: string) => void) => (
    <>
      <label className="score-label" htmlFor={`${id}-${which}`}>
        {which === 'off' ? 'Off' : 'On'}
      </label>
      <select
        id={`${id}-${which}`}
        className="score-input"
        value={value}
        onChange={(e) => set(e.target.value)}
      >
        <option value="">Choose a player</option>
        {players.map((p) => (
          <option key={p._id} value={p._id}>
            {personName(p)}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <fieldset className="score-list">
      <legend>{name}</legend>
      {picker('off', off, setOff)}
      {picker('on', on, setOn)}
      <button
        type="button"
        className="button score-big score-wide"
        disabled={!off || !on || off === on}
        onClick={() => {
          onSubstitute(side, Number(off), Number(on));
          setOff('');
          setOn('');
        }}
      >
        Record substitution<span className="visually-hidden"> for {name}</span>
      </button>
    </fieldset>
  );
}
