import {
  type GameState,
  type MatchDetail,
  type PenaltyEffect,
  type PlayDraft,
  type PlayInput,
  penaltyEffects,
  RESULT_LABELS,
  resultsOf,
  rolesOf,
  type Side,
  takesReturn,
  yardsRange,
} from '@touchline/domain';
import { useId } from 'react';
import { sideName } from '../players';
import { Choice } from './Choice';
import { FieldTap } from './FieldTap';
import { PlayersPicker } from './PlayersPicker';
import { YardsStepper } from './YardsStepper';

interface PlayFormProps {
  match: MatchDetail;
  state: GameState;
  draft: PlayDraft;
  /** The play as it would be sent now. */
  play: PlayInput;
  /** Whether the scorer says which team the play is by. */
  withSide: boolean;
  onChange: (change: Partial<PlayDraft>) => void;
}

const EFFECT_NAMES: Record<PenaltyEffect, string> = {
  replay: 'Replay the down',
  firstDown: 'Automatic first down',
  lossOfDown: 'Loss of down',
};

const SIDE_LEGENDS: Record<string, string> = {
  penalty: 'Penalty on',
  timeout: 'Timeout for',
  kickoff: 'Kicking team',
};

/** The return a punt, kickoff, interception or lost fumble is run back: never onto the field's far side. */
const RETURN_RANGE = { label: 'Return yards', min: -20, max: 120 } as const;

/**
 * What the chosen type of play asks, and nothing else: the team where the machine cannot know it,
 * the result, the conversion's kind, the yards (the field and the stepper, in step), the return,
 * the penalty's effect and name, and the players, folded away.
 */
export function PlayForm({ match, state, draft, play, withSide, onChange }: PlayFormProps) {
  const id = useId();
  const { type } = draft;
  const name = (side: Side) => sideName(match, side === 'home' ? 'homeTeam' : 'awayTeam');
  const range = yardsRange(type, state, draft.result);
  const results = resultsOf(type);
  const effects = penaltyEffects(state, draft.side);
  const offence = draft.side ?? state.possession;

  return (
    <div className="play-form">
      {withSide && (
        <Choice
          legend={SIDE_LEGENDS[type] ?? 'Team'}
          hint={draft.side === null ? 'choose one' : undefined}
          options={(['home', 'away'] as const).map((side) => ({ value: side, label: name(side) }))}
          value={draft.side}
          onChange={(side) => onChange({ side, penalty: 'replay' })}
        />
      )}
      {type === 'conversion' && (
        <Choice
          legend="Try"
          options={[
            { value: 'kick', label: 'Kick' },
            { value: 'twoPoint', label: 'Two-point play' },
          ]}
          value={draft.conversion}
          onChange={(conversion) => onChange({ conversion, players: {} })}
        />
      )}
      {results.length > 0 && (
        <Choice
          legend="Result"
          options={results.map((result) => ({ value: result, label: RESULT_LABELS[result] }))}
          value={draft.result}
          onChange={(result) => {
            // A blocked punt measures its yards from the line: the yards stay within what it allows.
            const next = yardsRange(type, state, result);
            onChange({
              result,
              ...(next ? { yards: Math.min(next.max, Math.max(next.min, draft.yards)) } : {}),
            });
          }}
        />
      )}
      {range && type === 'penalty' && (
        <YardsStepper
          range={range}
          value={draft.yards}
          presets={[5, 10, 15]}
          onChange={(yards) => onChange({ yards })}
        />
      )}
      {range && type !== 'penalty' && (
        <>
          <FieldTap
            state={state}
            range={range}
            yards={draft.yards}
            offence={offence ? name(offence) : 'The kicking team'}
            onChange={(yards) => onChange({ yards })}
          />
          <YardsStepper range={range} value={draft.yards} onChange={(yards) => onChange({ yards })} />
        </>
      )}
      {takesReturn(type, draft.result) && (
        <YardsStepper
          range={RETURN_RANGE}
          value={draft.returnYards}
          onChange={(returnYards) => onChange({ returnYards })}
        />
      )}
      {type === 'penalty' && effects.length > 1 && (
        <Choice
          legend="Down"
          options={effects.map((effect) => ({ value: effect, label: EFFECT_NAMES[effect] }))}
          value={draft.penalty}
          onChange={(penalty) => onChange({ penalty })}
        />
      )}
      {type === 'penalty' && (
        <div className="play-note">
          <label className="play-choice__legend" htmlFor={`${id}-note`}>
            Foul (optional)
          </label>
          <input
            id={`${id}-note`}
            className="score-input"
            maxLength={80}
            placeholder="Holding"
            value={draft.note}
            onChange={(event) => onChange({ note: event.target.value })}
          />
        </div>
      )}
      <PlayersPicker
        match={match}
        state={state}
        play={play}
        roles={rolesOf(type, draft)}
        chosen={draft.players}
        onChange={(role, member) => {
          const { [role]: _, ...others } = draft.players;
          onChange({ players: member === null ? others : { ...others, [role]: member } });
        }}
      />
    </div>
  );
}
