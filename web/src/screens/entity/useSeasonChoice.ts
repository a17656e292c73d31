import { useQuery } from '@tanstack/react-query';
import { defaultSeason, parseRouteId, type Season, seasonsNewestFirst } from '@touchline/domain';
import { nationalQueries } from '../../api/national';
import { usePageParams } from '../competition/usePageParams';

/** The address parameters a season owns: the chips belong to one season's competitions. */
const SEASON_BOUND = { competition: null, board: null } as const;

/**
 * The season an entity page shows (spec 2.13): the one the address names (?season=) while the
 * national has it, else the season flagged currentSeason, else the newest. One choice for every
 * tab, so the Competitions, Ladders and Leaderboards tabs agree. A new season drops the chip
 * choices, which belonged to the old one.
 */
export function useSeasonChoice(): {
  seasons: Season[];
  season: number | null;
  setSeason: (season: number) => void;
  pending: boolean;
  error: Error | null;
  retry: () => void;
} {
  const seasons = useQuery({ ...nationalQueries.seasons(), select: seasonsNewestFirst });
  const [params, update] = usePageParams();
  const asked = parseRouteId(params.get('season') ?? undefined);
  const list = seasons.data ?? [];
  const season = list.some((s) => s._id === asked) ? asked : seasons.data ? defaultSeason(list, null) : null;
  return {
    seasons: list,
    season,
    setSeason: (next) => update({ season: String(next), ...SEASON_BOUND }),
    pending: seasons.isPending,
    error: seasons.error,
    retry: () => void seasons.refetch(),
  };
}
