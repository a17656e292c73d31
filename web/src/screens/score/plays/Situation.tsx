import { type GameState, type MatchDetail, situationText } from '@touchline/domain';
import { sideName } from '../players';

/** Who has the ball, in words: 'Lions ball'; before a kick, who kicks. */
export function possessionText(match: MatchDetail, state: GameState): string {
  if (state.possession === null) return 'Either team kicks';
  const team = sideName(match, state.possession === 'home' ? 'homeTeam' : 'awayTeam');
  return state.phase === 'kickoff' ? `${team} kick${state.freeKick ? ' (free kick)' : ''}` : `${team} ball`;
}

/**
 * The situation as the device sees it, unsent plays counted: the down and distance and the spot,
 * who has the ball, and the drive so far. Announced as it changes, so a scorer who cannot look
 * hears each play land.
 */
export function Situation({
  match,
  state,
  unsent,
}: {
  match: MatchDetail;
  state: GameState;
  unsent: number;
}) {
  const drive = state.drive;
  return (
    <div className="play-situation" aria-live="polite" aria-atomic="true" data-testid="play-situation">
      <p className="play-situation__main">{situationText(state)}</p>
      <p className="play-situation__meta">
        <span>{possessionText(match, state)}</span>
        {drive && drive.result === null && (
          <span>
            {' '}
            · Drive: {drive.plays} play{drive.plays === 1 ? '' : 's'}, {drive.yards} yd
          </span>
        )}
        {unsent > 0 && <span> · {unsent} not sent</span>}
      </p>
    </div>
  );
}
