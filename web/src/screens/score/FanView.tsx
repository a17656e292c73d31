import {
  formatClock,
  type MatchDetail,
  type MatchEvent,
  statusLabel,
  type TimerView,
} from '@touchline/domain';
import type { StreamState } from '../../live/matchStream';

interface FanViewProps {
  match: MatchDetail;
  timer: TimerView | null;
  stream: StreamState;
}

/** The latest events first: what a fan's timeline shows last. */
export const latestEvents = (match: MatchDetail, count: number): MatchEvent[] =>
  [...match.scoringEvents, ...match.playerMovements].sort((a, b) => b._id - a._id).slice(0, count);

/**
 * The match as fans see it, from the same cache the match centre reads and the same live stream
 * (web/src/live/): the score, status, clock and latest events. What the scorer has queued shows
 * here only once the server has it.
 */
export function FanView({ match, timer, stream }: FanViewProps) {
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  return (
    <section className="score-card score-fan" aria-labelledby="fan-title" data-stream={stream}>
      <h2 id="fan-title">What fans see</h2>
      <p className="score-fan__line" aria-live="polite" aria-atomic="true" data-testid="fan-score">
        <span>{home}</span> <strong>{match.scores.homeTeam}</strong>
        <span aria-hidden="true"> – </span>
        <span className="visually-hidden"> to </span>
        <strong>{match.scores.awayTeam}</strong> <span>{away}</span>
      </p>
      <p className="score-fan__status">
        {statusLabel(match.status)}
        {timer ? ` · ${timer.display}${timer.running ? '' : ' (stopped)'}` : ''}
        {stream === 'reconnecting' ? ' · reconnecting…' : ''}
      </p>
      <ol className="score-fan__events" aria-label="Latest events">
        {latestEvents(match, 5).map((e) => (
          <li key={e._id}>
            Q{e.period} {formatClock((e.min * 60 + e.sec) * 1000)} · {e.name} · {e.isHomeTeam ? home : away}
            {e.meta.player ? ` · ${e.meta.player.firstName} ${e.meta.player.lastName}`.trimEnd() : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
