import { useQuery } from '@tanstack/react-query';
import {
  chooseCompetition,
  competitionsByOrder,
  defaultSeason,
  type GameType,
  liveCompetitionIds,
  seasonsNewestFirst,
} from '@touchline/domain';
import { useEffect, useRef, useState } from 'react';
import { competitionQueries } from '../../api/competitions';
import { logFetchError } from '../../api/errors';
import { matchQueries } from '../../api/matches';
import { nationalQueries } from '../../api/national';
import { useBranding } from '../../shell/branding';
import { addRecentCompetition } from '../../state/recentCompetition';
import { useStoredCompetition, useStoredSeason } from '../../state/storage';

export type GameTypeChoice = GameType | 'all';

const NO_LIVE: ReadonlySet<number> = new Set();

export const GAME_TYPES: readonly { value: GameTypeChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'teams', label: 'Teams' },
  { value: 'indv', label: 'Individual' },
];

/**
 * The schedule's season, game type and competition (spec 2.5). Season and competition are
 * remembered; the competition list is the branded entity's, sorted by order. When the list
 * loads without the remembered competition, the first with public results and a match under
 * way is chosen, else the first with public results.
 * Changing the season, game type or entity forgets the competition, so the choice starts over.
 */
export function useScheduleChoices() {
  const { scope, loading: brandingLoading } = useBranding();
  const seasons = useQuery({ ...nationalQueries.seasons(), select: seasonsNewestFirst });
  const [storedSeason, storeSeason] = useStoredSeason();
  const season = seasons.data ? defaultSeason(seasons.data, storedSeason) : null;
  const [gameType, setGameType] = useState<GameTypeChoice>('all');
  const [storedCompetition, storeCompetition] = useStoredCompetition();

  const competitions = useQuery({
    ...competitionQueries.list({ season: season ?? 0, gameType, scope }),
    enabled: season !== null && !brandingLoading,
    select: competitionsByOrder,
  });
  // Which competitions have a match under way: the picker marks them, and a fan who has chosen
  // nothing lands on one. Should it fail, the choice goes on without it.
  const live = useQuery({
    ...matchQueries.live(scope),
    enabled: !brandingLoading,
    select: liveCompetitionIds,
  });
  const remembered = competitions.data?.some((c) => c._id === storedCompetition) ?? false;
  const waitsForLive = !remembered && live.isPending && !brandingLoading;
  const competition =
    competitions.data && !waitsForLive
      ? chooseCompetition(competitions.data, storedCompetition, live.data)
      : null;

  useEffect(() => {
    if (competition && competition._id !== storedCompetition) storeCompetition(competition._id);
  }, [competition, storedCompetition, storeCompetition]);

  // A new branded entity (or none) starts the competition choice over, as a new season does.
  const scopeKey = brandingLoading ? null : `${scope.entityType}:${scope.entityId}`;
  const lastScope = useRef(scopeKey);
  useEffect(() => {
    if (scopeKey === null) return;
    if (lastScope.current !== null && lastScope.current !== scopeKey) storeCompetition(null);
    lastScope.current = scopeKey;
  }, [scopeKey, storeCompetition]);

  useEffect(() => {
    if (seasons.error) logFetchError('Error fetching seasons', seasons.error);
    if (competitions.error) logFetchError('Error fetching competitions', competitions.error);
  }, [seasons.error, competitions.error]);

  return {
    seasons: seasons.data ?? [],
    season,
    setSeason: (next: number) => {
      if (next === season) return;
      storeSeason(next);
      storeCompetition(null);
    },
    gameType,
    setGameType: (next: GameTypeChoice) => {
      if (next === gameType) return;
      setGameType(next);
      storeCompetition(null);
    },
    competitions: competitions.data ?? [],
    competition,
    /** The ids of the competitions with a match under way. */
    live: live.data ?? NO_LIVE,
    setCompetition: (id: number) => {
      storeCompetition(id);
      // A competition the fan picks is one they follow: it joins Explore's recently viewed row.
      const chosen = competitions.data?.find((c) => c._id === id);
      if (chosen) addRecentCompetition(chosen);
    },
    /** The list (or the seasons it depends on) is still loading. */
    loading:
      seasons.isPending || brandingLoading || (season !== null && (competitions.isPending || waitsForLive)),
    error: seasons.error ?? competitions.error,
    retry: () => {
      if (seasons.isError) void seasons.refetch();
      else void competitions.refetch();
    },
  };
}
