import { queryOptions } from '@tanstack/react-query';
import {
  type CompetitionMatches,
  clockFromTimer,
  type LiveTimer,
  type MatchClock,
  type MatchCompetitionSettings,
  type MatchDay,
  type MatchDetail,
  type MatchSummary,
  type MatchTableData,
  type ReportDocument,
  type TeamList,
  type TeamSide,
} from '@touchline/domain';
import { apiGet, query } from './client';
import { type EntityScope, scopeParams } from './entities';

/** Scores change while a round is being played, so match lists go stale quickly. */
const MATCHES_STALE_MS = 15_000;
/** A match centre's data is kept current by its live stream; a refetch is only a safety net. */
const DETAIL_STALE_MS = 30_000;
/** A competition's settings and a match's live-timing flag change rarely during a match. */
const SETTINGS_STALE_MS = 5 * 60_000;

const detailKey = (matchId: number) => [...matchQueries.all, 'detail', matchId] as const;

/**
 * Query options for matches: a competition's fixtures, results and byes, and everything the
 * match centre reads. The match centre's keys all start with `['matches', 'detail', id]`, so
 * one invalidation refreshes a whole match (spec 4: event:refresh), and the live stream patches
 * the same keys (web/src/live/).
 */
export const matchQueries = {
  all: ['matches'] as const,
  byCompetition: (competitionId: number) =>
    queryOptions({
      queryKey: [...matchQueries.all, 'competition', competitionId] as const,
      queryFn: ({ signal }) =>
        apiGet<CompetitionMatches>(`/live/matches/competitions/${competitionId}`, { signal }),
      staleTime: MATCHES_STALE_MS,
    }),
  /**
   * The matches under way now across the scope's public competitions: Explore's "Live now"
   * strip, the picker's live marks and the default competition. Their scores arrive by the
   * competitions' streams; a refetch finds the matches that started or ended meanwhile.
   */
  live: (scope: EntityScope) =>
    queryOptions({
      queryKey: [...matchQueries.all, 'live', scope] as const,
      queryFn: ({ signal }) =>
        apiGet<MatchSummary[]>(`/live/matches/live${query(scopeParams(scope))}`, { signal }),
      staleTime: MATCHES_STALE_MS,
    }),
  /**
   * A day's matches across the scope's public competitions, with the nearest days that have
   * some: the scoreboard. Live scores arrive by the competitions' streams (`listCache.ts`).
   */
  day: (scope: EntityScope, date: string) =>
    queryOptions({
      queryKey: [...matchQueries.all, 'day', scope, date] as const,
      queryFn: ({ signal }) =>
        apiGet<MatchDay>(`/live/matches/day/${date}${query(scopeParams(scope))}`, { signal }),
      staleTime: MATCHES_STALE_MS,
    }),
  detailKey,
  detail: (matchId: number) =>
    queryOptions({
      queryKey: detailKey(matchId),
      queryFn: ({ signal }) => apiGet<MatchDetail>(`/live/matches/${matchId}`, { signal }),
      staleTime: DETAIL_STALE_MS,
    }),
  competitionSettings: (matchId: number) =>
    queryOptions({
      queryKey: [...detailKey(matchId), 'competition-settings'] as const,
      queryFn: ({ signal }) =>
        apiGet<MatchCompetitionSettings>(`/live/matches/${matchId}/competition-settings`, { signal }),
      staleTime: SETTINGS_STALE_MS,
    }),
  teamList: (matchId: number, teamId: number) =>
    queryOptions({
      queryKey: [...detailKey(matchId), 'team-list', teamId] as const,
      queryFn: ({ signal }) =>
        apiGet<TeamList>(`/live/teamlists/matches/${matchId}/teams/${teamId}`, { signal }),
      staleTime: DETAIL_STALE_MS,
    }),
  sport: (matchId: number) =>
    queryOptions({
      queryKey: [...detailKey(matchId), 'sport'] as const,
      queryFn: ({ signal }) => apiGet<MatchTableData>(`/live/matches/${matchId}/sport`, { signal }),
      staleTime: DETAIL_STALE_MS,
    }),
  /** The clock, with the browser's skew from the server measured around the request. */
  clock: (matchId: number) =>
    queryOptions({
      queryKey: [...detailKey(matchId), 'clock'] as const,
      queryFn: async ({ signal }): Promise<MatchClock> => {
        const sentAt = Date.now();
        const timer = await apiGet<LiveTimer>(`/live/matches/${matchId}/timer`, { signal });
        return clockFromTimer(timer, sentAt, Date.now());
      },
      staleTime: DETAIL_STALE_MS,
    }),
};

/** The PDF definitions of a match (spec 7), fetched when a download is asked for, never cached. */
export const reportDocuments = {
  matchReport: (matchId: number) => apiGet<ReportDocument>(`/live/matches/${matchId}/match-report`),
  memberList: (matchId: number, side: TeamSide) =>
    apiGet<ReportDocument>(`/live/matches/${matchId}/player-list-report/${side}`),
};
