import { dayMonthLabel, isToday, type ScorerIdentity, statusLabel, timeLabel } from '@touchline/domain';
import { Link } from 'react-router';

/** The matches the token may score, today's first (the server's order), each opening its console. */
export function MatchPicker({ identity }: { identity: ScorerIdentity }) {
  const now = new Date();
  const zone = identity.timeZone;
  return (
    <section className="score-card" aria-labelledby="pick-title">
      <h2 id="pick-title">Pick a match</h2>
      {identity.matches.length === 0 ? (
        <p className="score-note">This token has no match to score within two weeks of today.</p>
      ) : (
        <ul className="score-matches">
          {identity.matches.map((m) => (
            <li key={m._id}>
              <Link className="score-match" to={`/score/matches/${m._id}`}>
                <span className="score-match__teams">
                  {m.homeTeam?.name ?? 'TBA'} v {m.awayTeam?.name ?? 'TBA'}
                </span>
                <span className="score-match__meta">
                  {m.dateTime && isToday(m, now, zone) ? <strong>Today </strong> : null}
                  {m.dateTime
                    ? `${dayMonthLabel(m.dateTime, zone)} ${timeLabel(m.dateTime, zone)}`
                    : 'Date to come'}
                  {' · '}
                  {statusLabel(m.status)} · {m.competition.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
