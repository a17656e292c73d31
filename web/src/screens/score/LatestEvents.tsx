import { formatClock, type MatchDetail, type MatchEvent } from '@touchline/domain';

/** The latest events first: what a fan's timeline shows last. */
export const latestEvents = (match: MatchDetail, count: number): MatchEvent[] =>
  [...match.scoringEvents, ...match.playerMovements].sort((a, b) => b._id - a._id).slice(0, count);

/** The last five events as fans see them, newest first, from the match's own cache. */
export function LatestEvents({ match }: { match: MatchDetail }) {
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  const events = latestEvents(match, 5);
  return (
    <section className="score-card" aria-labelledby="latest-title">
      <h2 id="latest-title">Latest events</h2>
      {events.length === 0 ? (
        <p className="score-note">No events yet.</p>
      ) : (
        <ol className="score-events">
          {events.map((e) => (
            <li key={e._id}>
              Q{e.period} {formatClock((e.min * 60 + e.sec) * 1000)} · {e.name} · {e.isHomeTeam ? home : away}
              {e.meta.player ? ` · ${e.meta.player.firstName} ${e.meta.player.lastName}`.trimEnd() : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
