import { competitionLine, type MatchDetail, overviewDate } from '@touchline/domain';

/**
 * The match's details (spec 2.9 'Overview card'): venue (or 'TBA') and field, the competition
 * and round, the date by the today / 'Tomorrow h:mm A' / long date rule, and the referees.
 */
export function OverviewCard({ match, timeZone }: { match: MatchDetail; timeZone: string }) {
  const referees = match.referees.map((r) => `${r.firstName} ${r.lastName}`.trim()).filter(Boolean);
  return (
    <section className="centre-card centre-card--overview" aria-labelledby="overview-title">
      <h2 id="overview-title" className="centre-card__title">
        Match details
      </h2>
      <dl className="details">
        <div className="details__row">
          <dt>Venue</dt>
          <dd>
            {match.venue?.name ?? 'TBA'}
            {match.meta.field.name && <span className="details__aside">{match.meta.field.name}</span>}
          </dd>
        </div>
        <div className="details__row">
          <dt>Competition</dt>
          <dd>{competitionLine(match.competition, match.round)}</dd>
        </div>
        <div className="details__row">
          <dt>Date</dt>
          <dd>
            {match.dateTime ? (
              <time dateTime={match.dateTime}>{overviewDate(match.dateTime, new Date(), timeZone)}</time>
            ) : (
              '-'
            )}
          </dd>
        </div>
        {referees.length > 0 && (
          <div className="details__row">
            <dt>{referees.length === 1 ? 'Referee' : 'Referees'}</dt>
            <dd>{referees.join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
