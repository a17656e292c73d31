import { COMPETITION_CARD_LOGOS, type CompetitionSummary } from '@touchline/domain';
import { addRecentlyViewed } from './storage';

/**
 * Records that the visitor opened a competition, with what Explore's recently viewed row needs
 * to draw its card without a fetch (spec 2.4): its name, logo, first team logos and counts.
 * Not in storage.ts, which the first screen loads: only the screens that open a competition need it.
 */
export function addRecentCompetition(competition: CompetitionSummary): void {
  addRecentlyViewed({
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
  });
}
