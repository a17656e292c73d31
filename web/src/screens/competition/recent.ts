import { COMPETITION_CARD_LOGOS, type CompetitionSummary } from '@touchline/domain';
import type { RecentItem } from '../../state/storage';

/**
 * A competition as Explore's recently viewed row keeps it (spec 2.4): its name, logo, first team
 * logos and counts, enough to draw its card without a fetch.
 */
export function recentCompetition(competition: CompetitionSummary): RecentItem {
  return {
    type: 'competition',
    entity: {
      _id: competition._id,
      name: competition.name,
      imgUrl: competition.meta.imgUrl ?? null,
      teams: competition.teams.slice(0, COMPETITION_CARD_LOGOS).map((team) => ({
        _id: team._id,
        name: team.name,
        imgUrl: team.imgUrl ?? team.meta.imgUrl ?? null,
      })),
      teamCount: competition.teams.length,
      matchCount: competition.matchCount,
    },
  };
}
