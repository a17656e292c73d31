import { type MatchDetail, statusLabel, type TimerView } from '@touchline/domain';
import type { StreamState } from '../../live/matchStream';
import { SendingState } from './QueuePanel';

interface FanViewProps {
  match: MatchDetail;
  timer: TimerView | null;
  stream: StreamState;
}

/**
 * The console's bar, kept in view while scoring: the match as fans see it, from the same cache
 * the match centre reads and the same live stream (web/src/live/), so a tap shows here only once
 * the server has it; and beside it whether the device is online and what it has not sent yet.
 */
export function FanView({ match, timer, stream }: FanViewProps) {
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  return (
    <section className="score-bar score-fan" aria-labelledby="fan-title" data-stream={stream}>
      <h2 id="fan-title" className="visually-hidden">
        What fans see
      </h2>
      <p className="score-bar__score" aria-live="polite" aria-atomic="true" data-testid="fan-score">
        <span className="score-bar__team">{home}</span> <strong>{match.scores.homeTeam}</strong>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden"> to </span>
        <strong>{match.scores.awayTeam}</strong> <span className="score-bar__team">{away}</span>
      </p>
      <div className="score-bar__meta">
        <p className="score-bar__status">
          {statusLabel(match.status)}
          {timer ? ` · ${timer.display}${timer.running ? '' : ' (stopped)'}` : ''}
          {stream === 'reconnecting' ? ' · reconnecting…' : ''}
        </p>
        <SendingState />
      </div>
    </section>
  );
}
