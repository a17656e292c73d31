import {
  type GameState,
  type MatchDetail,
  type PlayInput,
  type PlayRole,
  playerSide,
  ROLE_LABELS,
  type TeamSide,
} from '@touchline/domain';
import { useId } from 'react';
import { personName, sideName, useListedPlayers } from '../players';

interface PlayersPickerProps {
  match: MatchDetail;
  state: GameState;
  /** The play as it would be sent: which team each role belongs to follows from it. */
  play: PlayInput;
  roles: readonly PlayRole[];
  chosen: Partial<Record<PlayRole, number>>;
  onChange: (role: PlayRole, member: number | null) => void;
}

/**
 * The players of a play, each optional, folded away by default: a select per role from the team
 * list of the side the role is on (the passer from the offence, the tackler from the defence).
 */
export function PlayersPicker({ match, state, play, roles, chosen, onChange }: PlayersPickerProps) {
  const id = useId();
  const lists = {
    homeTeam: useListedPlayers(match, 'homeTeam'),
    awayTeam: useListedPlayers(match, 'awayTeam'),
  };
  if (roles.length === 0) return null;
  const named = roles.filter((role) => chosen[role] !== undefined).length;
  return (
    <details className="play-players">
      <summary>Players (optional){named > 0 ? ` · ${named} named` : ''}</summary>
      <div className="play-players__roles">
        {roles.map((role) => {
          const side: TeamSide = playerSide(play, role, state) === 'home' ? 'homeTeam' : 'awayTeam';
          return (
            <div key={role} className="play-players__role">
              <label htmlFor={`${id}-${role}`}>
                {ROLE_LABELS[role]} <span className="play-choice__hint">({sideName(match, side)})</span>
              </label>
              <select
                id={`${id}-${role}`}
                className="score-input"
                value={chosen[role] ?? ''}
                onChange={(event) => onChange(role, event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">Not named</option>
                {lists[side].map((p) => (
                  <option key={p._id} value={p._id}>
                    {personName(p)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </details>
  );
}
