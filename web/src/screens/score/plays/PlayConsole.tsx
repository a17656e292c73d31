import {
  applyPlay,
  choosesSide,
  draftFor,
  draftLabel,
  type GameRules,
  type GameState,
  likelyPlays,
  type MatchCompetitionSettings,
  type MatchDetail,
  PLAY_LABELS,
  type PlayClock,
  type PlayDraft,
  type PlayType,
  playInput,
  playPath,
} from '@touchline/domain';
import { useId, useState } from 'react';
import { queueAction } from '../../../writes/outboxStore';
import { sideName } from '../players';
import { PlayForm } from './PlayForm';
import { Situation } from './Situation';
import { UndoPlayButton } from './UndoPlayButton';
import { useGameRules, useLocalGame, useSentPlays } from './useLocalGame';
import './plays.css';

interface PlayConsoleProps {
  match: MatchDetail;
  settings: MatchCompetitionSettings;
  /** The period and the time gone in it now, for the play's clock. */
  clock: () => PlayClock;
}

/** How many of the likely plays are shown at once; the rest wait behind 'More'. */
const SHOWN = 6;

/**
 * The play-by-play mode of the console, laid out for one thumb: the situation at the top, the
 * likely next plays, what the chosen one asks, and Record and Undo at the bottom of the screen.
 * Each play is one action of the device's queue (outboxStore.ts), saved before it is sent; the
 * situation counts the plays not sent yet, worked out with the domain's state machine.
 */
export function PlayConsole({ match, settings, clock }: PlayConsoleProps) {
  const rules = useGameRules(settings);
  if (!rules) return null;
  return <PlayPad match={match} rules={rules} clock={clock} />;
}

function PlayPad({ match, rules, clock }: { match: MatchDetail; rules: GameRules; clock: () => PlayClock }) {
  const { state, refused, outbox } = useLocalGame(rules, match);
  useSentPlays(match._id);
  const unsent = outbox.actions.filter((a) => a.matchId === match._id && a.play).length;
  return (
    <section className="score-card play-pad" aria-labelledby="plays-title">
      <h2 id="plays-title" className="visually-hidden">
        Plays
      </h2>
      <Situation match={match} state={state} unsent={unsent} />
      {refused && (
        <p className="score-note score-note--error" role="alert">
          “{refused.action.label}” does not follow from the game as it stands: {refused.message}. The server
          will refuse it; undo it to go on.
        </p>
      )}
      {/* A new play starts a new form, from the next likely play. */}
      <PlayEditor key={state.plays} match={match} rules={rules} state={state} clock={clock} />
    </section>
  );
}

interface PlayEditorProps {
  match: MatchDetail;
  rules: GameRules;
  state: GameState;
  clock: () => PlayClock;
}

function PlayEditor({ match, rules, state, clock }: PlayEditorProps) {
  const id = useId();
  const likely = likelyPlays(state);
  const first = likely.slice(0, SHOWN);
  // Behind 'More': the other plays the phase allows (a kick is due, or a try, or a snap).
  const rest = likely.slice(SHOWN);
  const [draft, setDraft] = useState<PlayDraft>(() => draftFor(first[0] ?? 'run', state));
  const [more, setMore] = useState(() => !first.includes(draft.type));
  const withSide = choosesSide(draft.type, state);
  const play = playInput(draft, state, clock());
  const check = withSide && draft.side === null ? null : applyPlay(rules, state, play);
  const problem =
    check === null ? 'Choose the team first.' : check.ok ? null : check.message.replace(/^\w+: /, '');
  const side = draft.side ?? state.possession;
  const team = side ? sideName(match, side === 'home' ? 'homeTeam' : 'awayTeam') : '';
  const label = draftLabel(draft, state, team);

  const choose = (type: PlayType) =>
    setDraft((current) => ({
      ...draftFor(type, state),
      side: choosesSide(type, state) ? null : current.side,
    }));
  const record = () => {
    if (problem) return;
    queueAction({
      matchId: match._id,
      method: 'POST',
      path: playPath(match._id),
      body: playInput(draft, state, clock()),
      label,
      play: { seq: state.plays + 1 },
    });
  };
  const typeButton = (type: PlayType) => (
    <button
      key={type}
      type="button"
      className="button button--quiet play-toggle play-type"
      aria-pressed={draft.type === type}
      onClick={() => choose(type)}
    >
      {PLAY_LABELS[type]}
    </button>
  );

  return (
    <>
      <fieldset className="play-choice">
        <legend className="play-choice__legend">Play</legend>
        <div className="play-types">{first.map(typeButton)}</div>
        {rest.length > 0 && (
          <button
            type="button"
            className="button button--quiet play-more"
            aria-expanded={more}
            aria-controls={`${id}-more`}
            onClick={() => setMore((open) => !open)}
          >
            {more ? 'Fewer' : 'More'}
            <span className="visually-hidden"> plays</span>
          </button>
        )}
        <div id={`${id}-more`} className="play-types" hidden={!more}>
          {rest.map(typeButton)}
        </div>
      </fieldset>
      <PlayForm
        match={match}
        state={state}
        draft={draft}
        play={play}
        withSide={withSide}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      />
      <div className="play-actions">
        <p id={`${id}-summary`} className="play-actions__summary">
          {label}
        </p>
        {problem && (
          <p className="play-actions__problem" role="status">
            {problem}
          </p>
        )}
        <div className="play-actions__buttons">
          <UndoPlayButton match={match} />
          <button
            type="button"
            className="button score-big play-record"
            aria-describedby={`${id}-summary`}
            disabled={problem !== null}
            onClick={record}
          >
            Record
          </button>
        </div>
      </div>
    </>
  );
}
