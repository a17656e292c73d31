import { useQuery } from '@tanstack/react-query';
import {
  type CompetitionSummary,
  filterByes,
  filterMatches,
  groupByRound,
  isLiveStatus,
  type MatchFilters,
  NO_FILTERS,
  nearestRoundIndex,
  roundOptions,
  wantsLiveStream,
} from '@touchline/domain';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { competitionQueries } from '../../api/competitions';
import { EMPTY, ERRORS, logFetchError } from '../../api/errors';
import { matchQueries } from '../../api/matches';
import { useCompetitionStreams } from '../../live/useCompetitionStreams';
import { Loading } from '../../shell/StatusPanels';
import { usePresentation } from '../../shell/useNationalSetup';
import { EmptyState, FailedState } from '../../ui/EmptyState';
import { MatchGroup } from './MatchGroup';
import { RoundPills } from './RoundPills';
import { useIsDesktop } from './useMediaQuery';
import { useNearestRoundScroll } from './useNearestRoundScroll';
import { useRoundWindow } from './useRoundWindow';
import './matches.css';

interface MatchesViewProps {
  competition: CompetitionSummary;
  filters: MatchFilters;
  onFilters: (filters: MatchFilters) => void;
}

/**
 * The matches tab (spec 2.5): round pills, then the competition's matches grouped by round with
 * their byes, filtered by the filter sheet. Scores, statuses and clocks arrive by the
 * competition's live stream while a match is under way or near kick-off; nothing polls. A
 * failed fetch stops here with the catalogue's message.
 */
export function MatchesView({ competition, filters, onFilters }: MatchesViewProps) {
  const matches = useQuery(matchQueries.byCompetition(competition._id));
  const detail = useQuery(competitionQueries.detail(competition._id));
  const { timezone } = usePresentation();
  const desktop = useIsDesktop();

  useEffect(() => {
    if (matches.error) logFetchError(ERRORS.matchesList, matches.error);
    if (detail.error) logFetchError('Error fetching competition', detail.error);
  }, [matches.error, detail.error]);

  const pools = detail.data?.pools;
  // The list is drawn from a deferred copy of the matches: a new answer or a live message
  // re-renders it in the background, in slices a slow phone can interleave with input, rather
  // than in one synchronous render of every round (a query's update would otherwise force one).
  const data = useDeferredValue(matches.data);
  const rounds = useMemo(() => (data ? roundOptions(data.matches) : []), [data]);
  const groups = useMemo(
    () =>
      data
        ? groupByRound(
            // A bye shows in its round's BYES block, not again as a card against 'BYE'.
            filterMatches(
              data.matches.filter((m) => !m.meta.isBye),
              filters,
              pools,
            ),
            filterByes(data.byes, filters, pools),
          )
        : null,
    [data, filters, pools],
  );
  useNearestRoundScroll(competition._id, data?.displays.result ? groups : null);
  const opening = useMemo(
    () =>
      groups &&
      nearestRoundIndex(
        groups.map((g) => g.dateTime),
        new Date(),
      ),
    [groups],
  );
  const liveRounds = useMemo(
    () => new Set(groups?.filter((g) => g.matches.some((m) => isLiveStatus(m.status))).map((g) => g.key)),
    [groups],
  );
  const drawing = useRoundWindow(groups?.map((g) => g.key) ?? [], opening ?? null, liveRounds);
  // One stream carries every match of the competition to these cards and rows.
  useCompetitionStreams(data && wantsLiveStream(data.matches, new Date()) ? [competition._id] : []);
  if (matches.isError && !matches.data)
    return (
      <FailedState
        error={matches.error}
        text={ERRORS.matchesList}
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
      />
    );
  if (!data) return <Loading label="Loading matches…" />;
  if (!data.displays.result) return <EmptyState>{EMPTY.matchesNotPublic}</EmptyState>;
  if (!data.matches.length || !groups) return <EmptyState>{EMPTY.noMatches}</EmptyState>;

  const now = new Date();
  const defaultScoreFFReceived = detail.data?.laddertemplate.defaultScoreFFReceived ?? null;
  return (
    <div className="matches">
      <RoundPills
        rounds={rounds}
        selected={filters.round}
        onSelect={(round) => onFilters({ ...filters, round })}
      />
      {groups.length === 0 ? (
        <div className="matches__none">
          <EmptyState>{EMPTY.noMatches}</EmptyState>
          <button type="button" className="button button--quiet" onClick={() => onFilters(NO_FILTERS)}>
            Clear filters
          </button>
        </div>
      ) : (
        groups.map((group) => (
          <MatchGroup
            key={group.key}
            group={group}
            desktop={desktop}
            timeZone={timezone}
            now={now}
            defaultScoreFFReceived={defaultScoreFFReceived}
            drawn={drawing.isDrawn(group.key)}
            watch={drawing.watch}
          />
        ))
      )}
    </div>
  );
}
