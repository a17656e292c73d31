import { useQuery } from '@tanstack/react-query';
import {
  dayHeading,
  type MatchDay,
  type MatchSummary,
  matchPhase,
  type ScoreboardGroup,
  scoreboardGroups,
} from '@touchline/domain';
import { useMemo } from 'react';
import { ERRORS } from '../../api/errors';
import { matchQueries } from '../../api/matches';
import { useCompetitionStreams } from '../../live/useCompetitionStreams';
import { useBranding } from '../../shell/branding';
import { AppLink } from '../../shell/links';
import { FailedState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { dayPath } from './DateStrip';
import { ScoreCard } from './ScoreCard';

/** Matches start while today's scoreboard is open; their competitions' streams carry the rest. */
const DISCOVER_EVERY_MS = 60_000;

interface DayMatchesProps {
  date: string;
  today: string;
  timeZone: string;
}

/**
 * A day's matches by competition, live first, then upcoming, then final (`scoreboardGroups`),
 * kept live by the competitions' streams as every list is; today's is also looked at again each
 * minute for kick-offs in competitions it does not follow. A day with nothing offers the
 * nearest days that have matches.
 */
export function DayMatches({ date, today, timeZone }: DayMatchesProps) {
  const { scope, loading } = useBranding();
  const day = useQuery({
    ...matchQueries.day(scope, date),
    enabled: !loading,
    refetchInterval: date === today ? DISCOVER_EVERY_MS : false,
  });
  useLoggedError(ERRORS.generic, day.error);
  const data = day.data;
  const groups = useMemo(() => scoreboardGroups(data?.matches ?? []), [data]);
  useCompetitionStreams(followed(groups, date === today));

  if (!data) {
    if (day.error)
      return <FailedState error={day.error} onRetry={() => void day.refetch()} retrying={day.isFetching} />;
    return <DaySkeleton />;
  }
  if (groups.length === 0) return <NoMatches day={data} />;
  return (
    <div className="scores__groups">
      {groups.map((group) => {
        const headingId = `scores-competition-${group.competition._id}`;
        return (
          <section key={group.competition._id} className="score-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="score-group__title">
              <AppLink to={`/competitions/${group.competition._id}`}>{group.competition.name}</AppLink>
            </h2>
            <ul className="score-group__list">
              {group.matches.map((match) => (
                <li key={match._id}>
                  <ScoreCard match={match} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {data.truncated && (
        <p className="scores__note">
          Not every match of this day is listed. Open a competition to see all of its.
        </p>
      )}
    </div>
  );
}

/**
 * The competitions whose streams to follow (the hook takes the first few): those with a match
 * under way, then, today, those with one still to come, so a kick-off shows at once.
 */
function followed(groups: readonly ScoreboardGroup<MatchSummary>[], today: boolean): number[] {
  const live = groups.filter((g) => g.phase === 'live').map((g) => g.competition._id);
  const upcoming = today
    ? groups
        .filter((g) => g.matches.some((m) => matchPhase(m.status) === 'upcoming'))
        .map((g) => g.competition._id)
    : [];
  return [...live, ...upcoming];
}

/** No match on the day: says so, with the nearest days that have matches one tap away. */
function NoMatches({ day }: { day: MatchDay }) {
  const nearest = [
    day.previousDay && { day: day.previousDay, label: 'Earlier' },
    day.nextDay && { day: day.nextDay, label: 'Later' },
  ].filter((d): d is { day: string; label: string } => Boolean(d));
  return (
    <section className="scores__empty" aria-labelledby="scores-empty">
      <h2 id="scores-empty" className="scores__empty-title">
        No matches on this day
      </h2>
      {nearest.length > 0 ? (
        <>
          <p className="scores__empty-note">The nearest days with matches:</p>
          <ul className="scores__nearest">
            {nearest.map((d) => (
              <li key={d.day}>
                <AppLink to={dayPath(d.day)} className="button button--quiet">
                  {d.label}: {dayHeading(d.day)}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="scores__empty-note">No other day has matches either.</p>
      )}
    </section>
  );
}

/** While the day loads: the shape of a group of cards. */
function DaySkeleton() {
  return (
    <div className="scores__groups" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the day's matches
      </p>
      <div className="score-group" aria-hidden="true">
        <span className="score-skeleton score-skeleton--title" />
        <ul className="score-group__list">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <span className="score-skeleton score-skeleton--card" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
