import { type MatchSummary, seasonsOf, type TeamDetail } from '@touchline/domain';
import { useQueryParams } from '../../ui/useQueryParam';

/** The team page's season filter: its options, the choice (null for 'All') and the matches it keeps. */
export interface TeamSeason {
  seasons: number[];
  chosen: number | null;
  choose: (season: number | null) => void;
  matches: MatchSummary[];
}

/**
 * 'Filter Season' (spec 2.11): the distinct seasons of the team and its matches plus 'All', the
 * default. The choice is in the address (?season=); changing it resets the competition filter
 * to the first competition.
 */
export function useTeamSeason(detail: TeamDetail): TeamSeason {
  const [params, update] = useQueryParams();
  const team = detail.team[0]!;
  const seasons = seasonsOf(team.season, detail.matches);
  const asked = Number(params.get('season'));
  const chosen = seasons.includes(asked) ? asked : null;
  return {
    seasons,
    chosen,
    choose: (season) => update({ season: season === null ? null : String(season), competition: null }),
    matches: chosen === null ? detail.matches : detail.matches.filter((m) => m.season === chosen),
  };
}
